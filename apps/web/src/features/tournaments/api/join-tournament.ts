import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES, type Tournament } from "@soundship/shared";
import { SoundshipError } from "@soundship/sdk";
import { CURRENT_USER_KEY } from "@/lib/current-user";
import { sdk } from "@/lib/sdk";
import { toast } from "@/lib/toast";
import { MY_ENTRIES_KEY, TOURNAMENTS_KEY } from "./tournaments";

/**
 * SPEC.md section 8: a refusal shows the server's error ('Tournament at full capacity', ...), else
 * 'Failed to join tournament'; a call that fails outright (network, 5xx) shows 'Enrollment failed'.
 */
export function joinErrorMessage(error: unknown): string {
  if (error instanceof SoundshipError && error.status !== undefined && error.status < 500) return error.message || MESSAGES.joinFailed;
  return MESSAGES.enrollmentFailed;
}

/** Joins a tournament as the signed-in pilot (`pilotId` is their e-mail, as SPEC.md section 7 has it). */
export function useJoinTournament(pilotEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tournament: Tournament) => sdk.functions.invoke("joinTournament", { id: tournament.id, pilotId: pilotEmail }),
    onSuccess() {
      toast.success(MESSAGES.enrolled);
    },
    onError(error) {
      toast.error(joinErrorMessage(error));
    },
    onSettled() {
      // Either way the list we showed may be stale: places, the entry, the balance after the fee.
      for (const queryKey of [TOURNAMENTS_KEY, MY_ENTRIES_KEY, CURRENT_USER_KEY]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
