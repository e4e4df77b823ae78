import { useQuery } from "@tanstack/react-query";
import type { ContractResult, judgeBattlesContract } from "@soundship/shared";
import { callFunction } from "@/lib/call-function";
import { JUDGE_KEY } from "./judge-keys";

export type JudgeBattle = ContractResult<typeof judgeBattlesContract>["battles"][number];

/** Battles in voting, with how many submissions the pilot may score and has scored. */
export function useJudgeBattles() {
  return useQuery({
    queryKey: [...JUDGE_KEY, "battles"],
    queryFn: async ({ signal }) => (await callFunction<typeof judgeBattlesContract>("judgeBattles", {}, { signal })).battles,
  });
}
