import type { SessionRevocation } from "../live/session-revocation.ts";
import { sessionHash, type Pilot } from "./pilot.ts";

/** Remembers which pilot a bearer token stands for, briefly, so a request does not pay a lookup. */
export interface SessionCache {
  get(token: string): Pilot | undefined;
  set(token: string, pilot: Pilot): void;
  /** Forgets one token (sign-out on this instance takes effect at once). */
  delete(token: string): void;
  /** Forgets a session named by its hash, or every session of a pilot (a revocation from any instance). */
  revoke(revocation: SessionRevocation): void;
  /** Forgets every token (the event bus reconnected: revocations may have been missed). */
  clear(): void;
}

/**
 * A small time-bounded cache keyed by the token's hash. Only known tokens are kept, so random
 * tokens cannot fill it. Revocations arrive over the event bus from every instance at once; the
 * time-to-live only bounds what a lost bus connection could miss (docs/decisions/003 and 016).
 */
export function createSessionCache(ttlMs: number, maxEntries = 10_000, now = () => Date.now()): SessionCache {
  const entries = new Map<string, { pilot: Pilot; expires: number }>();
  return {
    get(token) {
      const key = sessionHash(token);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.pilot;
      entries.delete(key);
      return undefined;
    },
    set(token, pilot) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(sessionHash(token), { pilot, expires: now() + ttlMs });
    },
    delete: (token) => void entries.delete(sessionHash(token)),
    revoke(revocation) {
      if ("session" in revocation) entries.delete(revocation.session);
      else for (const [key, entry] of entries) if (entry.pilot.id === revocation.user_id) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
