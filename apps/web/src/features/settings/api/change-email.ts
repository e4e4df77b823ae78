import { useMutation } from "@tanstack/react-query";
import { sdk } from "@/lib/sdk/sdk";

/** Asks to move to a new address; the answer says to confirm it from the mail sent there. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (email: string) => sdk.auth.changeEmail(email) });
}

/** Sends another verification link to the current address (the same answer for any address). */
export function useResendVerification() {
  return useMutation({ mutationFn: (email: string) => sdk.auth.requestVerification(email) });
}
