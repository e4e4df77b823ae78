/**
 * Single-elimination brackets (DESIGN.md section 6): seeds 1…n placed so the top seeds meet last
 * and take the byes when n is not a power of two. Pure functions, shared by the server (which
 * draws and plays the bracket) and the tournament page (which names the rounds).
 */

/** Slots in the first round: the smallest power of two that holds every entrant (1 for 0 or 1). */
export function bracketSize(entrants: number): number {
  let size = 1;
  while (size < entrants) size *= 2;
  return size;
}

/** Rounds a bracket of `entrants` plays; 0 when there is nobody to play (0 or 1 entrant). */
export function roundCount(entrants: number): number {
  return Math.log2(bracketSize(entrants));
}

/**
 * The seed in each slot of a bracket of `size` (a power of two), in the standard order: pairs of
 * adjacent slots meet in round 1 and seed s meets seed size + 1 − s, so seeds 1 and 2 can only meet
 * in the final. For 8: 1 8 4 5 2 7 3 6.
 */
export function seedSlots(size: number): number[] {
  if (size < 1 || bracketSize(size) !== size) throw new Error(`a bracket has a power-of-two size, got ${size}`);
  let slots = [1];
  while (slots.length < size) {
    const next = slots.length * 2 + 1;
    slots = slots.flatMap((seed) => [seed, next - seed]);
  }
  return slots;
}

/** One first-round pairing by seed: `b` is null for a bye (seed `a` advances without playing). */
export interface SeedPair {
  a: number;
  b: number | null;
}

/** The first round of a bracket of `entrants` (at least 2), match 1 first; seeds above `entrants` are byes. */
export function firstRoundPairs(entrants: number): SeedPair[] {
  const slots = seedSlots(bracketSize(entrants));
  const pairs: SeedPair[] = [];
  for (let i = 0; i < slots.length; i += 2) {
    const [x, y] = [slots[i]!, slots[i + 1]!];
    const [a, b] = x < y ? [x, y] : [y, x];
    pairs.push({ a, b: b <= entrants ? b : null });
  }
  return pairs;
}

/** Where the winner of round `round`, match `match` (both from 1) plays next: the slot a or b of the next round's match. */
export function nextMatchOf(round: number, match: number): { round: number; match: number; slot: "a" | "b" } {
  return { round: round + 1, match: Math.ceil(match / 2), slot: match % 2 === 1 ? "a" : "b" };
}

/** A uniformly random order of `items` (Fisher–Yates); `random` returns a number in [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** A round's name on the tournament page: 'Final', 'Semi-finals', 'Quarter-finals', else 'Round N'. */
export function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (fromEnd === 0) return "Final";
  if (fromEnd === 1) return "Semi-finals";
  if (fromEnd === 2) return "Quarter-finals";
  return `Round ${round}`;
}
