/** The server's notion of now; tests inject a fixed or moving clock to cross day and week boundaries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A test clock that can also be moved forward, so a test skips the seconds a phase would take. */
export interface MovableClock extends Clock {
  /** Moves the clock forward to `time` (never back: an earlier time changes nothing); returns now. */
  advanceTo(time: Date): Date;
}

/**
 * A clock that reads `start` when it is made and runs at real speed from there. Browser tests start
 * the server with one (CLOCK_START), so "today" is the same day whatever the date of the run.
 */
export function clockStartingAt(start: Date): MovableClock {
  let offset = start.getTime() - Date.now();
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advanceTo(time) {
      offset += Math.max(0, time.getTime() - now().getTime());
      return now();
    },
  };
}

/** A uniform number in [0, 1) from the operating system's cryptographic source. */
export function secureRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}
