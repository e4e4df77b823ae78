import type { Clock } from "../clock.ts";

/**
 * Where attempt counters live. In memory for one instance now; a shared store (Redis, say) only
 * has to count hits per key within a window to limit across instances.
 */
export interface AttemptStore {
  /** Counts one more attempt under `key` and answers how many fell in the current window. */
  hit(key: string): Promise<number>;
}

/** Fixed windows per key, forgotten once they end, so memory follows the keys seen in one window. */
export function memoryAttemptStore(windowMs: number, clock: Clock): AttemptStore {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    async hit(key) {
      const now = clock.now().getTime();
      if (now - lastSweep >= windowMs) {
        for (const [stored, window] of windows) if (now - window.start >= windowMs) windows.delete(stored);
        lastSweep = now;
      }
      const window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return 1;
      }
      return ++window.count;
    },
  };
}

/** A counter and its own limit: a key for one account may allow far fewer attempts than one for a whole address. */
export interface AttemptKey {
  key: string;
  max: number;
}

export interface AttemptLimiter {
  /** Counts an attempt under every key; false when any of them is past its limit (a plain key has the default limit). */
  allow(keys: Array<string | AttemptKey>): Promise<boolean>;
}

/** At most `max` attempts per key per window. Every key is counted, so one cannot be spent to spare another. */
export function createAttemptLimiter(store: AttemptStore, max: number): AttemptLimiter {
  return {
    async allow(keys) {
      const limited = keys.map((key) => (typeof key === "string" ? { key, max } : key));
      const counts = await Promise.all(limited.map(({ key }) => store.hit(key)));
      return counts.every((count, index) => count <= limited[index]!.max);
    },
  };
}

/** The account an e-mail names, whatever its case and surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
