import type { LeaderboardPlayer } from "@soundship/shared";

/**
 * The top of each board, read once per time-to-live by each instance and shared by every request
 * meanwhile (docs/decisions/031). The top of a board is the same for every pilot and is the most
 * read list of the app; a pilot's own standing is never taken from here.
 */
export interface BoardCache {
  /** The list `load` reads for `key`: a list read less than the time-to-live ago, or one read now. */
  top(key: string, load: () => Promise<LeaderboardPlayer[]>): Promise<LeaderboardPlayer[]>;
}

/**
 * Keeps each key's list as the promise of its read, so the requests that arrive while it is read
 * wait on the same read instead of each sending their own. A read that fails is forgotten, so the
 * next request reads again. `now` is monotonic time in milliseconds; 0 ms keeps nothing.
 */
export function createBoardCache(ttlMs: number, now = () => performance.now()): BoardCache {
  const entries = new Map<string, { players: Promise<LeaderboardPlayer[]>; expires: number }>();
  return {
    top(key, load) {
      if (ttlMs <= 0) return load();
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.expires > at) return entry.players;
      // Keys are a board, a season and a length: few, but a new season's replace the last one's.
      for (const [old, { expires }] of entries) if (expires <= at) entries.delete(old);
      const players = load();
      entries.set(key, { players, expires: at + ttlMs });
      players.catch(() => {
        if (entries.get(key)?.players === players) entries.delete(key);
      });
      return players;
    },
  };
}
