import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { MESSAGES, SEE_FLEET_STATUS, tierRefusalSentence, type Tournament } from "@soundship/shared";
import { SoundshipError } from "@soundship/sdk";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { pagePath } from "@/lib/routing/pages";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { unansweredWrite, writeOnce } from "@/lib/write-once";
import { MY_ENTRIES_KEY, TOURNAMENTS_KEY } from "./tournaments";

/**
 * SPEC.md section 8: a refusal shows the server's error ('Tournament at full capacity', ...), else
 * 'Failed to join tournament'; a call that fails outright (network, 5xx) shows 'Enrollment failed'.
 */
export function joinErrorMessage(error: unknown): string {
  // A tier refusal reads as a sentence that names Fleet Status, never a lowercase code.
  if (error instanceof SoundshipError && error.status !== undefined && error.status < 500) return tierRefusalSentence(error.message) || MESSAGES.joinFailed;
  return MESSAGES.enrollmentFailed;
}

/** Joins a tournament as the signed-in pilot (`pilotId` is their e-mail, as SPEC.md section 7 has it). */
export function useJoinTournament(pilotEmail: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (tournament: Tournament) =>
      writeOnce(`join:${tournament.id}`, (idempotencyKey) => sdk.functions.invoke("joinTournament", { id: tournament.id, pilotId: pilotEmail }, { idempotencyKey })),
    onSuccess(_result, tournament) {
      toast.success(MESSAGES.enrolled, { scope: `join:${tournament.id}` });
    },
    onError(error, tournament) {
      const message = unansweredWrite(error, MESSAGES.enrollmentFailed) ?? joinErrorMessage(error);
      // A refusal a tier would lift offers the way to Fleet Status.
      const action = message.includes(SEE_FLEET_STATUS) ? { label: "Fleet Status", onClick: () => void navigate(pagePath("MembershipHQ")) } : undefined;
      toast.error(message, { action, scope: `join:${tournament.id}` });
    },
    onSettled() {
      // Either way the list we showed may be stale: places, the entry, the balance after the fee.
      for (const queryKey of [TOURNAMENTS_KEY, MY_ENTRIES_KEY, CURRENT_USER_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
