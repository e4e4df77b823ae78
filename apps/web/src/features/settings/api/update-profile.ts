import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdate } from "@soundship/shared";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { sdk } from "@/lib/sdk/sdk";

/** Saves profile fields; every page reads the pilot from the one cache entry the answer replaces. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => sdk.auth.updateMe(changes),
    onSuccess(user, changes) {
      const zoneMoved = changes.timezone !== undefined && changes.timezone !== queryClient.getQueryData<{ timezone: string }>(CURRENT_USER_KEY)?.timezone;
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      // Quest resets, "today" and the daily card follow the zone: what was read in the old one is stale.
      if (zoneMoved) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
    },
  });
}

/**
 * When a refused timezone change may be made: the refusal names the instant on the timezone field
 * (`next_change_at`); null for any other refusal.
 */
export function nextTimezoneChange(error: unknown): string | null {
  const data = typeof error === "object" && error !== null && "data" in error ? (error as { data: unknown }).data : null;
  const detail = typeof data === "object" && data !== null && "detail" in data ? (data as { detail: unknown }).detail : null;
  if (!Array.isArray(detail)) return null;
  const issue = detail.find((entry) => entry?.path?.[0] === "timezone" && typeof entry?.next_change_at === "string");
  return issue ? (issue.next_change_at as string) : null;
}
