import { z } from "zod";
import { defineJob } from "../jobs/define-job.ts";
import { sweepUploads } from "./sweep-uploads.ts";

/** Every hour: expired upload links, partial files and orphaned files go (each step deletes only the dead). */
export const sweepUploadsJob = defineJob({
  name: "uploads.sweep",
  payload: z.object({}),
  timeoutMs: 10 * 60_000,
  async run({ db, config, clock, log }) {
    const result = await sweepUploads(db, config, clock.now());
    if (result.expiredLinks || result.removedFiles) log.info({ ...result }, "uploads swept");
  },
});
