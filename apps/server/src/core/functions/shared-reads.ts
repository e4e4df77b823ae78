/**
 * Reads whose answer is the same for every pilot (the top of each board, the active battles, Total
 * Pilots, a battle's entries for its judges), made once per time-to-live by each instance and shared
 * by every request meanwhile (docs/decisions/031).
 * What belongs to one pilot (their own standing, their votes) is never read through here.
 */
export interface SharedReads {
  /**
   * What `load` reads for `key`: a read made less than the time-to-live ago, or one made now. A read
   * up to two times-to-live old is answered while its replacement is made, so `load` must run on the
   * pool (a read-only function's), never in a transaction: it may outlive the request that began it.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** The read has answered: it may stand in while a fresh one is made. */
  settled: boolean;
  refreshing: boolean;
}

/**
 * Keeps each key's read as its promise, so the requests that arrive while it is made wait on it
 * instead of each making their own. Past its time-to-live, and for one more, a read is still answered
 * while a single fresh read is made: no request waits on the read that replaces it (a battle's
 * 5,000 entries take tens of milliseconds, and every request of that moment would). A read that
 * fails is forgotten, so the next request reads again. `now` is monotonic time in milliseconds; a
 * time-to-live of 0 keeps nothing.
 */
export function createSharedReads(ttlMs: number, now = () => performance.now()): SharedReads {
  const entries = new Map<string, Entry>();

  function start(key: string, load: () => Promise<unknown>, at: number, replacing?: Entry): Entry {
    const entry: Entry = { value: load(), expires: at + ttlMs, settled: false, refreshing: false };
    if (!replacing) entries.set(key, entry);
    entry.value.then(
      () => {
        entry.settled = true;
        if (replacing && entries.get(key) === replacing) entries.set(key, entry);
      },
      () => {
        if (replacing) replacing.refreshing = false;
        else if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.expires > at) return entry.value as Promise<T>;
      if (entry?.settled && entry.expires + ttlMs > at) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          start(key, load, at, entry);
        }
        return entry.value as Promise<T>;
      }
      // Keys are few (a board, its season and length; a list), but a new season's replace the last one's.
      for (const [old, { expires }] of entries) if (expires + ttlMs <= at) entries.delete(old);
      return start(key, load, at).value as Promise<T>;
    },
  };
}
