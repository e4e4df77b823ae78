import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../clock.ts";

/** What processing a track needs. */
export interface MediaDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /**
   * Runs the transaction that records the outcome: the job's own (`ctx.transaction`), so the
   * track's record and the job's completion commit together, or neither does.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** How a run ended: measured, failed with a reason, or nothing to do (gone, or already done). */
export type ProcessResult = "ready" | "failed" | "skipped";
