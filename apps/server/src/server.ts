import "./no-pretenuring.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedStarterContent } from "./core/seed/seed.ts";
import { seedStarterBattles } from "./core/seed/starter-battles.ts";
import { seedStarterTournaments } from "./core/seed/starter-tournaments.ts";
import { backfillMedia } from "./core/media/backfill-media.ts";
import { makeOriginalsPrivate } from "./core/uploads/private-originals.ts";
import { startJobs } from "./jobs.ts";

const SHUTDOWN_GRACE_MS = 10_000;
/** Running jobs get this long to finish at shutdown, within the overall grace. */
const JOBS_GRACE_MS = 5_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const seeded = await seedStarterContent(app.services.db);
  if (seeded.quests || seeded.cards) app.log.info(seeded, "seeded starter content");
  const starterBattles = await seedStarterBattles(app.services.db, config, app.services.clock.now());
  if (starterBattles) app.log.info({ battles: starterBattles }, "seeded starter battles");
  const starterTournaments = await seedStarterTournaments(app.services.db, app.services.clock.now());
  if (starterTournaments) app.log.info({ tournaments: starterTournaments }, "seeded starter tournaments");
  // Audio originals a bucket still publishes, from before originals were private.
  const moved = await makeOriginalsPrivate(app.services.db, config);
  if (moved) app.log.info({ originals: moved }, "made stored originals private");
  // Tracks from before audio processing, or left waiting by a stop: processed in the background.
  const backfilled = await backfillMedia(app.services.db, app.services.clock.now());
  if (backfilled) app.log.info({ tracks: backfilled }, "queued tracks for processing");
  const jobs = await startJobs(app);
  await app.listen({ port: config.port, host: config.host });

  // Stop accepting, let in-flight requests finish, close the database; give up after a grace period.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // Running jobs finish first (or keep their lease for the next start), then requests and the database.
    jobs.stop(JOBS_GRACE_MS).then(() => app.close()).then(() => process.exit(0), (error) => {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
