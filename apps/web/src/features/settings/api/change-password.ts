import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@soundship/shared";
import { sdk } from "@/lib/sdk/sdk";

/** Sets a new password; this session stays, the pilot's other ones end on the server. */
export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => sdk.auth.changePassword(input) });
}
