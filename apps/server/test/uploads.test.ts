import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { uploads as uploadsTable } from "../src/db/schema.ts";
import { manualClock } from "./helpers/economy.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";
import { mp4, wav } from "./helpers/media-files.ts";
import { html, processingDone, storedFiles, tempDataDir, uploads } from "./helpers/uploads.ts";

const clock = manualClock("2026-11-21T12:00:00Z");
const dataDir = tempDataDir();
let server: TestServer;
let api: ReturnType<typeof uploads>;
let pilot: TestPilot;
let other: TestPilot;

beforeAll(async () => {
  server = await startServer({ dataDir }, { clock });
  api = uploads(server);
  pilot = await server.pilot("Nova Reyes");
  other = await server.pilot();
});
afterEach(() => clock.set("2026-11-21T12:00:00Z"));
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends part of a body over a raw connection and hangs up, as a closed laptop lid would. */
function abortMidway(url: string, token: string, body: Buffer, sendBytes: number): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: "PUT", headers: { authorization: `Bearer ${token}`, "content-type": "audio/wav", "content-length": body.length } });
    req.on("error", () => undefined);
    req.write(body.subarray(0, sendBytes), () => setTimeout(() => (req.destroy(), resolve()), 200));
  });
}

/** Sends half a body, calls `between`, waits for the server to see more bytes, then sends the rest. */
function putSlowly(url: string, body: Buffer, between: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "PUT", headers: { "content-type": "audio/wav", "content-length": body.length } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", reject);
    const half = body.length / 2;
    req.write(body.subarray(0, half), () => {
      setTimeout(() => {
        between();
        req.write(body.subarray(half, half + 8192), () => setTimeout(() => req.end(body.subarray(half + 8192)), 500));
      }, 200);
    });
  });
}

/** Sends a body without a Content-Length (chunked), so only counting the bytes can catch an overrun. */
function putChunked(url: string, token: string, chunks: Buffer[]): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "PUT", headers: { authorization: `Bearer ${token}`, "content-type": "audio/wav" } }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("createUploadUrl", () => {
  it("signs a link to this server and names the file by a generated key, never by its name", async () => {
    const body = wav();
    const link = await api.createLink(pilot, body, { filename: "../../../etc/passwd.wav" });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ ok: true, headers: { "Content-Type": "audio/wav" } });
    expect(link.body.uploadUrl).toMatch(/^\/api\/apps\/soundship\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(link.body.publicUrl).toMatch(/^\/api\/apps\/soundship\/files\/[0-9a-f-]{36}\.wav$/);
    expect(new Date(link.body.expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60 * 1000);
    const put = await api.put(link.body.uploadUrl, body, { token: pilot.token });
    expect(put.status).toBe(200);
    expect(put.body.beat.title).toBe("Nebula Drift");
    expect(storedFiles(dataDir)).toContain(link.body.publicUrl.split("/").pop());
    expect(storedFiles(dataDir).some((file) => file.includes("passwd") || file.includes(".."))).toBe(false);
  });

  it.each([
    ["a type that is not audio for a beat", { contentType: "text/html", media_type: "beat" }, 415, "text/html is not audio"],
    ["video bytes declared for a song", { contentType: "video/mp4", media_type: "song" }, 415, "video/mp4 is not audio"],
    ["a model type that is not a 3D format", { contentType: "application/pdf", media_type: "model" }, 415, "application/pdf is not a 3D model (glb, gltf, obj or fbx)"],
    ["an empty file", { size: 0 }, 400, "size: the file is empty"],
    ["audio over the 100 MB cap", { size: 100 * 1024 * 1024 + 1 }, 413, "Audio files can be at most 100 MB"],
    ["video over the 1 GB cap", { contentType: "video/mp4", size: 1024 ** 3 + 1 }, 413, "Video files can be at most 1 GB"],
    ["a model over the 200 MB cap", { contentType: "model/gltf-binary", size: 200 * 1024 * 1024 + 1 }, 413, "3D models can be at most 200 MB"],
  ])("refuses %s", async (_name, request, status, message) => {
    const reply = await api.createLink(pilot, wav(), request);
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ message });
  });
});

describe("the upload link", () => {
  const link = async (body = wav()) => (await api.createLink(pilot, body)).body.uploadUrl as string;

  it.each([
    ["a changed signature", (url: string) => url.replace(/signature=(.)/, (_m, c) => `signature=${c === "a" ? "b" : "a"}`)],
    ["a later expiry", (url: string) => url.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 3600}`)],
    ["no signature", (url: string) => url.replace(/&signature=.*/, "")],
  ])("refuses %s with 403", async (_name, tamper) => {
    const reply = await api.put(tamper(await link()), wav());
    expect(reply).toMatchObject({ status: 403, body: { code: "UPLOAD_LINK_INVALID", message: "This upload link is not valid" } });
  });

  it("refuses another upload's id under this link's signature", async () => {
    const [first, second] = [await link(), await link()];
    const swapped = second.replace(/uploads\/[^?]+/, first.match(/uploads\/[^?]+/)![0]);
    expect((await api.put(swapped, wav(), { token: pilot.token })).body.code).toBe("UPLOAD_LINK_INVALID");
  });

  it("expires after 15 minutes", async () => {
    const url = await link();
    clock.set("2026-11-21T12:15:01Z");
    const reply = await api.put(url, wav());
    expect(reply).toMatchObject({ status: 403, body: { code: "UPLOAD_LINK_EXPIRED" } });
  });

  it("is enough on its own, as SPEC.md's PUT to uploadUrl is, for the pilot it was made for, once", async () => {
    const url = await link();
    const sent = await api.put(url, wav(), { token: null });
    expect(sent.status).toBe(200);
    expect(sent.body.beat).toMatchObject({ user_email: pilot.email, title: "Nebula Drift" });
    expect(await api.put(url, wav(), { token: null })).toMatchObject({ status: 409, body: { message: "This upload link was already used" } });
    // Another pilot's session changes nothing: the link names its pilot, and it is spent.
    expect(await api.put(url, wav(), { token: other.token })).toMatchObject({ status: 409, body: { code: "UPLOAD_LINK_USED" } });
  });

  it("is taken over from an attempt that died mid-upload once its lease ran out, and its partial file goes", async () => {
    const body = wav();
    const url = await link(body);
    const id = url.match(/uploads\/([^?]+)/)![1]!;
    // A server that crashed mid-PUT left the upload receiving and half a file behind.
    await server.database.db.update(uploadsTable).set({ status: "receiving", attempt: "crashed", updated_date: clock.now() }).where(eq(uploadsTable.id, id));
    const [row] = await server.database.db.select().from(uploadsTable).where(eq(uploadsTable.id, id));
    mkdirSync(path.join(dataDir, "uploads", ".incoming"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", ".incoming", `${row!.storage_key}.0a0b0c0d0e0f.part`), body.subarray(0, 1000));

    expect(await api.put(url, body)).toMatchObject({ status: 409, body: { message: "This upload is already in progress" } });
    clock.set("2026-11-21T12:02:01Z");
    const retried = await api.put(url, body);
    expect(retried.status).toBe(200);
    await processingDone(server);
    expect(storedFiles(dataDir).filter((file) => file.startsWith(".incoming"))).toEqual([]);
    expect(storedFiles(dataDir)).toContain(row!.storage_key);
  });

  it("keeps a live upload's lease while its bytes arrive", async () => {
    const body = wav(4);
    const url = await link(body);
    const id = url.match(/uploads\/([^?]+)/)![1]!;
    const slow = putSlowly(`${server.url}${url}`, body, () => clock.set("2026-11-21T12:01:00Z"));
    await expect.poll(async () => (await server.database.db.select().from(uploadsTable).where(eq(uploadsTable.id, id)))[0]!.updated_date.toISOString()).toBe("2026-11-21T12:01:00.000Z");
    clock.set("2026-11-21T12:02:30Z");
    expect(await api.put(url, body)).toMatchObject({ status: 409, body: { message: "This upload is already in progress" } });
    expect(await slow).toBe(200);
  });

  it("refuses a Content-Type other than the signed one", async () => {
    const reply = await api.put(await link(), wav(), { token: pilot.token, contentType: "text/html" });
    expect(reply).toMatchObject({ status: 415, body: { message: "This upload link is signed for audio/wav, not text/html" } });
  });

  it("refuses a body larger than the signed size, declared or counted, and keeps nothing", async () => {
    await processingDone(server);
    const before = storedFiles(dataDir);
    const small = wav(0.1);
    const declared = await api.put(await link(small), wav(0.2), { token: pilot.token });
    expect(declared).toMatchObject({ status: 413, body: { message: `The file is larger than the ${small.length} bytes this upload link was signed for` } });
    const counted = await putChunked(`${server.url}${await link(small)}`, pilot.token, [small, Buffer.alloc(5000)]);
    expect(counted).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE" } });
    expect(storedFiles(dataDir)).toEqual(before);
  });

  it("refuses a body shorter than the signed size", async () => {
    const body = wav(0.2);
    const reply = await putChunked(`${server.url}${await link(body)}`, pilot.token, [body.subarray(0, 3000)]);
    expect(reply).toMatchObject({ status: 400, body: { message: `The upload ended after 3000 of ${body.length} bytes` } });
  });

  it("refuses bytes that are not what the type says with 415, keeping nothing", async () => {
    await processingDone(server);
    const before = storedFiles(dataDir);
    const page = html();
    const disguised = await api.upload(pilot, page, { filename: "beat.wav" });
    expect(disguised).toMatchObject({ status: 415, body: { message: "The file's contents are not audio" } });
    const song = wav();
    const asVideo = await api.upload(pilot, song, { contentType: "video/mp4", filename: "clip.mp4" });
    expect(asVideo).toMatchObject({ status: 415, body: { message: "The file's contents are not a video" } });
    expect(storedFiles(dataDir)).toEqual(before);
  });

  it("leaves no file behind when the client hangs up mid-stream, and the link can be used again", async () => {
    await processingDone(server);
    const before = storedFiles(dataDir);
    const body = wav(4); // 64 KB
    const url = await link(body);
    await abortMidway(`${server.url}${url}`, pilot.token, body, 20_000);
    await expect.poll(() => storedFiles(dataDir), { timeout: 3000 }).toEqual(before);
    const id = url.match(/uploads\/([^?]+)/)![1]!;
    const status = async () => (await server.database.db.select().from(uploadsTable).where(eq(uploadsTable.id, id)))[0]!.status;
    await expect.poll(status, { timeout: 3000 }).toBe("pending");
    const retry = await api.put(url, body);
    expect(retry.status).toBe(200);
  });

  it("accepts each kind of file with its type checked", async () => {
    const video = await api.upload(await server.pilot(), mp4(), { contentType: "video/mp4", filename: "launch.mp4", media_type: "video" });
    expect(video.body.beat).toMatchObject({ media_type: "video", content_type: "video/mp4", genre: null, duration_seconds: null });
  });
});
