/**
 * Each judge's own order of a battle's entries (DESIGN.md section 6, Judging): random-looking (no
 * entry order to guess from), the same on every visit and different for every judge. An entry's
 * place is a 32-bit mix of its id's hash and the judge's, ties broken by id; the ids' hashes are
 * made once per battle list, so a judge's page costs one mix per entry, keeping the page's lowest
 * (well under a millisecond over 5,000 entries), and the database reads only the rows shown.
 */

/** A battle's entries as the judge's order needs them: ids ascending and each id's hash. */
export interface JudgedEntries {
  ids: readonly string[];
  hashes: Uint32Array;
}

/** murmur3's finaliser: every bit of the input moves about half of the output's. */
function mix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the id's UTF-16 units, mixed so that ids differing in one character land far apart. */
export function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** Where `judgeId` places the entry whose id hashes to `entryHash`: lower comes first. */
export const judgeKey = (judgeHash: number, entryHash: number): number => mix32(judgeHash ^ entryHash);

export function judgedEntries(ids: readonly string[]): JudgedEntries {
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { ids: sorted, hashes: Uint32Array.from(sorted, idHash) };
}

// Key and position in one double, key × 2^21 + position, exact below 2^53: a native numeric sort then
// orders by key and, on a tie, by id (positions follow the ids). Room for 2,097,152 entries.
const SLOT = 2 ** 21;

/** The first index of `ids` (ascending) not below `id`. */
function lowerBound(ids: readonly string[], id: string): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ids[mid]! < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The ids of `limit` entries (all with null) in `judgeId`'s order after the entry `after` (from the
 * start without it), and the cursor of the page that follows, null at the end. `after` need not be
 * among the entries any more (the Overseer may have removed it): the page starts where it stood.
 */
export function judgePage(entries: JudgedEntries, judgeId: string, after: string | undefined, limit: number | null): { ids: string[]; next: string | null } {
  const { ids, hashes } = entries;
  if (ids.length >= SLOT) throw new Error(`judge order: ${ids.length} entries exceed ${SLOT}`);
  const judge = idHash(judgeId);
  // The page is the entries placed above `floor`, lowest first: past the cursor itself when it is
  // listed, otherwise from where it would stand (placements are whole numbers).
  let floor = -1;
  if (after !== undefined) {
    const at = lowerBound(ids, after);
    const listed = ids[at] === after;
    const mark = judgeKey(judge, listed ? hashes[at]! : idHash(after)) * SLOT + at;
    floor = listed ? mark : mark - 1;
  }
  // Only the page is sorted: the lowest `size` placements above the floor are kept in a max-heap as
  // the entries go by, so a page of 50 of 5,000 costs one pass, not a sort of them all.
  const size = limit ?? ids.length;
  const heap = new Float64Array(size);
  let kept = 0;
  let above = 0;
  for (let i = 0; i < ids.length; i++) {
    const placed = judgeKey(judge, hashes[i]!) * SLOT + i;
    if (placed <= floor) continue;
    above++;
    if (kept < size) siftUp(heap, kept++, placed);
    else if (placed < heap[0]!) siftDown(heap, kept, placed);
  }
  const page = heap.subarray(0, kept).sort();
  const pageIds = Array.from(page, (placed) => ids[placed % SLOT]!);
  return { ids: pageIds, next: above > kept ? pageIds.at(-1)! : null };
}

/** Adds `value` at the end of the max-heap's first `end` items and moves it up to its place. */
function siftUp(heap: Float64Array, end: number, value: number): void {
  let at = end;
  while (at > 0) {
    const parent = (at - 1) >>> 1;
    if (heap[parent]! >= value) break;
    heap[at] = heap[parent]!;
    at = parent;
  }
  heap[at] = value;
}

/** Replaces the max-heap's top (of `length` items) with the smaller `value` and moves it down. */
function siftDown(heap: Float64Array, length: number, value: number): void {
  let at = 0;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= length) break;
    if (child + 1 < length && heap[child + 1]! > heap[child]!) child++;
    if (heap[child]! <= value) break;
    heap[at] = heap[child]!;
    at = child;
  }
  heap[at] = value;
}
