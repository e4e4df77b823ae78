import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";
import { JUDGE_KEY } from "./judge-keys";

export type JudgeBattle = FunctionResult<"judgeBattles">["battles"][number];

/** Battles in voting, with how many submissions the pilot may score and has scored. */
export function useJudgeBattles() {
  return useQuery({
    queryKey: [...JUDGE_KEY, "battles"],
    queryFn: async ({ signal }) => (await sdk.functions.invoke("judgeBattles", {}, { signal })).battles,
  });
}
