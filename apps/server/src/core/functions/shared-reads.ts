/**
 * Reads whose answer is the same for every pilot (the top of each board, the active battles, Total
 * Pilots), made once per time-to-live by each instance and shared by every request meanwhile
 * (docs/decisions/031).
 * What belongs to one pilot (their own standing, their votes) is never read through here.
 */
export interface SharedReads {
  /** What `load` reads for `key`: a read made less than the time-to-live ago, or one made now. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Keeps each key's read as its promise, so the requests that arrive while it is made wait on it
 * instead of each making their own. A read that fails is forgotten, so the next request reads
 * again. `now` is monotonic time in milliseconds; a time-to-live of 0 keeps nothing.
 */
export function createSharedReads(ttlMs: number, now = () => performance.now()): SharedReads {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.expires > at) return entry.value as Promise<T>;
      // Keys are few (a board, its season and length; a list), but a new season's replace the last one's.
      for (const [old, { expires }] of entries) if (expires <= at) entries.delete(old);
      const value = load();
      entries.set(key, { value, expires: at + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
