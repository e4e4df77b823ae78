import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import { postStardust } from "../src/core/ledger/ledger.ts";
import { beats, cardDrops, idempotencyKeys, memberships, stardustTransactions, uploads, users } from "../src/db/schema.ts";
import { freshPostgres } from "./helpers/database.ts";
import { wav } from "./helpers/media-files.ts";
import { freePort, launchServer, type ServerProcess } from "./helpers/process.ts";

// A real server process on PostgreSQL, killed with SIGKILL at random moments under load from many
// pilots at once, and started again. Only the api-postgres project runs this file (vitest.config.ts).
const PILOTS = 6;
const WORKERS_PER_PILOT = 3;
const KILLS = 5;
// Each instance's clock starts 3 minutes after the last one's: the same pilot day throughout, and an
// upload left receiving by a killed instance is past its 2-minute lease for the next.
const CLOCK_BASE = Date.parse("2026-11-18T12:00:00Z");
// A start is a second or two on an idle machine; a CI machine shared with other jobs is slower.
const START_WAIT_MS = 90_000;
const clockOf = (instance: number) => new Date(CLOCK_BASE + instance * 3 * 60_000).toISOString();

interface Pilot {
  id: string;
  email: string;
  token: string;
}
interface Answer {
  op: string;
  status: number;
  body: unknown;
}

let fresh: Awaited<ReturnType<typeof freshPostgres>>;
let database: Database;
let server: ServerProcess;
let port: number;
const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-crash-"));
const env = (instance: number) => ({
  DATABASE_URL: fresh.url, DATA_DIR: dataDir, CLOCK_START: clockOf(instance), AUTH_RATE_LIMIT_MAX: "100000", LOG_LEVEL: "error",
});

beforeAll(async () => {
  fresh = await freshPostgres();
  port = await freePort();
  server = await launchServer(env(0), port, START_WAIT_MS);
  if (server.failed) throw new Error(server.output());
  database = await openDatabase({ url: fresh.url, poolSize: 4 });
});
afterAll(async () => {
  server?.child.kill("SIGKILL");
  await database?.close();
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(token: string, route: string, init: { method?: string; body?: unknown; raw?: Buffer; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const reply = await fetch(`${server.url}${route.startsWith("/api") ? "" : "/api/apps/soundship"}${route}`, {
    method: init.method ?? "GET", headers, body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await reply.text();
  return { status: reply.status, body: text ? (JSON.parse(text) as any) : null };
}

describe("crash safety on PostgreSQL", () => {
  it(`keeps every acknowledged write, whole books and once-only rewards through ${KILLS} kills under load, with no 5xx and no stuck upload link`, async () => {
    const db = database.db;
    const pilots: Pilot[] = [];
    for (let i = 0; i < PILOTS; i++) {
      const email = `crash${i}@soundship.test`;
      const registered = await fetch(`${server.url}/api/apps/soundship/auth/register`, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "crash-test-password", full_name: `Pilot ${i}` }),
      });
      const body = (await registered.json()) as { access_token: string; user: { id: string } };
      pilots.push({ id: body.user.id, email, token: body.access_token });
      await db.transaction((tx) => postStardust(tx, { userId: body.user.id, amount: 20_000, type: "admin_grant", description: "crash test" }));
      await db.update(users).set({ membershipTier: "admiral" }).where(eq(users.id, body.user.id));
      await db.insert(memberships).values({
        user_email: email, tier: "admiral", billing_cycle: "monthly", started_at: new Date("2026-11-01T00:00:00Z"), expires_at: new Date("2026-12-31T00:00:00Z"),
      });
    }
    const questIds = (await call(pilots[0]!.token, "/functions/questBoard", { method: "POST", body: {} })).body.quests.map((quest: { id: string }) => quest.id);

    const answers: Answer[] = [];
    const acked = { purchases: [] as { pilot: Pilot; key: string }[], claims: [] as string[], draws: [] as Pilot[], uploads: [] as string[] };
    const links = new Map<string, { url: string; body: Buffer }>();
    const upload = wav(8); // 128 KB: long enough that a kill can land mid-PUT
    const ops: Record<string, (pilot: Pilot) => Promise<void>> = {
      async purchase(pilot) {
        const key = randomUUID();
        const reply = await call(pilot.token, "/functions/purchaseItem", { method: "POST", body: { item_id: "shield_pack" }, headers: { "idempotency-key": key } });
        answers.push({ op: "purchase", ...reply });
        if (reply.status === 200) acked.purchases.push({ pilot, key });
      },
      async claim(pilot) {
        const reply = await call(pilot.token, "/functions/claimQuest", { method: "POST", body: { quest_id: questIds[Math.floor(Math.random() * questIds.length)] } });
        answers.push({ op: "claim", ...reply });
        if (reply.status === 200) acked.claims.push(reply.body.transaction.id);
      },
      async draw(pilot) {
        const reply = await call(pilot.token, "/functions/drawDailyCard", { method: "POST", body: {} });
        answers.push({ op: "draw", ...reply });
        if (reply.status === 200) acked.draws.push(pilot);
      },
      async me(pilot) {
        answers.push({ op: "me", ...(await call(pilot.token, "/entities/User/me")) });
      },
      async upload(pilot) {
        const link = await call(pilot.token, "/functions/createUploadUrl", { method: "POST", body: { filename: "crash.wav", contentType: "audio/wav", size: upload.length } });
        answers.push({ op: "createUploadUrl", ...link });
        if (link.status !== 200) return;
        links.set(link.body.uploadId, { url: link.body.uploadUrl, body: upload });
        const put = await call(pilot.token, link.body.uploadUrl, { method: "PUT", raw: upload, headers: { "content-type": "audio/wav" } });
        answers.push({ op: "put", ...put });
        if (put.status === 200) acked.uploads.push(put.body.beat.id);
      },
    };
    const names = Object.keys(ops);
    let running = true;
    let unanswered = 0;
    const worker = async (pilot: Pilot) => {
      while (running) {
        const op = ops[names[Math.floor(Math.random() * names.length)]!]!;
        // A request the killed server never answered is no answer at all; the client would retry it.
        await op(pilot).catch(() => unanswered++);
      }
    };
    const workers = pilots.flatMap((pilot) => Array.from({ length: WORKERS_PER_PILOT }, () => worker(pilot)));

    let launchedAt = 0;
    const logs: string[] = [];
    for (let instance = 1; instance <= KILLS; instance++) {
      await new Promise((resolve) => setTimeout(resolve, 700 + Math.random() * 1300));
      server.child.kill("SIGKILL");
      await server.exited;
      logs.push(server.output());
      launchedAt = Date.now();
      server = await launchServer(env(instance), port, START_WAIT_MS);
      expect(server.failed, server.output()).toBeUndefined();
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(workers);

    // The load was real, and nothing answered was a server error.
    expect(answers.length).toBeGreaterThan(100);
    expect(unanswered).toBeGreaterThan(0);
    const failures = answers.filter((answer) => answer.status >= 500);
    // The servers' error logs say what failed, with the request id of each 500.
    expect(failures, `${JSON.stringify(failures)}\n${[...logs, server.output()].join("\n")}`).toEqual([]);
    expect(acked.purchases.length).toBeGreaterThan(0);

    // Every acknowledged write is there.
    for (const { pilot, key } of acked.purchases) {
      const [stored] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.user_id, pilot.id), eq(idempotencyKeys.key, key)));
      expect(stored?.status_code, key).toBe(200);
    }
    for (const pilot of pilots) {
      const [purchases] = await db.select({ n: sql<number>`count(*)::int` }).from(stardustTransactions)
        .where(and(eq(stardustTransactions.user_email, pilot.email), eq(stardustTransactions.transaction_type, "purchase")));
      expect(purchases!.n).toBeGreaterThanOrEqual(acked.purchases.filter((purchase) => purchase.pilot === pilot).length);
    }
    if (acked.claims.length > 0) {
      expect(await db.select({ id: stardustTransactions.id }).from(stardustTransactions).where(inArray(stardustTransactions.id, acked.claims))).toHaveLength(acked.claims.length);
    }
    if (acked.uploads.length > 0) {
      const tracks = await db.select().from(beats).where(inArray(beats.id, acked.uploads));
      expect(tracks).toHaveLength(acked.uploads.length);
      for (const track of tracks) expect(existsSync(path.join(dataDir, "uploads", track.storage_key!)), track.storage_key!).toBe(true);
    }
    for (const pilot of new Set(acked.draws)) {
      expect((await db.select().from(cardDrops).where(eq(cardDrops.user_email, pilot.email))).length).toBeGreaterThan(0);
    }

    // Every balance equals its ledger.
    const books = await db.execute(sql`
      select u.email, u.stardust, coalesce(sum(t.amount), 0)::int as ledger
      from users u left join stardust_transactions t on t.user_email = u.email
      group by u.email, u.stardust`);
    for (const row of books.rows as { email: string; stardust: number; ledger: number }[]) expect(row.stardust, row.email).toBe(row.ledger);

    // Once-only rewards happened once: one claim per quest and period (one day, one week here),
    // one daily card per pilot, at most 3 upload bonuses per pilot day.
    const doubled = await db.execute(sql`
      select user_email, reference_id from stardust_transactions where transaction_type = 'quest_reward'
      group by user_email, reference_id having count(*) > 1`);
    expect(doubled.rows).toEqual([]);
    const draws = await db.execute(sql`select user_email from card_drops where source = 'daily_login' group by user_email having count(*) > 1`);
    expect(draws.rows).toEqual([]);
    const bonuses = await db.execute(sql`
      select user_email from stardust_transactions where transaction_type = 'upload_bonus' group by user_email having count(*) > 3`);
    expect(bonuses.rows).toEqual([]);

    // No upload link is stuck: every one still valid takes its file now, a crashed one included.
    // The last instance's clock started after `launchedAt`, so it reads no later than this (plus a
    // minute for the checks below): links expiring after it are still valid for the server.
    const serverNow = Date.parse(clockOf(KILLS)) + (Date.now() - launchedAt) + 60_000;
    const open = await db.select().from(uploads).where(and(inArray(uploads.status, ["pending", "receiving"]), sql`${uploads.expires_at} > ${new Date(serverNow)}`));
    // Links whose answer the client never got (the server died after committing) are nobody's to use.
    for (const row of open.filter((candidate) => links.has(candidate.id))) {
      const link = links.get(row.id)!;
      const retried = await call(pilots[0]!.token, link.url, { method: "PUT", raw: link.body, headers: { "content-type": "audio/wav" } });
      expect(retried.status, `${row.status} ${JSON.stringify(retried.body)}`).toBe(200);
    }
    const partials = readdirSync(path.join(dataDir, "uploads", ".incoming")).filter((name) => open.some((row) => name.startsWith(row.storage_key)));
    expect(partials).toEqual([]);
  }, 300_000);
});
