import { useQuery } from "@tanstack/react-query";
import { sdk } from "@/lib/sdk/sdk";

/** SPEC.md section 9: the hub lists the newest 50 tournaments. */
export const TOURNAMENT_LIST_LIMIT = 50;

export const TOURNAMENTS_KEY = ["tournaments", "list"] as const;
export const MY_ENTRIES_KEY = ["tournaments", "my-entries"] as const;

/** The newest tournaments, newest first. */
export function useTournaments() {
  return useQuery({
    queryKey: TOURNAMENTS_KEY,
    queryFn: ({ signal }) => sdk.entities.Tournament.list("-created_date", TOURNAMENT_LIST_LIMIT, undefined, undefined, { signal }),
  });
}

/** The ids of the tournaments the pilot is enrolled in (the server scopes entries to their owner). */
export function useMyEntries() {
  return useQuery({
    queryKey: MY_ENTRIES_KEY,
    queryFn: async ({ signal }) => {
      const entries = await sdk.entities.TournamentEntry.list("-created_date", 500, undefined, undefined, { signal });
      return new Set(entries.map((entry) => entry.tournament_id));
    },
  });
}
