/**
 * Small, real media files made in memory, for the API and browser tests of uploads: the server
 * checks the bytes of what arrives, so a test file must be what it claims to be.
 */
import { encodeWav } from "../../src/core/seed/wav.ts";

/** A real WAV file: 16-bit mono PCM (a quiet sine), `seconds` long. */
export function wav(seconds = 0.5, rate = 8000): Buffer {
  const samples = Int16Array.from({ length: Math.round(seconds * rate) }, (_, i) => Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * 8000));
  return encodeWav(samples, rate);
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

/** The smallest real ship: one triangle in a binary glTF (JSON chunk + BIN chunk). */
export function glb(): Buffer {
  const bin = Buffer.alloc(36);
  [0, 0, 0, 1, 0, 0, 0, 1, 0].forEach((value, i) => bin.writeFloatLE(value, i * 4));
  const gltf = {
    asset: { version: "2.0" }, scene: 0, scenes: [{ nodes: [0] }], nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: "VEC3", min: [0, 0, 0], max: [1, 1, 0] }],
    bufferViews: [{ buffer: 0, byteLength: 36 }], buffers: [{ byteLength: 36 }],
  };
  const json = Buffer.from(JSON.stringify(gltf).padEnd(Math.ceil(JSON.stringify(gltf).length / 4) * 4, " "));
  const file = Buffer.alloc(28 + json.length + bin.length);
  file.write("glTF", 0);
  file.writeUInt32LE(2, 4);
  file.writeUInt32LE(file.length, 8);
  file.writeUInt32LE(json.length, 12);
  file.write("JSON", 16);
  json.copy(file, 20);
  file.writeUInt32LE(bin.length, 20 + json.length);
  file.write("BIN\0", 24 + json.length);
  bin.copy(file, 28 + json.length);
  return file;
}
