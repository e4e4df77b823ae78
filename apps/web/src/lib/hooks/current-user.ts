import { useQuery } from "@tanstack/react-query";
import type { User } from "@soundship/shared";
import { takePrefetchedPilot } from "@/lib/sdk/pilot-prefetch";
import { sdk } from "@/lib/sdk/sdk";

/** One cache entry for the signed-in pilot; the auth gate fills it before any page renders. */
export const CURRENT_USER_KEY = ["auth", "me"] as const;

/** The pilot: the answer asked for as the page started (main.tsx), the first time, else a fresh one. */
export function fetchCurrentUser(): Promise<User> {
  return takePrefetchedPilot() ?? sdk.auth.me();
}

/** The signed-in pilot. Inside the shell it is always loaded, so `data` is only undefined during sign-out. */
export function useCurrentUser() {
  return useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 60_000 });
}
