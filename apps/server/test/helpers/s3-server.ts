import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";
import type { S3Config } from "../../src/config.ts";

/** A local S3-compatible server on a random loopback port, with one bucket, for the S3 mode tests. */
export async function startS3(bucket = "soundship") {
  const directory = mkdtempSync(path.join(tmpdir(), "soundship-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: "us-east-1",
    // s3rver's built-in account.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    publicBase: `${endpoint}/${bucket}`,
  };
  return {
    config,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
