import { useQuery } from "@tanstack/react-query";
import type { BattleStatus } from "@soundship/shared";
import { sdk } from "@/lib/sdk/sdk";
import { BATTLES_KEY } from "./battle-keys";

/** How many battles each list of the Battle Arena shows. */
export const BATTLE_LIST_LIMIT = 50;

/** Battles in one phase, as the clock has them: upcoming and active soonest first, the rest most recent first. */
export function useBattleList(status: BattleStatus) {
  return useQuery({
    queryKey: [...BATTLES_KEY, "list", status],
    queryFn: async ({ signal }) => {
      const result = await sdk.functions.invoke("battleList", { status, limit: BATTLE_LIST_LIMIT }, { signal });
      return result.battles;
    },
  });
}
