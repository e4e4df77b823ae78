// `npm run media:backfill` processes the tracks uploaded before audio processing existed (and any
// left waiting). The server also does it once at start; with the embedded database, whose files one
// process holds, run it while the server is stopped.
import { ConfigError, loadConfig } from "./config.ts";
import { systemClock } from "./core/clock.ts";
import { backfillMedia } from "./core/media/backfill-media.ts";
import { TrackProcessor } from "./core/media/track-processor.ts";
import { registerTrackProcessor } from "./core/uploads/queue-track-processing.ts";
import { openDatabase } from "./db/client.ts";

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    let errors = 0;
    const processor = new TrackProcessor({ db: database.db, config, clock: systemClock }, {
      done: (beatId, result, ms) => console.log(`${beatId}: ${result} (${ms} ms)`),
      error: (beatId, error) => {
        errors++;
        console.error(`${beatId}: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    registerTrackProcessor(database.db, processor);
    const queued = await backfillMedia(database.db);
    console.log(queued ? `Processing ${queued} track(s)…` : "Every track is processed already.");
    await processor.idle();
    // A track that failed is an answer (its reason is on the track); an error means it must run again.
    return errors ? 1 : 0;
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
