import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AVATAR_MESSAGES, AVATAR_RULES, isAvatarType } from "@soundship/shared";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { sdk } from "@/lib/sdk/sdk";

/** Why a chosen file cannot be the pilot's picture, before any byte leaves; the server checks both again. */
export function pictureProblem(file: Pick<File, "type" | "size">): string | undefined {
  if (!isAvatarType(file.type)) return AVATAR_MESSAGES.wrongType;
  if (file.size > AVATAR_RULES.maxBytes) return AVATAR_MESSAGES.tooLarge;
  if (file.size === 0) return AVATAR_MESSAGES.empty;
  return undefined;
}

/** Sends a picture (a file) or removes it (null); the pilot's cache entry takes the answer. */
export function useAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: File | null) => (picture ? sdk.auth.setAvatar(picture) : sdk.auth.updateMe({ avatar_url: null })),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
