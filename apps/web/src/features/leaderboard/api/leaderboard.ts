import { useQuery } from "@tanstack/react-query";
import { LEADERBOARD_MAX, type LeaderboardPeriod } from "@soundship/shared";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

export type Leaderboard = FunctionResult<"getLeaderboard">;

/** One board (all-time or this season): the top 100 and the pilot's own row (SPEC.md section 9: limit 100). */
export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery({
    queryKey: ["leaderboard", period],
    queryFn: ({ signal }) => sdk.functions.invoke("getLeaderboard", { limit: LEADERBOARD_MAX, period }, { signal }),
  });
}
