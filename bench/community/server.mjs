// The built server in its own process, in production mode, on the community database.
import { randomBytes } from "node:crypto";
import { startBuiltServer } from "../lib/built-server.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server on `databaseUrl` and resolves once it answers /healthz, with its origin, pid and
 * a `stop()`. Its battle tick runs every second, so a battle whose voting is over settles at once.
 */
export function startServer(databaseUrl) {
  return startBuiltServer({
    env: {
      DATABASE_URL: databaseUrl,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // Warnings and errors only; the mails the settlement queues are printed by the console transport.
      LOG_LEVEL: "warn",
      BATTLE_TICK_SECONDS: "1",
    },
    // A first start on a seed migrates it, which on millions of rows takes minutes.
    startSeconds: 900,
  });
}

/**
 * Waits for the job queue to be empty of what an earlier run left (the mails of its settlement
 * go out at this start), so nothing but the benchmark's own load is measured. Then vacuums it: each
 * run leaves thousands of dead versions of queued jobs in the claim's index, which every claim
 * walks until a vacuum clears them (and a server with autovacuum off never does).
 */
export async function queueDrained(client) {
  for (let waited = 0; ; waited += 2) {
    const { rows: [{ pending }] } = await client.query("select count(*)::int as pending from jobs where status in ('queued', 'running') and name = 'mail.send'");
    if (!pending) {
      await client.query("vacuum (analyze) jobs");
      return;
    }
    if (waited % 30 === 0) console.log(`waiting for ${pending} queued mails of an earlier run to go out`);
    if (waited > 1800) throw new Error(`${pending} mails still queued after 30 minutes`);
    await sleep(2_000);
  }
}
