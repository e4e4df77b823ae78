// The built server in production mode on the embedded database in a temporary folder, serving a
// given web build.
import { startBuiltServer as start } from "../lib/built-server.mjs";

/** Starts the server with `webDist` as its web app; resolves once it answers, with `base` and `stop()`. */
export async function startBuiltServer(webDist) {
  const { origin, stop } = await start({
    env: { NODE_ENV: "production", AUTH_SECRET: "lighthouse-bench-secret-".padEnd(40, "x"), DATABASE_URL: "", WEB_DIST: webDist, LOG_LEVEL: "error" },
  });
  return { base: origin, stop };
}
