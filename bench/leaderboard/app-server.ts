// Child process of leaderboard.mjs: seeds the database, then serves the real app on it and prints
// where it listens and who may call it.
import { buildApp } from "../../apps/server/src/app.ts";
import { testConfig } from "../../apps/server/src/config.ts";
import { seed } from "./seed.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const app = await buildApp(testConfig({ databaseUrl, inMemoryDatabase: false, logLevel: "silent" }));
const callers = await seed(databaseUrl, Number(process.env.BENCH_XP_LEDGER_ROWS ?? 10_000_000));
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as { port: number }).port;
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/api/apps/soundship/functions`, callers }));

process.on("SIGTERM", async () => {
  await app.close();
  process.exit(0);
});
