// `npm run admin -- grant EMAIL` makes a pilot an admin (the Overseer); `revoke EMAIL` undoes it.
// The change reaches every running instance at once: the pilot's cached sessions are refreshed
// through the live channel (decisions/016), so the next request reads the new role.
import path from "node:path";
import { describeTarget, holdsSoundshipData } from "./admin-target.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { setPilotRole } from "./core/users/set-role.ts";
import { openDatabase } from "./db/client.ts";

const USAGE = "Usage: npm run admin -- grant|revoke EMAIL";

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if ((command !== "grant" && command !== "revoke") || !email) {
    console.error(USAGE);
    return 2;
  }
  // Checked before the configuration is loaded: loading it would create DATA_DIR.
  const target = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.resolve(process.env.DATA_DIR || "./data") };
  if (!(await holdsSoundshipData(target))) {
    console.error(`No Soundship data in ${describeTarget(target)}: nothing was changed. Set DATA_DIR or DATABASE_URL to the server's.`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(`Using ${describeTarget(target)}`);
    const updated = await setPilotRole(database.db, email, command === "grant" ? "admin" : "user");
    if (updated.length === 0) {
      console.error(`No pilot with the e-mail ${email} in ${describeTarget(target)}`);
      return 1;
    }
    console.log(command === "grant" ? `${email} is now an admin` : `${email} is no longer an admin`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
