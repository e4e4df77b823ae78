/** What a Range header asks of a file of `size` bytes. */
export type RangeAnswer = { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * Reads a single `bytes=` range (RFC 9110 section 14): `a-b`, `a-` or the last `-n` bytes. Several
 * ranges or a malformed header get the whole file, which the RFC allows; a range that starts past
 * the end is unsatisfiable (416). Players seek with single ranges.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "full" };
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "full" };
  return { kind: "partial", start, end };
}
