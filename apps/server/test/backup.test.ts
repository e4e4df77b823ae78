import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError } from "../src/backup/backup-error.ts";
import { backupInstall, restoreInstall } from "../src/backup/backup.ts";
import { MANIFEST_FILE } from "../src/backup/backup-manifest.ts";
import { databaseContents } from "../src/backup/database-archive.ts";
import { storedContents } from "../src/backup/file-archive.ts";
import { testConfig, type Config, type S3Config } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { battleKit } from "./helpers/battles.ts";
import { freshPostgres, pgliteSnapshot, testDatabaseKind } from "./helpers/database.ts";
import { economy, manualClock } from "./helpers/economy.ts";
import { wav } from "./helpers/media-files.ts";
import { startS3 } from "./helpers/s3-server.ts";
import { startServer, type TestPilot, type TestServer } from "./helpers/server.ts";
import { processingDone, tempDataDir } from "./helpers/uploads.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An install: its configuration (what the backup commands read) and a way to open its database. */
interface Install {
  config: Config;
  open(): Promise<Database>;
}

/** A new, empty install on this test run's database kind, with disk storage or the given bucket. */
async function emptyInstall(s3: S3Config | null): Promise<Install> {
  const dataDir = tempDataDir();
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const defaults = testConfig();
  const base = { ...defaults, dataDir, inMemoryDatabase: false, uploads: { ...defaults.uploads, s3 } };
  // A new embedded database folder starts from this run's migrated snapshot, as the in-memory ones do.
  if (testDatabaseKind === "pglite") return { config: base, open: async () => openDatabase({ dataDir, snapshot: await pgliteSnapshot() }) };
  const database = await freshPostgres({ empty: true });
  cleanups.push(() => database.drop());
  return { config: { ...base, databaseUrl: database.url }, open: () => openDatabase({ url: database.url }) };
}

const clock = manualClock("2026-12-01T10:00:00Z");
const start = async (install: Install) => startServer(install.config, { database: await install.open(), clock });

/** A track uploaded the way a browser does it: the signed PUT, or the bucket PUT and its confirmation. */
async function uploadTrack(server: TestServer, pilot: TestPilot, body: Buffer, title: string) {
  const link = await server.api("/functions/createUploadUrl", { method: "POST", token: pilot.token, body: { filename: "track.wav", contentType: "audio/wav", size: body.length, title } });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  if (link.body.uploadUrl.startsWith("http")) {
    expect((await fetch(link.body.uploadUrl, { method: "PUT", headers: { "content-type": "audio/wav" }, body })).status).toBe(200);
    const done = await server.api(`/uploads/${link.body.uploadId}/complete`, { method: "POST", token: pilot.token });
    expect(done.status).toBe(200);
    return done.body.beat;
  }
  const put = await server.api(`${server.url}${link.body.uploadUrl}`, { method: "PUT", rawBody: body, headers: { "content-type": "audio/wav" } });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return put.body.beat;
}

/** The bytes a browser gets for a track's file_url: from this server (disk) or the bucket (S3). */
async function playable(server: TestServer, fileUrl: string): Promise<Buffer> {
  const reply = await fetch(fileUrl.startsWith("http") ? fileUrl : `${server.url}${fileUrl}`);
  expect(reply.status, fileUrl).toBe(200);
  return Buffer.from(await reply.arrayBuffer());
}

/** Empties a bucket, as a lost one would be. */
async function wipeBucket(s3: S3Config) {
  const client = new S3Client({ region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId!, secretAccessKey: s3.secretAccessKey! } });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  const keys = (listed.Contents ?? []).map((object) => ({ Key: object.Key! }));
  if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: keys } }));
  client.destroy();
}

describe.each(["disk", "s3"] as const)(`backup and restore on ${testDatabaseKind}, %s storage`, (storage) => {
  it("brings pilots, balances, a settled battle and playable uploads back onto an empty install", async () => {
    const bucket = storage === "s3" ? await startS3() : null;
    if (bucket) cleanups.push(() => bucket.close());
    const source = await emptyInstall(bucket?.config ?? null);
    const server = await start(source);
    const kit = battleKit(server, clock);

    // A battle played to the end: the host escrows 40, the entrant pays nothing, a judge scores, the entrant wins the pot.
    const host = await kit.pilotOf("commander", "Host Pilot");
    const entrant = await kit.pilotOf("cadet", "Entrant Pilot");
    const judge = await server.pilot("Judge Pilot");
    const sound = wav(1);
    const track = await uploadTrack(server, entrant, sound, "Backup Beat");
    await processingDone(server);
    const battle = await kit.scheduled(host, { title: "Backup Battle", prize_pool: 40 });
    clock.set(battle.when.active);
    const entry = await kit.enter(entrant, battle.id, track.id);
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    clock.set(battle.when.voting);
    expect((await kit.score(judge, entry.body.submission.id, { creativity: 8, technical: 7, impact: 9 })).status).toBe(200);
    await kit.tick(new Date(battle.when.completed));
    clock.set(battle.when.completed);
    const pilots = [host, entrant, judge];
    const before = await Promise.all(pilots.map(async (pilot) => (await economy(server).me(pilot)).stardust));
    expect(before[1]).toBe(100 + 10 + 40 + 5 * 0);
    const battleBefore = (await kit.details(judge, battle.id)).body.battle;
    expect(battleBefore.status).toBe("completed");
    await server.close();

    const dir = path.join(mkdtempSync(path.join(tmpdir(), "soundship-backup-")), "nightly");
    cleanups.push(() => rmSync(path.dirname(dir), { recursive: true, force: true }));
    const manifest = await backupInstall(source.config, dir, { now: new Date("2026-12-02T03:00:00Z") });
    expect(manifest).toMatchObject({
      format: "soundship-backup", version: 1, created_at: "2026-12-02T03:00:00.000Z",
      database: { kind: testDatabaseKind, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      files: { storage, copied: true },
    });
    // The original (in a bucket, under the prefix it does not publish), and the preview and waveform peaks the server made of it.
    const originalKey = storage === "s3" ? `originals/${track.storage_key}` : track.storage_key;
    expect(manifest.files.list).toContainEqual(expect.objectContaining({ key: originalKey, bytes: sound.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }));
    expect(manifest.files.list).toHaveLength(3);
    expect(manifest.files.count).toBe(3);
    expect(manifest.files.bytes).toBe(manifest.files.list.reduce((sum, file) => sum + file.bytes, 0));
    expect(JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8"))).toEqual(manifest);
    if (storage === "s3") expect(readFileSync(path.join(dir, "s3-objects.txt"), "utf8").split("\n").sort()).toEqual(["", ...manifest.files.list.map((file) => file.key)].sort());
    await expect(backupInstall(source.config, dir, { now: new Date() })).rejects.toThrow(/is not empty/);

    // The source install still holds everything: restoring onto it is refused, and changes nothing.
    await expect(restoreInstall(source.config, dir)).rejects.toThrow(/Restore needs an empty install/);

    // A fresh install (for S3: the same bucket, lost and empty again).
    if (bucket) await wipeBucket(bucket.config);
    const target = await emptyInstall(bucket?.config ?? null);
    const stored = path.join(dir, "files", originalKey);
    const original = readFileSync(stored);
    writeFileSync(stored, Buffer.concat([original.subarray(0, 100), Buffer.from("tampered")]));
    await expect(restoreInstall(target.config, dir)).rejects.toThrow(/damaged: files\/.* does not match its checksum/);
    expect(await databaseContents(target.config)).toBeNull();
    expect(await storedContents(target.config)).toBeNull();
    writeFileSync(stored, original);

    await restoreInstall(target.config, dir);
    expect(await databaseContents(target.config)).not.toBeNull();
    const restored = await start(target);
    try {
      // Sessions and passwords came back with the database.
      const signIn = await restored.api("/auth/login", { method: "POST", body: { email: entrant.email, password: entrant.password } });
      expect(signIn.status).toBe(200);
      const after = await Promise.all(pilots.map(async (pilot) => (await economy(restored).me(pilot)).stardust));
      expect(after).toEqual(before);
      for (const pilot of pilots) {
        const books = await economy(restored).books(pilot);
        expect(books.balance).toBe(books.ledger);
      }
      const battleAfter = (await battleKit(restored, clock).details(judge, battle.id)).body.battle;
      expect(battleAfter).toEqual(battleBefore);
      const library = await restored.api("/entities/Beat", { token: entrant.token });
      expect(library.body.map((beat: any) => beat.id)).toEqual([track.id]);
      expect(await playable(restored, library.body[0].file_url)).toEqual(sound);
      await expect(restoreInstall(target.config, dir)).rejects.toThrow(BackupError);
    } finally {
      await restored.close();
    }
    // Two installs started and a backup written and read: minutes on a loaded machine, not seconds.
  }, 300_000);
});

describe("restore refuses what it cannot restore", () => {
  it("names a folder that is not a finished backup, and a backup of the other database kind", async () => {
    const install = await emptyInstall(null);
    const empty = mkdtempSync(path.join(tmpdir(), "soundship-backup-"));
    cleanups.push(() => rmSync(empty, { recursive: true, force: true }));
    await expect(restoreInstall(install.config, empty)).rejects.toThrow(/has no manifest.json: it is not a finished Soundship backup/);
    const other = testDatabaseKind === "pglite" ? "postgres" : "pglite";
    writeFileSync(path.join(empty, MANIFEST_FILE), JSON.stringify({
      format: "soundship-backup", version: 1, created_at: "2026-12-02T03:00:00Z",
      database: { kind: other, file: "database.dump", bytes: 0, sha256: "0".repeat(64) },
      files: { storage: "disk", copied: true, count: 0, bytes: 0, list: [] },
    }));
    await expect(restoreInstall(install.config, empty)).rejects.toThrow(other === "postgres" ? /set DATABASE_URL/ : /unset DATABASE_URL/);
    expect(existsSync(path.join(install.config.dataDir, "pgdata"))).toBe(false);
  });
});
