import type { SessionRevocation } from "../live/session-revocation.ts";
import { sessionHash, type Pilot } from "./pilot.ts";

/** Remembers which pilot a bearer token stands for, briefly, so a request does not pay a lookup. */
export interface SessionCache {
  get(token: string): Pilot | undefined;
  /** Remembers a pilot for the time-to-live, never past `until` (the session's own end, epoch ms). */
  set(token: string, pilot: Pilot, until?: number): void;
  /** Forgets one token (sign-out on this instance takes effect at once). */
  delete(token: string): void;
  /** Forgets a session named by its hash, or every session of a pilot (a revocation from any instance). */
  revoke(revocation: SessionRevocation): void;
  /** Forgets every token (the event bus reconnected: revocations may have been missed). */
  clear(): void;
}

/**
 * A small time-bounded cache of tokens. Only known tokens are kept, so random tokens cannot fill it.
 * Revocations arrive over the event bus from every instance at once, naming a session by its
 * token's hash: each entry is also found by that hash, computed once as it is cached (hashing the
 * token of every request was a fiftieth of a simple read's CPU). The time-to-live only bounds what
 * a lost bus connection could miss (docs/decisions/003 and 016).
 * Each entry lives between half the time-to-live and all of it (`spread`, 0 to 1, picks where):
 * tokens cached together, as a busy instance's are after it starts, would otherwise all expire
 * together and send their lookups to the database in one burst, every time-to-live.
 */
export function createSessionCache(ttlMs: number, maxEntries = 10_000, now = () => Date.now(), spread = Math.random): SessionCache {
  const entries = new Map<string, { pilot: Pilot; expires: number; hash: string }>();
  const tokenOf = new Map<string, string>();
  const forget = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    tokenOf.delete(entry.hash);
  };
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.pilot;
      forget(token);
      return undefined;
    },
    set(token, pilot, until = Infinity) {
      if (ttlMs <= 0) return;
      forget(token);
      if (entries.size >= maxEntries) forget(entries.keys().next().value!);
      const hash = sessionHash(token);
      entries.set(token, { pilot, expires: Math.min(now() + ttlMs * (1 - spread() / 2), until), hash });
      tokenOf.set(hash, token);
    },
    delete: forget,
    revoke(revocation) {
      if ("session" in revocation) {
        const token = tokenOf.get(revocation.session);
        if (token !== undefined) forget(token);
      } else for (const [token, entry] of entries) if (entry.pilot.id === revocation.user_id) forget(token);
    },
    clear: () => {
      entries.clear();
      tokenOf.clear();
    },
  };
}
