// Child process of upload.mjs: the bare upload route. A plain Node HTTP server that streams each PUT
// body to a new file in DIR (synced before close, as the upload endpoint does), removes it and
// answers; no link, lease, type check or record. PUT /discard reads and drops the body instead.
// Prints where it listens.
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/** The endpoint's write buffer (core/uploads/receive-file.ts): the ceiling gets the same batching of writes. */
const WRITE_BUFFER = 1024 * 1024;
const dir = process.argv[2];
let uploads = 0;
const server = createServer(async (request, response) => {
  // `/discard`: the same transfer with no disk at all, the most any HTTP upload here can reach.
  if (request.url === "/discard") {
    request.resume();
    request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'));
    return;
  }
  const file = path.join(dir, `bare-${uploads++}.bin`);
  try {
    await pipeline(request, createWriteStream(file, { flush: true, highWaterMark: WRITE_BUFFER }));
    response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  } catch {
    response.writeHead(500).end();
  } finally {
    await rm(file, { force: true });
  }
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
