/**
 * Each judge's own order of a battle's entries (DESIGN.md section 6, Judging): random-looking (no
 * entry order to guess from), the same on every visit and different for every judge. An entry's
 * place is a 32-bit mix of its id's hash and the judge's, ties broken by id; the ids' hashes are
 * made once per battle list, so a judge's page costs one mix and one sort of numbers per entry
 * (about 0.4 ms over 5,000 entries) and the database reads only the rows shown.
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
  const order = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) order[i] = judgeKey(judge, hashes[i]!) * SLOT + i;
  order.sort();
  let start = 0;
  if (after !== undefined) {
    const at = lowerBound(ids, after);
    // Past the cursor itself when it is listed; otherwise from where it would stand.
    const listed = ids[at] === after;
    const mark = judgeKey(judge, listed ? hashes[at]! : idHash(after)) * SLOT + at;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (order[mid]! < mark || (listed && order[mid] === mark)) low = mid + 1;
      else high = mid;
    }
    start = low;
  }
  const end = limit === null ? order.length : Math.min(order.length, start + limit);
  const page: string[] = [];
  for (let i = start; i < end; i++) page.push(ids[order[i]! % SLOT]!);
  return { ids: page, next: end < order.length ? page.at(-1)! : null };
}
