// `npm run media:backfill` queues processing for the tracks uploaded before audio processing existed
// (and any left waiting); the server also does it once at start. With PostgreSQL, running servers
// take the jobs at once. The embedded database is held by one process, so the server is stopped
// while this runs: the jobs are then run here, one at a time, before it exits.
import { ConfigError, loadConfig } from "./config.ts";
import { secureRandom, systemClock } from "./core/clock.ts";
import { createJobWorker } from "./core/jobs/job-worker.ts";
import { consoleTransport } from "./core/mail/console-transport.ts";
import { createMailer } from "./core/mail/mailer.ts";
import { backfillMedia } from "./core/media/backfill-media.ts";
import { processTrackJob } from "./core/media/process-track.job.ts";
import { openDatabase } from "./db/client.ts";
import { jobConcurrency } from "./served-jobs.ts";

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const queued = await backfillMedia(database.db, systemClock.now());
    if (!queued) {
      console.log("Every track is processed already.");
      return 0;
    }
    if (config.databaseUrl) {
      console.log(`Queued processing for ${queued} track(s); the running servers process them.`);
      return 0;
    }
    console.log(`Processing ${queued} track(s)…`);
    let failures = 0;
    const log = {
      info: (details: object, message?: string) => console.log(message ?? "", JSON.stringify(details)),
      warn: (details: object, message?: string) => console.warn(message ?? "", JSON.stringify(details)),
      error: (details: object, message?: string) => console.error(message ?? "", JSON.stringify(details)),
    };
    // Only processing runs here; a worker comes with a mailer all the same.
    const mailer = createMailer({ transport: consoleTransport(console.log), from: config.mail.from, db: database.db, warn: (message) => console.warn(message) });
    const worker = createJobWorker({
      services: { db: database.db, clock: systemClock, random: secureRandom, config, log, mailer },
      definitions: [processTrackJob],
      concurrency: jobConcurrency(config),
      hooks: { onJobFailed: () => failures++ },
    });
    await worker.drain();
    // A track that failed is an answer (its reason is on the track); a failed job runs again at the next start.
    return failures ? 1 : 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
