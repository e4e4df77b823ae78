// Child process of entity-filter.mjs: seeds a fresh PostgreSQL database, then serves the real
// entity API and a bare Fastify route running the same SQL, and prints how to reach them.
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { testConfig } from "../apps/server/src/config.ts";

const ROWS = 100_000;
const PILOTS = 200;
const databaseUrl = process.env.BENCH_DATABASE_URL!;

const app = await buildApp(testConfig({ databaseUrl, inMemoryDatabase: false, logLevel: "silent" }));
await app.listen({ port: 0, host: "127.0.0.1" });
const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const register = await fetch(`${apiUrl}/api/apps/soundship/auth/register`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@soundship.test", password: "bench-password-1", full_name: "Bench Pilot" }),
});
const { access_token: token } = (await register.json()) as { access_token: string };

const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
// Other pilots own most rows, so the filter has to find one pilot's rows among all of them.
await pool.query(`insert into users (id, full_name, email) select 'seed-' || i, 'Seed ' || i, 'seed' || i || '@soundship.test' from generate_series(1, ${PILOTS}) i`);
await pool.query(`
  insert into stardust_transactions (user_email, amount, transaction_type, description, balance_after, created_date)
  select case when i % ${PILOTS + 1} = 0 then 'bench@soundship.test' else 'seed' || (i % ${PILOTS + 1}) || '@soundship.test' end,
         10, 'quest_reward', 'Seeded reward', 100, now() - make_interval(secs => i)
  from generate_series(1, ${ROWS - 1}) i`);
await pool.query("analyze");

// The baseline: the same query a pilot's filter produces, with nothing around it.
const SQL = `select id, created_date, updated_date, created_by, user_email, amount, transaction_type, reference_id, description, balance_after
  from stardust_transactions where user_email = $1 order by created_date desc, id asc limit 50`;
const bare = Fastify({ logger: false });
bare.get("/bare", async () => (await pool.query(SQL, ["bench@soundship.test"])).rows);
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const q = encodeURIComponent(JSON.stringify({ user_email: "bench@soundship.test" }));
console.log(JSON.stringify({
  api: `${apiUrl}/api/apps/soundship/entities/StardustTransaction?q=${q}&sort=-created_date&limit=50`,
  bare: `${bareUrl}/bare`,
  token,
}));

process.on("SIGTERM", async () => {
  await Promise.all([app.close(), bare.close(), pool.end()]);
  process.exit(0);
});
