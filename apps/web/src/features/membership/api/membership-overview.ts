import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

export type MembershipOverview = FunctionResult<"membershipOverview">;

export const MEMBERSHIP_OVERVIEW_KEY = ["membership", "overview"] as const;

/** The pilot's membership, allowances, the prize pool and the checkout in use. */
export function useMembershipOverview() {
  return useQuery({
    queryKey: MEMBERSHIP_OVERVIEW_KEY,
    queryFn: () => sdk.functions.invoke("membershipOverview", {}),
    // Entries and uploads move on other pages; every visit rereads.
    staleTime: 0,
  });
}
