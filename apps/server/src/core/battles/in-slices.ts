import { setImmediate } from "node:timers/promises";

/** Items handled between two turns of the event loop. */
const PER_TURN = 5_000;

/**
 * Calls `each` on every item, a slice at a time, giving the event loop a turn between slices: a
 * settlement walks a hundred thousand votes several times, and walking them in one go held every
 * other request of this instance for more than half a second.
 */
export async function forEachInSlices<T>(items: readonly T[], each: (item: T, index: number) => void): Promise<void> {
  for (let start = 0; start < items.length; start += PER_TURN) {
    if (start) await setImmediate();
    const end = Math.min(items.length, start + PER_TURN);
    for (let i = start; i < end; i++) each(items[i]!, i);
  }
}

/** `JSON.stringify(items)`, a slice at a time: the hundred thousand counted votes a settlement stores. */
export async function jsonInSlices(items: readonly unknown[]): Promise<string> {
  const parts: string[] = [];
  for (let start = 0; start < items.length; start += PER_TURN) {
    if (start) await setImmediate();
    parts.push(JSON.stringify(items.slice(start, start + PER_TURN)).slice(1, -1));
  }
  return `[${parts.join(",")}]`;
}
