// The upload benchmark's body: an MP4 header (ftyp + mdat box) and zeros, made on the fly in 1 MB
// chunks, so whoever sends it holds 1 MB, never 1 GB.
import { Buffer } from "node:buffer";
import { Readable } from "node:stream";

const CHUNK = 1024 * 1024;

export function videoBody(size) {
  const head = Buffer.alloc(32);
  head.writeUInt32BE(24, 0);
  head.write("ftypisom", 4);
  head.writeUInt32BE(0x200, 12);
  head.write("isomiso2", 16);
  head.writeUInt32BE(size - 24, 24);
  head.write("mdat", 28);
  const zeros = Buffer.alloc(CHUNK);
  return Readable.from(
    (function* () {
      yield head;
      let left = size - head.length;
      while (left > 0) {
        const n = Math.min(left, CHUNK);
        yield n === CHUNK ? zeros : zeros.subarray(0, n);
        left -= n;
      }
    })(),
  );
}
