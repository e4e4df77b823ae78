import fs, { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { receiveFile, UploadAborted } from "./receive-file.ts";

const dir = mkdtempSync(path.join(tmpdir(), "soundship-receive-"));
const wavHead = () => {
  const head = Buffer.alloc(8192);
  head.write("RIFF", 0);
  head.writeUInt32LE(8184, 4);
  head.write("WAVEfmt ", 8);
  return head;
};
const temp = (name: string) => path.join(dir, name);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("receiveFile", () => {
  it("writes the body to disk and tells what its bytes are", async () => {
    const detected = await receiveFile(Readable.from([wavHead()]), { tempPath: temp("ok.part"), size: 8192, kind: "audio" });
    expect(detected).toEqual({ kind: "audio", contentType: "audio/wav" });
    expect(readFileSync(temp("ok.part"))).toHaveLength(8192);
  });

  it("leaves nothing behind when the disk fails midway", async () => {
    let written = 0;
    const failing = () =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          done(written > 4096 ? Object.assign(new Error("no space left on device"), { code: "ENOSPC" }) : null);
        },
      });
    const body = Readable.from([wavHead(), Buffer.alloc(8192)]);
    await expect(receiveFile(body, { tempPath: temp("disk.part"), size: 16384, kind: "audio", openSink: failing })).rejects.toThrow("no space left");
    expect(existsSync(temp("disk.part"))).toBe(false);
  });

  it("leaves nothing behind when the bytes are refused before the disk has opened the file", async () => {
    // A slow disk: the file appears 50 ms after it is asked for, long after the bytes are judged.
    let opened!: () => void;
    const fileOpened = new Promise<void>((resolve) => (opened = resolve));
    const open = (file: string, flags: string, mode: number, done: (error: NodeJS.ErrnoException | null, fd: number) => void) =>
      void setTimeout(() => fs.open(file, flags, mode, (error, fd) => (done(error, fd), opened())), 50);
    const slowDisk = (file: string) => createWriteStream(file, { flags: "wx", fs: { ...fs, open } });
    const tempPath = temp("slow-open.part");
    await expect(receiveFile(Readable.from([wavHead()]), { tempPath, size: 8192, kind: "video", openSink: slowDisk })).rejects.toThrow(/not a video/);
    await fileOpened;
    expect(existsSync(tempPath)).toBe(false);
  });

  it.each([
    ["more bytes than signed", [wavHead(), Buffer.alloc(10)], 8192, "audio", /larger than the 8192 bytes/],
    ["bytes of another kind", [wavHead()], 8192, "video", /not a video/],
    ["fewer bytes than signed", [wavHead()], 9000, "audio", /ended after 8192 of 9000 bytes/],
  ] as const)("refuses %s and removes the partial file", async (_name, chunks, size, kind, message) => {
    const tempPath = temp(`${kind}-${size}.part`);
    await expect(receiveFile(Readable.from([...chunks]), { tempPath, size, kind })).rejects.toThrow(message);
    expect(existsSync(tempPath)).toBe(false);
  });

  it("notices a client that hung up", async () => {
    const body = new Readable({ read() {} });
    body.push(wavHead());
    const receiving = receiveFile(body, { tempPath: temp("gone.part"), size: 100_000, kind: "audio" });
    setTimeout(() => body.destroy(), 20);
    await expect(receiving).rejects.toBeInstanceOf(UploadAborted);
    expect(existsSync(temp("gone.part"))).toBe(false);
  });
});
