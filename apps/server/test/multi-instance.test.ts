import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import { battles, beatSubmissions, stardustTransactions, users, votes } from "../src/db/schema.ts";
import { freshPostgres } from "./helpers/database.ts";
import { launchServer, type ServerProcess } from "./helpers/process.ts";
import { openStream, type OpenStream } from "./live/live-client.ts";

// Two real server processes on one PostgreSQL and the local Redis, as behind a load balancer: they
// must behave as one. Only the api-postgres project runs this file (vitest.config.ts).
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const START_WAIT_MS = 90_000;
const LIMIT = 10;

let fresh: Awaited<ReturnType<typeof freshPostgres>>;
let database: Database;
const instances: ServerProcess[] = [];
const streams: OpenStream[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "soundship-multi-"));

beforeAll(async () => {
  fresh = await freshPostgres();
  const env = {
    DATABASE_URL: fresh.url,
    DATA_DIR: dataDir,
    REDIS_URL,
    // Each run counts in its own keys, so runs never share attempts.
    REDIS_KEY_PREFIX: `soundship-test-${randomBytes(6).toString("hex")}:`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT_MAX: String(LIMIT),
    TRUST_PROXY_HOPS: "1",
    BATTLE_TICK_SECONDS: "1",
    LOG_LEVEL: "error",
    // Sessions stay in each instance's cache for the longest time allowed, so a role change that
    // reached an instance only by the cache running out would be caught.
    SESSION_CACHE_SECONDS: "60",
  };
  // One at a time: the first migrates the database.
  for (let i = 0; i < 2; i++) {
    const instance = await launchServer(env, undefined, START_WAIT_MS);
    instances.push(instance);
    if (instance.failed) throw new Error(instance.output());
  }
  database = await openDatabase({ url: fresh.url, poolSize: 2 });
}, START_WAIT_MS * 2);

afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const instance of instances) {
    instance.child.kill("SIGTERM");
    await instance.exited;
  }
  await database?.close();
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const [A, B] = [0, 1];
let ip = 0;
async function call(instance: number, route: string, options: { method?: string; body?: unknown; token?: string; forwardedFor?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": options.forwardedFor ?? `198.51.100.${(ip++ % 250) + 1}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const reply = await fetch(`${instances[instance]!.url}/api/apps/soundship${route}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: reply.status, body: (await reply.json()) as any };
}

async function pilot(name: string) {
  const email = `${name.toLowerCase()}-${randomUUID()}@soundship.test`;
  const reply = await call(A, "/auth/register", { method: "POST", body: { email, password: "orbit-password-1", full_name: name } });
  expect(reply.status).toBe(200);
  return { id: reply.body.user.id as string, email, token: reply.body.access_token as string };
}

/**
 * A page's live stream on B for `token`'s session, once it is ready. B closes it when it hears a
 * revocation of the session, right after dropping the session from its cache (app.ts), so its end
 * is the moment B knows.
 */
async function streamOnB(token: string): Promise<OpenStream> {
  const ticket = await call(B, "/live/ticket", { method: "POST", token });
  const stream = await openStream(`${instances[B]!.url}/api/apps/soundship/live?ticket=${encodeURIComponent(ticket.body.ticket)}`);
  streams.push(stream);
  await stream.next((event) => event.event === "ready");
  return stream;
}

/** Resolves when `stream` ends, failing after `ms`: a revocation reaches B over the bus, not with the cache's expiry. */
const endsWithin = (stream: OpenStream, ms: number) =>
  Promise.race([stream.closed, new Promise((_, reject) => setTimeout(() => reject(new Error(`B did not hear the revocation within ${ms} ms`)), ms))]);

describe("two instances behave as one", () => {
  it("streams a purchase made on A to a page connected to B within a second", async () => {
    const buyer = await pilot("Buyer");
    const stream = await streamOnB(buyer.token);
    const started = Date.now();
    const purchase = await call(A, "/functions/purchaseItem", { method: "POST", token: buyer.token, body: { item_id: "shield_pack" } });
    expect(purchase.status).toBe(200);
    const balance = await stream.next((event) => event.event === "balance", 1_000);
    expect(balance.data).toEqual({ stardust: purchase.body.stardust });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("refuses a session signed out on A at B as soon as B hears of it, well within the cache's minute", async () => {
    const pilotOne = await pilot("Leaver");
    // B has the session in its cache, and a stream of it open.
    expect((await call(B, "/entities/User/me", { token: pilotOne.token })).status).toBe(200);
    const stream = await streamOnB(pilotOne.token);
    expect((await call(A, "/auth/logout", { method: "POST", token: pilotOne.token })).status).toBe(200);
    // The bus delivers after A's commit, not before A answers: the next request waits for B to hear it.
    await endsWithin(stream, 1_000);
    expect((await call(B, "/entities/User/me", { token: pilotOne.token })).status).toBe(401);
  });

  it("ends a pilot's other sessions on B at once when the password changes on A, keeping the asking one and its stream", async () => {
    const mover = await pilot("Mover");
    const other = (await call(A, "/auth/login", { method: "POST", body: { email: mover.email, password: "orbit-password-1" } })).body.access_token as string;
    // B has both sessions in its cache, and a stream of each open.
    expect((await call(B, "/entities/User/me", { token: other })).status).toBe(200);
    expect((await call(B, "/entities/User/me", { token: mover.token })).status).toBe(200);
    const stream = await streamOnB(mover.token);
    const otherStream = await streamOnB(other);

    const changed = await call(A, "/auth/change-password", { method: "POST", token: mover.token, body: { current_password: "orbit-password-1", new_password: "orbit-password-2" } });
    expect(changed.status).toBe(200);
    await endsWithin(otherStream, 1_000);
    expect((await call(B, "/entities/User/me", { token: other })).status).toBe(401);
    expect((await call(B, "/entities/User/me", { token: mover.token })).status).toBe(200);
    const purchase = await call(A, "/functions/purchaseItem", { method: "POST", token: mover.token, body: { item_id: "shield_pack" } });
    expect((await stream.next((event) => event.event === "balance", 1_000)).data).toEqual({ stardust: purchase.body.stardust });
  });

  it("limits 30 wrong passwords for one account as one, across both instances and rotating addresses", async () => {
    const target = await pilot("Target");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const reply = await call(i % 2, "/auth/login", { method: "POST", body: { email: target.email, password: `wrong-${i}` }, forwardedFor: `203.0.113.${i + 1}` });
      statuses.push(reply.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
  });

  it("settles each battle once with both instances running the job", async () => {
    const [host, entrant, judge] = [await pilot("Host"), await pilot("Entrant"), await pilot("Judge")];
    const past = new Date(Date.now() - 60_000);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const [battle] = await database.db
        .insert(battles)
        .values({
          title: `Twin ${i}`, battle_type: "beat_battle", genre: "trap", prize_pool: 50, pot: 50, host_email: host.email, status: "voting",
          start_time: new Date(past.getTime() - 3 * 60_000), end_time: new Date(past.getTime() - 2 * 60_000), voting_end_time: past,
        })
        .returning();
      const [submission] = await database.db
        .insert(beatSubmissions)
        .values({ battle_id: battle!.id, user_email: entrant.email, title: "Twin Track", beat_url: "/files/none.wav" })
        .returning();
      await database.db.insert(votes).values({ battle_id: battle!.id, submission_id: submission!.id, voter_email: judge.email, creativity: 7, technical: 7, impact: 7, vote_power: 7 });
      ids.push(battle!.id);
    }
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
      const open = await database.db.select({ id: battles.id }).from(battles).where(and(inArray(battles.id, ids), isNull(battles.settled_at)));
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const wins = await database.db.select().from(stardustTransactions).where(and(eq(stardustTransactions.user_email, entrant.email), eq(stardustTransactions.transaction_type, "battle_win")));
    expect(wins.map((row) => row.reference_id).sort()).toEqual([...ids].sort());
    const [after] = await database.db.select().from(users).where(eq(users.id, entrant.id));
    expect(after).toMatchObject({ stardust: 100 + 12 * 50, battlesWon: 12 });
  });

  it("applies a role granted or revoked by the admin command, and a ban on A, to a session cached by B at once", async () => {
    const promoted = await pilot("Promoted");
    const target = await pilot("Target");
    const overview = async (token: string) => (await call(B, "/functions/overseerOverview", { method: "POST", token, body: {} })).status;
    // B has both sessions in its cache, as a pilot: the Overseer's functions are not there for them.
    expect(await overview(promoted.token)).toBe(404);
    expect((await call(B, "/entities/User/me", { token: target.token })).status).toBe(200);

    expect(await runAdmin("grant", promoted.email)).toContain(`${promoted.email} is now an admin`);
    await expect.poll(() => overview(promoted.token), { timeout: AT_ONCE_MS, interval: 50 }).toBe(200);

    // The new admin bans through A; B refuses the banned pilot's cached session.
    const ban = await call(A, "/functions/overseerBanPilot", { method: "POST", token: promoted.token, body: { pilot_id: target.id, reason: "Rigging votes with a second account" } });
    expect(ban.status).toBe(200);
    await expect.poll(async () => (await call(B, "/entities/User/me", { token: target.token })).status, { timeout: AT_ONCE_MS, interval: 50 }).toBe(401);

    expect(await runAdmin("revoke", promoted.email)).toContain(`${promoted.email} is no longer an admin`);
    await expect.poll(() => overview(promoted.token), { timeout: AT_ONCE_MS, interval: 50 }).toBe(404);
  });

  it("refuses, naming it, a database without Soundship's tables, and names the pilot it did not find in the servers' one", async () => {
    const empty = await freshPostgres({ empty: true });
    try {
      const refused = await runAdmin("grant", promotedEmailNobodyHas, empty.url).catch((failure: { code: number; stderr: string }) => failure);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain(`No Soundship data in the database ${new URL(empty.url).pathname.slice(1)} on 127.0.0.1`);
    } finally {
      await empty.drop();
    }
    const unknown = await runAdmin("grant", promotedEmailNobodyHas).catch((failure: { code: number; stdout: string; stderr: string }) => failure);
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toContain(`No pilot with the e-mail ${promotedEmailNobodyHas} in the database ${new URL(fresh.url).pathname.slice(1)}`);
  });
});

const promotedEmailNobodyHas = "nobody@soundship.test";

// "At once": within the second the live channel promises, far inside the 60 s the cache would hold a session.
const AT_ONCE_MS = 1_000;
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** `npm run admin -- COMMAND EMAIL` as an operator runs it, a process of its own (on the instances' database unless told). Rejects on a non-zero exit. */
async function runAdmin(command: "grant" | "revoke", email: string, databaseUrl = fresh.url): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "apps/server/src/admin.ts", command, email], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "error" },
  });
  return stdout;
}
