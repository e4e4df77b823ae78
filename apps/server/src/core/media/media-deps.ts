import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../clock.ts";

/** What processing a track needs. */
export interface MediaDeps {
  db: Db;
  config: Config;
  clock: Clock;
}

/** How a run ended: measured, failed with a reason, or nothing to do (gone, or already done). */
export type ProcessResult = "ready" | "failed" | "skipped";
