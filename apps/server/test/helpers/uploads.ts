import { readdirSync } from "node:fs";
import path from "node:path";
import { scratchDir } from "./scratch-dir.ts";
import type { TestPilot, TestServer } from "./server.ts";

/** A fresh DATA_DIR, so each test file sees only its own uploads. */
export const tempDataDir = () => scratchDir("uploads");

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
  /** createUploadUrl, then the PUT with the link alone (SPEC.md section 7); the reply of the PUT. */
  const upload = async (pilot: TestPilot, body: Buffer, request: LinkRequest = {}) => {
    const link = await createLink(pilot, body, request);
    if (link.status !== 200) return link;
    return put(link.body.uploadUrl, body, { contentType: request.contentType ?? "audio/wav" });
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

/** Runs the queue until every track queued so far is processed (processing writes files of its own). */
export async function processingDone(server: TestServer): Promise<void> {
  await server.jobs.drain();
}
