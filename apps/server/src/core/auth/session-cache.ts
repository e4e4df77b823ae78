import type { Pilot } from "./sessions.ts";

/** Remembers which pilot a bearer token stands for, briefly, so a request does not pay a lookup. */
export interface SessionCache {
  get(token: string): Pilot | undefined;
  set(token: string, pilot: Pilot): void;
  /** Forgets one token (sign-out on this instance takes effect at once). */
  delete(token: string): void;
  /** Forgets every token (after a password reset revoked sessions we cannot name). */
  clear(): void;
}

/**
 * A small time-bounded cache. Only known tokens are kept, so random tokens cannot fill it; a
 * revocation made on another instance is honoured here within `ttlMs` (docs/decisions/003).
 */
export function createSessionCache(ttlMs: number, maxEntries = 10_000, now = () => Date.now()): SessionCache {
  const entries = new Map<string, { pilot: Pilot; expires: number }>();
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.pilot;
      entries.delete(token);
      return undefined;
    },
    set(token, pilot) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { pilot, expires: now() + ttlMs });
    },
    delete: (token) => void entries.delete(token),
    clear: () => entries.clear(),
  };
}
