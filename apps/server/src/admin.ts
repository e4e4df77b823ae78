// `npm run admin -- grant EMAIL` makes a pilot an admin (the Overseer); `revoke EMAIL` undoes it.
import { eq } from "drizzle-orm";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { users } from "./db/schema.ts";

const USAGE = "Usage: npm run admin -- grant|revoke EMAIL";

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if ((command !== "grant" && command !== "revoke") || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const updated = await database.db
      .update(users)
      .set({ role: command === "grant" ? "admin" : "user" })
      .where(eq(users.email, email.toLowerCase()))
      .returning({ email: users.email });
    if (updated.length === 0) {
      console.error(`No pilot with the e-mail ${email}`);
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
