import { sql, type SQL } from "drizzle-orm";

/** An instant of the injected clock as a SQL value (ISO text, read the same by both drivers). */
export const at = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;

/** The NOTIFY channel enqueueing announces a job's queue on, so idle workers wake at once. */
export const JOBS_CHANNEL = "soundship_jobs";

/** First retry after 10 s, then ×4 (10 s, 40 s, 160 s…), never more than 15 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(10_000 * 4 ** Math.max(0, attempt - 1), 15 * 60_000);
}
