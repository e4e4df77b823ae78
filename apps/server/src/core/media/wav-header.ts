import { open } from "node:fs/promises";

const HEAD_BYTES = 64 * 1024;

/**
 * How much of a WAV file's audio is missing: its `data` chunk declares a length, and a file cut
 * short (an interrupted copy or export) holds less. FFmpeg and tag readers quietly take the length
 * from what is there, so the header is the only witness. Null for anything but a WAV whose header
 * declares more than the file holds; a header written before the length was known (0 or
 * 0xFFFFFFFF, streaming writers) declares nothing.
 */
export async function missingWavBytes(path: string): Promise<{ declared: number; present: number } | null> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await file.read(head, 0, head.length, 0);
    if (head.length < 12 || head.toString("latin1", 0, 4) !== "RIFF" || head.toString("latin1", 8, 12) !== "WAVE") return null;
    let at = 12;
    while (at + 8 <= head.length) {
      const id = head.toString("latin1", at, at + 4);
      const length = head.readUInt32LE(at + 4);
      if (id === "data") {
        const present = size - (at + 8);
        if (length === 0 || length === 0xffffffff || length <= present) return null;
        return { declared: length, present };
      }
      at += 8 + length + (length % 2);
    }
    return null;
  } finally {
    await file.close();
  }
}
