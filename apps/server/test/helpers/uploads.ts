import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestPilot, TestServer } from "./server.ts";

/** A fresh DATA_DIR, so each test file sees only its own uploads. */
export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), "soundship-uploads-"));

/** A real WAV file: a RIFF header and 16-bit mono PCM (a quiet sine), `seconds` long. */
export function wav(seconds = 0.5, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const file = Buffer.alloc(44 + samples * 2);
  file.write("RIFF", 0);
  file.writeUInt32LE(36 + samples * 2, 4);
  file.write("WAVEfmt ", 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write("data", 36);
  file.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) file.writeInt16LE(Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * 8000), 44 + i * 2);
  return file;
}

/** The start of an MP4 (an ftyp box) and an mdat box of zeros: enough for a type check. */
export function mp4(bytes = 8192): Buffer {
  const file = Buffer.alloc(bytes);
  file.writeUInt32BE(24, 0);
  file.write("ftypisom", 4);
  file.writeUInt32BE(0x200, 12);
  file.write("isomiso2", 16);
  file.writeUInt32BE(bytes - 24, 24);
  file.write("mdat", 28);
  return file;
}

/** A binary glTF header followed by an empty JSON chunk. */
export function glb(): Buffer {
  const json = Buffer.from('{"asset":{"version":"2.0"}}  ');
  const file = Buffer.alloc(20 + json.length);
  file.write("glTF", 0);
  file.writeUInt32LE(2, 4);
  file.writeUInt32LE(file.length, 8);
  file.writeUInt32LE(json.length, 12);
  file.write("JSON", 16);
  json.copy(file, 20);
  return file;
}

export const objModel = () => Buffer.from("# ship\no hull\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n");
export const gltfModel = () => Buffer.from(JSON.stringify({ asset: { version: "2.0" }, scenes: [{ nodes: [] }] }));
export const html = () => Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>".padEnd(600, " "));

export interface LinkRequest {
  filename?: string;
  contentType?: string;
  size?: number;
  media_type?: string;
  title?: string;
  description?: string;
  genre?: string;
}

export function uploads(server: TestServer) {
  const createLink = (pilot: TestPilot, body: Buffer, request: LinkRequest = {}) =>
    server.api("/functions/createUploadUrl", {
      method: "POST",
      token: pilot.token,
      body: { filename: "beat.wav", contentType: "audio/wav", size: body.length, title: "Nebula Drift", ...request },
    });
  const put = (uploadUrl: string, body: Buffer | ReadableStream, options: { token?: string | null; contentType?: string } = {}) =>
    server.api(`${server.url}${uploadUrl}`, {
      method: "PUT",
      token: options.token,
      rawBody: body as Buffer,
      headers: { "content-type": options.contentType ?? "audio/wav" },
    });
  /** createUploadUrl, then the PUT; the reply of the PUT. */
  const upload = async (pilot: TestPilot, body: Buffer, request: LinkRequest = {}) => {
    const link = await createLink(pilot, body, request);
    if (link.status !== 200) return link;
    return put(link.body.uploadUrl, body, { token: pilot.token, contentType: request.contentType ?? "audio/wav" });
  };
  return { createLink, put, upload };
}

/** Every file under DATA_DIR/uploads, partial ones included. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? list(path.join(dir, entry.name)) : [path.relative(root, path.join(dir, entry.name))]));
  try {
    return list(root);
  } catch {
    return [];
  }
}
