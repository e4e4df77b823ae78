/// <reference types="node" />
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller files are sent as they are (the server's on-the-fly threshold too). */
const MIN_BYTES = 1024;
const TEXT = /\.(js|css|svg|json|html|wasm)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text asset of the build, at the highest
 * levels, for the server to send as they are (@fastify/static's `preCompressed`): compressing the same
 * files again for every page load was CPU spent per request, and at a lower level than a build can
 * afford.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "soundship-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle)
        .map((output) => ({ name: output.fileName, bytes: output.type === "chunk" ? Buffer.from(output.code) : Buffer.from(output.source) }))
        .filter(({ name, bytes }) => TEXT.test(name) && bytes.length >= MIN_BYTES);
      await Promise.all(
        files.map(async ({ name, bytes }) => {
          const file = path.join(outDir, name);
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
          await writeFile(`${file}.br`, await brotli(bytes, { params }));
          await writeFile(`${file}.gz`, await gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}
