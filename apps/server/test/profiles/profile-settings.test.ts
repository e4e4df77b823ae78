import { rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AVATAR_MESSAGES, AVATAR_RULES, RULE_MESSAGES } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepUploads } from "../../src/core/uploads/sweep-uploads.ts";
import { manualClock } from "../helpers/economy.ts";
import { ffmpeg } from "../helpers/media-files.ts";
import { startServer, type TestPilot, type TestServer } from "../helpers/server.ts";
import { html, storedFiles, tempDataDir } from "../helpers/uploads.ts";

/**
 * The profile the Settings page changes: name, timezone (once every 7 days) and a picture sent to
 * the server, which checks its type by its bytes and its size, serves it, and removes it when it is
 * replaced or removed. Only the signed-in pilot changes their own.
 */
const clock = manualClock("2026-11-21T12:00:00Z");
const dataDir = tempDataDir();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ dataDir }, { clock });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A real 16×16 picture as FFmpeg writes it. */
const picture = (codec: "png" | "mjpeg" | "libwebp") =>
  ffmpeg(["-f", "lavfi", "-i", "color=c=0x3355aa:s=16x16", "-frames:v", "1", "-c:v", codec, "-f", codec === "libwebp" ? "webp" : "image2pipe", "pipe:1"]);

const sendPicture = (pilot: TestPilot | null, bytes: Buffer, contentType: string) =>
  server.api("/entities/User/me/avatar", { method: "PUT", token: pilot?.token, rawBody: bytes, headers: { "content-type": contentType } });
const me = async (pilot: TestPilot) => (await server.api("/entities/User/me", { token: pilot.token })).body;
const putMe = (pilot: TestPilot, body: unknown) => server.api("/entities/User/me", { method: "PUT", token: pilot.token, body });
const fetchFile = (url: string) => fetch(new URL(url, server.url));

describe("a picture sent from Settings", () => {
  it.each([
    ["PNG", "png", "image/png"],
    ["JPEG", "mjpeg", "image/jpeg"],
    ["WebP", "libwebp", "image/webp"],
  ] as const)("takes a %s picture, serves it as its type, and shows it as the pilot's avatar", async (_name, codec, type) => {
    const pilot = await server.pilot();
    const sent = await sendPicture(pilot, picture(codec), type);
    expect(sent.status).toBe(200);
    expect(sent.body.avatar_url).toMatch(/^\/api\/apps\/soundship\/files\/[0-9a-f-]{36}\.(png|jpg|webp)$/);
    expect((await me(pilot)).avatar_url).toBe(sent.body.avatar_url);
    const served = await fetchFile(sent.body.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses a stranger, another type, bytes that are no picture and a file over 2 MB, keeping the picture the pilot had", async () => {
    const pilot = await server.pilot();
    const kept = (await sendPicture(pilot, picture("png"), "image/png")).body.avatar_url;
    const scenarios = [
      { name: "signed out", reply: await sendPicture(null, picture("png"), "image/png"), status: 401, code: "NOT_AUTHENTICATED" },
      { name: "an SVG", reply: await sendPicture(pilot, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"), status: 415, message: AVATAR_MESSAGES.wrongType },
      { name: "a GIF", reply: await sendPicture(pilot, Buffer.from("GIF89a\x01\x00\x01\x00"), "image/gif"), status: 415, message: AVATAR_MESSAGES.wrongType },
      { name: "a page called a PNG", reply: await sendPicture(pilot, html(), "image/png"), status: 415, message: AVATAR_MESSAGES.notAPicture },
      { name: "an empty file", reply: await sendPicture(pilot, Buffer.alloc(0), "image/png"), status: 400, message: AVATAR_MESSAGES.empty },
      { name: "over 2 MB", reply: await sendPicture(pilot, Buffer.concat([picture("png"), Buffer.alloc(AVATAR_RULES.maxBytes)]), "image/png"), status: 413, message: AVATAR_MESSAGES.tooLarge },
    ];
    for (const { name, reply, status, ...body } of scenarios) expect({ name, status: reply.status, body: reply.body }, name).toMatchObject({ name, status, body });
    expect((await me(pilot)).avatar_url).toBe(kept);
  });

  it("takes a picture of exactly 2 MB", async () => {
    const pilot = await server.pilot();
    const png = picture("png");
    // Bytes after a PNG's end are ignored by every reader; they make the file exactly the cap.
    const atCap = Buffer.concat([png, Buffer.alloc(AVATAR_RULES.maxBytes - png.length)]);
    expect((await sendPicture(pilot, atCap, "image/png")).status).toBe(200);
  });

  it("removes the file of a replaced or removed picture, and the upload sweep keeps the one in use", async () => {
    const pilot = await server.pilot();
    const first = (await sendPicture(pilot, picture("png"), "image/png")).body.avatar_url as string;
    const second = (await sendPicture(pilot, picture("mjpeg"), "image/jpeg")).body.avatar_url as string;
    expect((await fetchFile(first)).status).toBe(404);
    const key = second.split("/").pop()!;
    expect(storedFiles(dataDir)).toContain(key);
    expect(storedFiles(dataDir)).not.toContain(first.split("/").pop());

    // A picture file nobody uses, beside the one in use; file times come from the test's clock, as the rows' do.
    const orphan = "99999999-2222-4333-8444-555555555555.png";
    writeFileSync(path.join(dataDir, "uploads", orphan), picture("png"));
    for (const name of [key, orphan]) utimesSync(path.join(dataDir, "uploads", name), clock.now(), clock.now());
    await sweepUploads(server.database.db, server.app.services.config, new Date(clock.now().getTime() + 2 * 60 * 60 * 1000));
    expect(storedFiles(dataDir)).not.toContain(orphan);
    expect((await fetchFile(second)).status).toBe(200);

    const removed = await putMe(pilot, { avatar_url: null });
    expect(removed.body.avatar_url).toBeNull();
    expect((await fetchFile(second)).status).toBe(404);
    expect(storedFiles(dataDir)).not.toContain(key);
  });

  it("changes only the pilot who sends it: another pilot has no way to reach someone else's profile", async () => {
    const owner = await server.pilot("Owner Pilot");
    const other = await server.pilot("Other Pilot");
    const ownerPicture = (await sendPicture(owner, picture("png"), "image/png")).body.avatar_url;
    const otherPicture = (await sendPicture(other, picture("mjpeg"), "image/jpeg")).body.avatar_url;
    await putMe(other, { full_name: "Renamed", avatar_url: null });
    for (const method of ["PUT", "DELETE"]) {
      const reply = await server.api(`/entities/User/${owner.id}`, { method, token: other.token, body: method === "PUT" ? { full_name: "Hijacked", avatar_url: null } : undefined });
      expect(reply.status, method).toBe(404);
    }
    expect(await me(owner)).toMatchObject({ full_name: "Owner Pilot", avatar_url: ownerPicture });
    expect((await fetchFile(ownerPicture)).status).toBe(200);
    expect((await me(other)).avatar_url).toBeNull();
    expect(otherPicture).not.toBe(ownerPicture);
  });
});

describe("name and timezone from Settings", () => {
  it("saves a new name and refuses an empty one naming the field", async () => {
    const pilot = await server.pilot("Nova");
    expect((await putMe(pilot, { full_name: "  Nova Prime  " })).body.full_name).toBe("Nova Prime");
    const empty = await putMe(pilot, { full_name: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toEqual([expect.objectContaining({ path: ["full_name"], message: "Enter your name" })]);
  });

  it("changes the timezone once every 7 days and says, on the field, from when it may change again", async () => {
    clock.set("2026-11-21T12:00:00Z");
    const pilot = await server.pilot();
    expect((await putMe(pilot, { timezone: "Asia/Tokyo" })).body.timezone).toBe("Asia/Tokyo");
    // The same zone again is no change; the name still saves with it.
    expect((await putMe(pilot, { timezone: "Asia/Tokyo", full_name: "Tokyo Pilot" })).status).toBe(200);

    clock.advanceDays(6);
    const refused = await putMe(pilot, { timezone: "Europe/Lisbon" });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "RULE_REFUSED",
      message: RULE_MESSAGES.timezoneTooSoon,
      detail: [{ path: ["timezone"], message: RULE_MESSAGES.timezoneTooSoon, next_change_at: "2026-11-28T12:00:00.000Z" }],
    });
    expect((await me(pilot)).timezone).toBe("Asia/Tokyo");

    clock.set("2026-11-28T12:00:00Z");
    expect((await putMe(pilot, { timezone: "Europe/Lisbon" })).body.timezone).toBe("Europe/Lisbon");
  });
});
