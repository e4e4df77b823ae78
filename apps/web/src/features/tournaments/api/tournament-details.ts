import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

export type TournamentDetails = FunctionResult<"tournamentDetails">;

export const tournamentDetailsKey = (id: string) => ["tournaments", "details", id] as const;

/** How often a running bracket is reread: matches settle and the next round starts while the page is open. */
const RUNNING_POLL_MS = 30_000;

/** Everything the tournament page shows, as the server's clock has it now. */
export function useTournamentDetails(id: string) {
  return useQuery({
    queryKey: tournamentDetailsKey(id),
    queryFn: ({ signal }) => sdk.functions.invoke("tournamentDetails", { id }, { signal }),
    enabled: id !== "",
    refetchInterval: (query) => (query.state.data?.tournament.state === "in_progress" ? RUNNING_POLL_MS : false),
  });
}
