import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { BATTLES_KEY } from "./battle-keys";

export type BattleDetails = FunctionResult<"battleDetails">;

export const battleDetailsKey = (id: string) => [...BATTLES_KEY, "details", id] as const;

/** How often a completed battle is reread until its pot has been paid out (the lifecycle job settles it within seconds). */
const SETTLING_POLL_MS = 2000;

/** Everything the battle page shows, as the server's clock has it now. */
export function useBattleDetails(id: string) {
  return useQuery({
    queryKey: battleDetailsKey(id),
    queryFn: ({ signal }) => sdk.functions.invoke("battleDetails", { battle_id: id }, { signal }),
    enabled: id !== "",
    refetchInterval: (query) => (query.state.data?.results && !query.state.data.results.settled ? SETTLING_POLL_MS : false),
  });
}
