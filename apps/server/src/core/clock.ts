/** The server's notion of now; tests inject a fixed or moving clock to cross day and week boundaries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
