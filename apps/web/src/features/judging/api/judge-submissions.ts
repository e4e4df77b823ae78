import { useQuery } from "@tanstack/react-query";
import { sdk } from "@/lib/sdk/sdk";
import { JUDGE_KEY } from "./judge-keys";

export const judgeSubmissionsKey = (battleId: string) => [...JUDGE_KEY, "submissions", battleId] as const;

/** One battle's submissions, blind and in this judge's own order; the pilot's own are not offered. */
export function useJudgeSubmissions(battleId: string) {
  return useQuery({
    queryKey: judgeSubmissionsKey(battleId),
    queryFn: async ({ signal }) => (await sdk.functions.invoke("judgeSubmissions", { battle_id: battleId }, { signal })).submissions,
  });
}
