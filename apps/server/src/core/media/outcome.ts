/** The result of processing a file: what it gave, or the sentence that tells its pilot why it failed. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A file that cannot be processed, with the reason shown to its pilot. */
export const undecodable = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });
