import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, type BlindSubmission, type judgeScoresSchema, type User } from "@soundship/shared";
import type { z } from "zod";
import { sdk } from "@/lib/sdk/sdk";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { failureWithReason } from "@/lib/sdk/errors";
import { toast } from "@/lib/ui/toast";
import { JUDGE_KEY } from "./judge-keys";
import { judgeSubmissionsKey } from "./judge-submissions";

/** The Judge Panel form's scores: the shared `judgeScoresSchema`, as the server parses them. */
export type ScoreInput = z.input<typeof judgeScoresSchema>;

/** Scores one submission; a second score replaces the first. One mutation per submission card. */
export function useSubmitScores(battleId: string, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scores: ScoreInput) => sdk.functions.invoke("submitScores", { submission_id: submissionId, ...scores }),
    onSuccess(result) {
      queryClient.setQueryData<BlindSubmission[]>(judgeSubmissionsKey(battleId), (list) =>
        list?.map((submission) => (submission.id === submissionId ? { ...submission, my_vote: result.vote } : submission)),
      );
      // The vote reward (+5 Stardust) reaches the balance shown everywhere.
      queryClient.setQueryData<User>(CURRENT_USER_KEY, (user) => user && { ...user, stardust: result.stardust });
      void queryClient.invalidateQueries({ queryKey: [...JUDGE_KEY, "battles"] });
      toast.success(MESSAGES.scoreSubmitted, { scope: "score" });
    },
    onError(error) {
      // SPEC.md section 8's 'Scoring failed', with the server's reason (voting closed, own submission).
      toast.error(failureWithReason(error, MESSAGES.scoringFailed), { scope: "score" });
      void queryClient.invalidateQueries({ queryKey: JUDGE_KEY });
    },
  });
}
