// `npm start`: build the web app when it has not been built yet, then run the server
// (which migrates the database and seeds demo content on an empty one).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const webIndex = new URL("../apps/web/dist/index.html", import.meta.url);
if (!existsSync(webIndex) || process.env.REBUILD_WEB === "1") {
  const build = spawnSync("npm", ["run", "build", "-w", "@soundship/web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
