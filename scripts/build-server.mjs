// Builds the server into one JavaScript file, apps/server/dist/server.js, which `npm start` runs.
// `node scripts/build-server.mjs` builds when the build is missing or older than its sources
// (REBUILD_SERVER=1 forces it); `--force` always builds.
//
// esbuild bundles the server's own TypeScript and the workspace package @soundship/shared (whose
// package points at its TypeScript sources); every other package stays an import from node_modules.
// Source files that find their neighbours through `import.meta` (the migrations folder, the web build)
// keep finding them: `import.meta.url` is rewritten to the source file's own URL, relative to the bundle.
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(root, "apps/server/src/server.ts");
export const SERVER_BUILD = path.join(root, "apps/server/dist/server.js");
/**
 * Node's options for the built server, wherever it runs (`npm start`, the image, the benchmarks).
 * `--initial-old-space-size` is also the floor of V8's old-generation limit. V8 starts a full marking
 * whenever the room left under that limit is smaller than the young generation's capacity; with a
 * heap of ~50 MB the limit settled at ~73 MB in some processes, and a 1 GB upload's socket buffers
 * then brought a full collection every 70 ms: the endpoint ran at half its speed
 * (docs/performance.md). With the floor at 128 MB the room stays larger than the young generation.
 */
export const SERVER_NODE_OPTIONS = ["--enable-source-maps", "--initial-old-space-size=128"];
// The operator's command-line tools are built beside the server, so an image without development
// dependencies (no tsx) runs them too: dist/admin.js and dist/backup.js.
const TOOLS = { admin: path.join(root, "apps/server/src/admin.ts"), backup: path.join(root, "apps/server/src/backup/backup-cli.ts") };
const SOURCES = ["apps/server/src", "apps/server/package.json", "packages/shared/src", "packages/shared/package.json", "scripts/build-server.mjs"];

/** Latest modification time under `target` (a file or a folder), 0 when it does not exist. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** True when there is no build, or a source it is made of changed after it was made. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_BUILD) || process.env.REBUILD_SERVER === "1") return true;
  return Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source)))) > statSync(SERVER_BUILD).mtimeMs;
}

/** Rewrites `import.meta.url` / `import.meta.dirname` of a bundled source file to that file's location. */
const sourceLocations = {
  name: "source-locations",
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, "utf8");
      if (contents.includes("import.meta")) {
        const fromBundle = JSON.stringify(path.relative(path.dirname(SERVER_BUILD), args.path).split(path.sep).join("/"));
        const url = `new URL(${fromBundle}, import.meta.url)`;
        contents = contents
          .replaceAll("import.meta.url", `${url}.href`)
          .replaceAll("import.meta.dirname", `__bundleDirname(__bundleFileURLToPath(${url}))`)
          .replaceAll("import.meta.filename", `__bundleFileURLToPath(${url})`);
      }
      return { contents, loader: "ts" };
    });
  },
};

/** Packages stay imports, except our own workspace packages, which ship TypeScript and are bundled. */
const packagesExternal = {
  name: "packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@soundship/") ? undefined : { path: args.path, external: true }));
  },
};

/** Builds the bundle and moves it into place, so a server starting meanwhile never reads half a file. */
export async function buildServer() {
  const { outputFiles } = await build({
    entryPoints: { server: entry, ...TOOLS },
    outdir: path.dirname(SERVER_BUILD),
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    sourcesContent: false,
    logLevel: "warning",
    banner: {
      js: 'import { fileURLToPath as __bundleFileURLToPath } from "node:url"; import { dirname as __bundleDirname } from "node:path";',
    },
    plugins: [packagesExternal, sourceLocations],
  });
  await mkdir(path.dirname(SERVER_BUILD), { recursive: true });
  // The map first: a bundle in place always has its map.
  for (const file of [...outputFiles].sort((a, b) => Number(b.path.endsWith(".map")) - Number(a.path.endsWith(".map")))) {
    const temp = `${file.path}.${process.pid}.tmp`;
    await writeFile(temp, file.contents);
    await rename(temp, file.path);
  }
}

/** Builds when the build is missing or stale; returns whether it built. */
export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  if (process.argv.includes("--force")) await buildServer();
  else if (!(await ensureServerBuild())) {
    console.log(`server build is up to date: ${path.relative(root, SERVER_BUILD)}`);
    process.exit(0);
  }
  console.log(`built ${path.relative(root, SERVER_BUILD)} in ${Date.now() - started} ms`);
}
