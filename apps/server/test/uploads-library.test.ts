import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { uploadAllowanceContract } from "@soundship/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sweepUploads } from "../src/core/uploads/sweep-uploads.ts";
import { memberships, uploads as uploadsTable } from "../src/db/schema.ts";
import { economy, manualClock } from "./helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";
import { glb, mp4, wav } from "./helpers/media-files.ts";
import { gltfModel, objModel, processingDone, storedFiles, tempDataDir, uploads } from "./helpers/uploads.ts";
import { race } from "./helpers/race.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
const dataDir = tempDataDir();
let server: TestServer;
let api: ReturnType<typeof uploads>;
let books: ReturnType<typeof economy>;

beforeAll(async () => {
  server = await startServer({ dataDir }, { clock });
  api = uploads(server);
  books = economy(server);
});
afterEach(() => clock.set("2026-11-21T12:00:00Z"));
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const library = async (pilot: TestPilot) => (await server.api("/entities/Beat?sort=-created_date", { token: pilot.token })).body as any[];

describe("the pilot's library", () => {
  it("records every kind of upload, with the fields of SPEC.md and what the file itself says", async () => {
    const pilot = await server.pilot("Nova Reyes");
    await books.setUser(pilot, { membershipTier: "cadet" }); // six uploads: more than the 5 without a tier
    const beat = await api.upload(pilot, wav(1.5), { genre: "trap", description: "808s in orbit" });
    expect(beat.status).toBe(200);
    expect(beat.body.beat).toMatchObject({
      title: "Nebula Drift", description: "808s in orbit", genre: "trap", media_type: "beat", status: "processing", pilot_name: "Nova Reyes",
      user_email: pilot.email, content_type: "audio/wav", file_size: wav(1.5).length, duration_seconds: 1.5,
    });
    const song = await api.upload(pilot, wav(), { media_type: "song", contentType: "audio/x-wav", title: "Orbit Song" });
    expect(song.body.beat).toMatchObject({ media_type: "song", genre: "hip-hop", content_type: "audio/wav" });
    const kinds = [
      [mp4(), { media_type: "video", contentType: "video/mp4", filename: "launch.mp4" }, "video/mp4"],
      [glb(), { media_type: "model", contentType: "model/gltf-binary", filename: "ship.glb" }, "model/gltf-binary"],
      [gltfModel(), { media_type: "model", contentType: "model/gltf+json", filename: "ship.gltf" }, "model/gltf+json"],
      [objModel(), { media_type: "model", contentType: "model/obj", filename: "ship.obj" }, "model/obj"],
    ] as const;
    for (const [body, request, type] of kinds) {
      const reply = await api.upload(pilot, body, { ...request, genre: "trap" });
      expect(reply.body.beat, type).toMatchObject({ media_type: request.media_type, content_type: type, genre: null });
    }
    const mine = await library(pilot);
    expect(mine.map((track) => track.media_type)).toEqual(["model", "model", "model", "video", "song", "beat"]);
    expect(await library(await server.pilot())).toEqual([]);
  });

  it("names the pilot 'Anonymous Pilot' when they have no name", async () => {
    const pilot = await server.pilot();
    await books.setUser(pilot, { name: "  " });
    expect((await api.upload(pilot, wav())).body.beat.pilot_name).toBe("Anonymous Pilot");
  });

  it("lets pilots rename a track but never forge its file, and makes tracks only from uploads", async () => {
    const pilot = await server.pilot();
    const { beat } = (await api.upload(pilot, wav())).body;
    const renamed = await server.api(`/entities/Beat/${beat.id}`, { method: "PUT", token: pilot.token, body: { title: "Renamed", genre: "house" } });
    expect(renamed.body).toMatchObject({ title: "Renamed", genre: "house", file_url: beat.file_url });
    for (const field of ["file_url", "file_size", "media_type", "content_type", "storage_key"]) {
      const forged = await server.api(`/entities/Beat/${beat.id}`, { method: "PUT", token: pilot.token, body: { [field]: "x" } });
      expect(forged, field).toMatchObject({ status: 400, body: { message: `Unknown field ${field}` } });
    }
    const created = await server.api("/entities/Beat", { method: "POST", token: pilot.token, body: { title: "Fake", file_url: "/etc/passwd" } });
    expect(created.status).toBe(403);
  });
});

describe("serving files", () => {
  let url: string;
  let body: Buffer;
  beforeAll(async () => {
    body = wav(1);
    url = `${server.url}${(await api.upload(await server.pilot(), body)).body.beat.file_url}`;
  });

  it("serves the file with its type, nosniff, validators and caching", async () => {
    const reply = await fetch(url);
    expect(reply.status).toBe(200);
    expect(Buffer.from(await reply.arrayBuffer())).toEqual(body);
    expect(Object.fromEntries(reply.headers)).toMatchObject({
      "content-type": "audio/wav", "x-content-type-options": "nosniff", "accept-ranges": "bytes",
      "cache-control": "private, max-age=31536000, immutable", "content-length": String(body.length),
    });
    // As a browser revalidates; without a Cache-Control of its own, fetch would add `no-cache`, an end-to-end reload.
    const again = await fetch(url, { headers: { "if-none-match": reply.headers.get("etag")!, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=100-", 100, null],
    ["bytes=-10", null, null],
  ])("answers Range %s with 206 and exactly those bytes", async (range, start, end) => {
    const reply = await fetch(url, { headers: { range } });
    expect(reply.status).toBe(206);
    const from = start ?? body.length - 10;
    const to = end ?? body.length - 1;
    expect(reply.headers.get("content-range")).toBe(`bytes ${from}-${to}/${body.length}`);
    expect(Buffer.from(await reply.arrayBuffer())).toEqual(body.subarray(from, to + 1));
  });

  it("answers a range past the end with 416, and a stale If-Range with the whole file", async () => {
    const past = await fetch(url, { headers: { range: `bytes=${body.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${body.length}`);
    expect((await fetch(url, { headers: { range: "bytes=0-9", "if-range": '"stale"' } })).status).toBe(200);
  });

  it.each(["..%2F..%2Fauth-secret", "..%2Fuploads", "00000000-0000-4000-8000-000000000000.wav", "x.wav"])("finds nothing at %s", async (key) => {
    expect((await fetch(`${server.url}/api/apps/soundship/files/${key}`)).status).toBe(404);
  });
});

describe("rewards and limits", () => {
  it("pays the upload bonus and XP for the first 3 uploads of the pilot's day, and counts the upload quest", async () => {
    const admin = await server.admin();
    const quest = await server.api("/entities/Quest", {
      method: "POST", token: admin.token, body: { title: "Four Transmissions", quest_type: "daily", objective_event: "upload", objective_count: 4, stardust_reward: 25 },
    });
    const pilot = await server.pilot();
    for (let i = 0; i < 4; i++) expect((await api.upload(pilot, wav())).status).toBe(200);
    const me = await books.me(pilot);
    expect(me).toMatchObject({ stardust: 130, xp: 30 });
    const ledger = await server.api('/entities/StardustTransaction?q={"transaction_type":"upload_bonus"}', { token: pilot.token });
    expect(ledger.body).toHaveLength(3);
    expect(await books.books(pilot)).toEqual({ balance: 130, ledger: 130 });
    const progress = await server.api(`/entities/QuestProgress?q=${encodeURIComponent(JSON.stringify({ quest_id: quest.body.id }))}`, { token: pilot.token });
    expect(progress.body[0]).toMatchObject({ count: 4, progress: 100 });
    clock.advanceDays(1);
    await api.upload(pilot, wav());
    expect((await books.me(pilot)).stardust).toBe(140);
  });

  it("gives pilots without a membership 5 uploads a month, naming the limit", async () => {
    const pilot = await server.pilot();
    for (let i = 0; i < 5; i++) expect((await api.upload(pilot, wav())).status).toBe(200);
    const refused = await api.createLink(pilot, wav());
    expect(refused).toMatchObject({ status: 422, body: { ok: false, code: "UPLOAD_LIMIT_REACHED", message: "Upload limit reached: 5 uploads per month for pilots without a membership" } });
    clock.set("2026-12-01T00:00:01Z");
    expect((await api.createLink(pilot, wav())).status).toBe(200);
  });

  it(race("holds both limits under parallel uploads: 5 slots and 3 bonuses, never more"), async () => {
    const pilot = await server.pilot();
    const links = [];
    for (let i = 0; i < 7; i++) links.push((await api.createLink(pilot, wav())).body.uploadUrl as string);
    const puts = await Promise.all(links.map((url) => api.put(url, wav(), { token: pilot.token })));
    expect(puts.filter((put) => put.status === 200)).toHaveLength(5);
    expect(puts.filter((put) => put.status === 422)).toHaveLength(2);
    expect(await library(pilot)).toHaveLength(5);
    expect(await books.books(pilot)).toEqual({ balance: 130, ledger: 130 });
    await processingDone(server);
    expect(storedFiles(dataDir).filter((file) => file.startsWith(".incoming"))).toEqual([]);
  });

  it("gives members their tier's slots per billing period, and checks again when the file arrives", async () => {
    const pilot = await server.pilot();
    await books.setUser(pilot, { membershipTier: "cadet" });
    await server.database.db.insert(memberships).values({
      user_email: pilot.email, tier: "cadet", billing_cycle: "monthly", started_at: new Date("2026-11-20T00:00:00Z"), expires_at: new Date("2026-12-20T00:00:00Z"),
    });
    const links = [];
    for (let i = 0; i < 16; i++) links.push(await api.createLink(pilot, wav()));
    expect(links.every((link) => link.status === 200)).toBe(true);
    const puts = [];
    for (const link of links) puts.push(await api.put(link.body.uploadUrl, wav(), { token: pilot.token }));
    expect(puts.filter((put) => put.status === 200)).toHaveLength(15);
    expect(puts.at(-1)).toMatchObject({ status: 422, body: { message: "Upload limit reached: 15 uploads per billing period for Cadet pilots" } });
    const [membership] = await server.database.db.select().from(memberships).where(eq(memberships.user_email, pilot.email));
    expect(membership!.upload_slots_used).toBe(15);
  });
});

describe("uploadAllowance", () => {
  const allowance = async (pilot: TestPilot) => {
    const answer = await server.api("/functions/uploadAllowance", { method: "POST", token: pilot.token, body: {} });
    expect(answer.status).toBe(200);
    return uploadAllowanceContract.result.parse(answer.body);
  };

  it("tells a pilot without a membership their slots this month, bonus uploads today and the caps, as the uploads use them", async () => {
    const pilot = await server.pilot();
    expect(await allowance(pilot)).toEqual({
      uploads: { limit: 5, used: 0, remaining: 5, period: "month", resets_at: "2026-12-01T00:00:00.000Z" },
      bonus: { per_day: 3, used_today: 0, remaining: 3, stardust: 10 },
      max_bytes: { audio: 100 * 1024 * 1024, video: 1024 * 1024 * 1024, model: 200 * 1024 * 1024 },
      tier: null,
    });
    for (let i = 0; i < 4; i++) expect((await api.upload(pilot, wav())).status).toBe(200);
    expect(await allowance(pilot)).toMatchObject({ uploads: { used: 4, remaining: 1 }, bonus: { used_today: 3, remaining: 0 } });
    clock.advanceDays(1);
    expect(await allowance(pilot)).toMatchObject({ uploads: { used: 4, remaining: 1 }, bonus: { used_today: 0, remaining: 3 } });
    expect((await api.upload(pilot, wav())).status).toBe(200);
    expect(await allowance(pilot)).toMatchObject({ uploads: { used: 5, remaining: 0 }, bonus: { remaining: 2 } });
    expect((await api.createLink(pilot, wav())).body.code).toBe("UPLOAD_LIMIT_REACHED");
    clock.set("2026-11-21T12:00:00Z");
  });

  it("counts a member's billing period and resets at its renewal", async () => {
    const pilot = await server.pilot();
    await books.setUser(pilot, { membershipTier: "explorer" });
    await server.database.db.insert(memberships).values({
      user_email: pilot.email, tier: "explorer", billing_cycle: "monthly", started_at: new Date("2026-11-20T00:00:00Z"), expires_at: new Date("2026-12-20T00:00:00Z"),
    });
    expect(await allowance(pilot)).toMatchObject({
      uploads: { limit: 20, used: 0, remaining: 20, period: "billing_period", resets_at: "2026-12-20T00:00:00.000Z" },
      tier: "explorer",
    });
  });

  it("is for signed-in pilots only", async () => {
    expect((await server.api("/functions/uploadAllowance", { method: "POST", body: {} })).status).toBe(401);
  });
});

describe("deleting and upkeep", () => {
  it("deletes a track with its file, for its owner only", async () => {
    const pilot = await server.pilot();
    const { beat } = (await api.upload(pilot, wav())).body;
    const key = beat.file_url.split("/").pop();
    const stranger = await server.api("/functions/deleteTransmission", { method: "POST", token: (await server.pilot()).token, body: { id: beat.id } });
    expect(stranger.status).toBe(404);
    expect((await server.api(`/entities/Beat/${beat.id}`, { method: "DELETE", token: pilot.token })).status).toBe(403);
    const deleted = await server.api("/functions/deleteTransmission", { method: "POST", token: pilot.token, body: { id: beat.id } });
    expect(deleted.body).toEqual({ ok: true, deleted: beat.id });
    expect(storedFiles(dataDir)).not.toContain(key);
    expect((await fetch(`${server.url}${beat.file_url}`)).status).toBe(404);
    expect(await library(pilot)).toEqual([]);
  });

  it("sweeps links that expired unused and files no track refers to", async () => {
    const pilot = await server.pilot();
    const link = await api.createLink(pilot, wav());
    const { beat } = (await api.upload(pilot, wav())).body;
    const orphan = "11111111-2222-4333-8444-555555555555.wav";
    writeFileSync(`${dataDir}/uploads/${orphan}`, wav());
    // File times come from the test's clock, as the rows' times do: the sweep never sees today's date.
    utimesSync(`${dataDir}/uploads/${orphan}`, clock.now(), clock.now());
    const later = new Date(clock.now().getTime() + 3 * 60 * 60 * 1000);
    const swept = await sweepUploads(server.database.db, server.app.services.config, later);
    expect(swept.expiredLinks).toBeGreaterThanOrEqual(1);
    expect(storedFiles(dataDir)).not.toContain(orphan);
    expect(storedFiles(dataDir)).toContain(beat.storage_key);
    const [row] = await server.database.db.select().from(uploadsTable).where(eq(uploadsTable.id, link.body.uploadId));
    expect(row).toBeUndefined();
  });

  it("sweeps an upload whose attempt died and whose link expired, with its partial file", async () => {
    const pilot = await server.pilot();
    const link = await api.createLink(pilot, wav());
    const db = server.database.db;
    await db.update(uploadsTable).set({ status: "receiving", attempt: "crashed", updated_date: clock.now() }).where(eq(uploadsTable.id, link.body.uploadId));
    const [row] = await db.select().from(uploadsTable).where(eq(uploadsTable.id, link.body.uploadId));
    const partial = `.incoming/${row!.storage_key}.0a0b0c0d0e0f.part`;
    mkdirSync(`${dataDir}/uploads/.incoming`, { recursive: true });
    writeFileSync(`${dataDir}/uploads/${partial}`, wav().subarray(0, 100));
    utimesSync(`${dataDir}/uploads/${partial}`, clock.now(), clock.now());
    await sweepUploads(db, server.app.services.config, new Date(clock.now().getTime() + 30 * 60 * 1000));
    expect(storedFiles(dataDir)).toContain(partial);
    await sweepUploads(db, server.app.services.config, new Date(clock.now().getTime() + 2 * 60 * 60 * 1000));
    expect(storedFiles(dataDir)).not.toContain(partial);
    expect(await db.select().from(uploadsTable).where(eq(uploadsTable.id, link.body.uploadId))).toEqual([]);
  });
});
