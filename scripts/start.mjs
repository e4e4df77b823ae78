// `npm start`: build the web app when it has not been built yet, build the server when its build is
// missing or older than its sources (scripts/build-server.mjs), then run the built server (which
// migrates the database and seeds demo content on an empty one). `npm run dev` runs the TypeScript
// sources through a loader instead, restarting on change.
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureServerBuild, SERVER_BUILD, SERVER_NODE_OPTIONS } from "./build-server.mjs";

const webIndex = new URL("../apps/web/dist/index.html", import.meta.url);
if (!existsSync(webIndex) || process.env.REBUILD_WEB === "1") {
  const build = spawnSync("npm", ["run", "build", "-w", "@soundship/web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await ensureServerBuild();

const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUILD], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
