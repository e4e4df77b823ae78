import { useQuery } from "@tanstack/react-query";
import { sdk } from "@/lib/sdk/sdk";

/** This month's battle entries of the pilot (free pilots: 3 a calendar month), from the membership overview. */
export function useBattleEntries() {
  return useQuery({
    queryKey: ["dashboard", "battle-entries"],
    queryFn: async () => (await sdk.functions.invoke("membershipOverview", {})).battle_entries,
    // Entries are spent on other pages: every visit rereads.
    staleTime: 0,
  });
}
