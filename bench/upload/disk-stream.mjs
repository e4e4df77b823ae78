// Child process of upload.mjs: the disk's ceiling. Writes SIZE bytes of the upload body to FILE with
// a bare Node stream, synced before close as the upload endpoint does, and prints the seconds it took.
import { createWriteStream } from "node:fs";
import { performance } from "node:perf_hooks";
import { pipeline } from "node:stream/promises";
import { videoBody } from "./body.mjs";

/** The endpoint's write buffer (core/uploads/receive-file.ts): the ceiling gets the same batching of writes. */
const WRITE_BUFFER = 1024 * 1024;
const [file, size] = [process.argv[2], Number(process.argv[3])];
const start = performance.now();
await pipeline(videoBody(size), createWriteStream(file, { flush: true, highWaterMark: WRITE_BUFFER }));
console.log(JSON.stringify({ seconds: (performance.now() - start) / 1000 }));
