import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../src/config.ts";
import { uploadStorage } from "../src/core/uploads/storage.ts";
import { SNIFF_BYTES } from "../src/core/uploads/sniff.ts";
import { economy } from "./helpers/economy.ts";
import { ffmpeg, wav } from "./helpers/media-files.ts";
import { startS3 } from "./helpers/s3-server.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";
import { html } from "./helpers/uploads.ts";

// S3 mode for real: the server presigns PUTs to a local S3-compatible server and checks what landed.
let s3: Awaited<ReturnType<typeof startS3>>;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3();
  const defaults = testConfig();
  server = await startServer({ uploads: { ...defaults.uploads, s3: s3.config } });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function link(pilot: TestPilot, body: Buffer, contentType = "audio/wav") {
  const reply = await server.api("/functions/createUploadUrl", {
    method: "POST", token: pilot.token, body: { filename: "beat.wav", contentType, size: body.length, title: "Bucket Beat" },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { uploadId: string; uploadUrl: string; publicUrl: string };
}
const putToBucket = (url: string, body: Buffer, contentType = "audio/wav") =>
  fetch(url, { method: "PUT", headers: { "content-type": contentType }, body });
const complete = (pilot: TestPilot, id: string) => server.api(`/uploads/${id}/complete`, { method: "POST", token: pilot.token });
/** Fetches a file where a pilot's browser would: audio originals through the server, which redirects to the bucket. */
const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
  const reply = await fetch(new URL(url, server.url), { headers });
  return { status: reply.status, headers: reply.headers, body: Buffer.from(await reply.arrayBuffer()) };
};

describe("uploads to an S3-compatible bucket", () => {
  it("records the type the bytes proved to be, and serves the checked file with ranges", async () => {
    const pilot = await server.pilot();
    const body = wav(1);
    const { uploadId, uploadUrl, publicUrl } = await link(pilot, body, "audio/x-wav");
    expect(uploadUrl.startsWith(`${s3.config.endpoint}/soundship/incoming/`)).toBe(true);
    expect((await putToBucket(uploadUrl, body, "audio/x-wav")).status).toBe(200);
    const done = await complete(pilot, uploadId);
    expect(done.status).toBe(200);
    expect(done.body.beat).toMatchObject({ content_type: "audio/wav", file_size: body.length, user_email: pilot.email });
    expect(done.body.beat.file_url.split("?")[0]).toBe(publicUrl);
    expect(await economy(server).books(pilot)).toEqual({ balance: 110, ledger: 110 });

    const whole = await fetchBytes(publicUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/wav");
    expect(whole.body).toEqual(body);
    const part = await fetchBytes(publicUrl, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${body.length}`);
    expect(part.body).toEqual(body.subarray(100, 200));
    expect((await complete(pilot, uploadId)).body.beat.id).toBe(done.body.beat.id);
  });

  it("refuses bytes that are not what the type says, and removes them", async () => {
    const pilot = await server.pilot();
    const page = html();
    const { uploadId, uploadUrl, publicUrl } = await link(pilot, page);
    expect((await putToBucket(uploadUrl, page)).status).toBe(200);
    expect(await complete(pilot, uploadId)).toMatchObject({ status: 415, body: { message: "The file's contents are not audio" } });
    expect((await fetchBytes(publicUrl)).status).toBe(404);
    expect((await server.api("/entities/Beat", { token: pilot.token })).body).toEqual([]);
  });

  it("keeps serving the checked file when the same presigned PUT sends other bytes afterwards", async () => {
    const pilot = await server.pilot();
    const body = wav(1);
    const { uploadId, uploadUrl, publicUrl } = await link(pilot, body);
    await putToBucket(uploadUrl, body);
    expect((await complete(pilot, uploadId)).status).toBe(200);
    const forged = Buffer.concat([html(), Buffer.alloc(body.length - html().length)]);
    expect((await putToBucket(uploadUrl, forged)).status).toBe(200);
    expect((await fetchBytes(publicUrl)).body).toEqual(body);
    expect((await complete(pilot, uploadId)).body.beat.content_type).toBe("audio/wav");
  });

  it("copies only the version it checked: an object swapped after the check is refused", async () => {
    const pilot = await server.pilot();
    const body = wav(1);
    const { uploadUrl, publicUrl } = await link(pilot, body);
    await putToBucket(uploadUrl, body);
    const storage = uploadStorage(server.app.services.config);
    if (storage.kind !== "s3") throw new Error("expected S3 storage");
    const key = publicUrl.split("/").pop()!;
    const checked = (await storage.s3.readStaged(key, SNIFF_BYTES))!;
    const swapped = Buffer.from(body);
    swapped.fill(7, 1000);
    await putToBucket(uploadUrl, swapped);
    expect(await storage.s3.promote(key, checked, "audio/wav")).toBe(false);
    expect((await fetchBytes(publicUrl)).status).toBe(404);
  });

  it("deletes a track's file from the bucket", async () => {
    const pilot = await server.pilot();
    const body = wav();
    const { uploadId, uploadUrl, publicUrl } = await link(pilot, body);
    await putToBucket(uploadUrl, body);
    const { beat } = (await complete(pilot, uploadId)).body;
    expect((await fetchBytes(publicUrl)).status).toBe(200);
    const deleted = await server.api("/functions/deleteTransmission", { method: "POST", token: pilot.token, body: { id: beat.id } });
    expect(deleted.body).toEqual({ ok: true, deleted: beat.id });
    expect((await fetchBytes(publicUrl)).status).toBe(404);
  });
});

describe("pictures in an S3-compatible bucket", () => {
  const png = () => ffmpeg(["-f", "lavfi", "-i", "color=c=0x3355aa:s=16x16", "-frames:v", "1", "-c:v", "png", "-f", "image2pipe", "pipe:1"]);
  const sendPicture = (pilot: TestPilot) =>
    server.api("/entities/User/me/avatar", { method: "PUT", token: pilot.token, rawBody: png(), headers: { "content-type": "image/png" } });

  it("stores the picture in the bucket, lets pages show it from there, and removes the one it replaces", async () => {
    const pilot = await server.pilot();
    const first = (await sendPicture(pilot)).body.avatar_url as string;
    expect(first.startsWith(`${s3.config.publicBase}/`)).toBe(true);
    const served = await fetchBytes(first);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const page = await fetch(`${server.url}/Settings`);
    expect(page.headers.get("content-security-policy")).toMatch(new RegExp(`img-src [^;]*${new URL(s3.config.publicBase).origin}`));

    const second = (await sendPicture(pilot)).body.avatar_url as string;
    expect(second).not.toBe(first);
    expect((await fetchBytes(first)).status).toBe(404);
    expect((await server.api("/entities/User/me", { method: "PUT", token: pilot.token, body: { avatar_url: null } })).body.avatar_url).toBeNull();
    expect((await fetchBytes(second)).status).toBe(404);
  });
});
