/** The server's notion of now; tests inject a fixed or moving clock to cross day and week boundaries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A uniform number in [0, 1) from the operating system's cryptographic source. */
export function secureRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}
