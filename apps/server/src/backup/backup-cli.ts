// `npm run backup -- DIR` writes a backup of this install (database, uploaded files, manifest) into
// the new folder DIR; `npm run restore -- DIR` brings one back onto an empty install. Both read the
// same environment as the server (DATABASE_URL, DATA_DIR, S3_*). See docs/operations.md.
import { loadConfig, ConfigError } from "../config.ts";
import { BackupError } from "./backup-error.ts";
import { backupInstall, restoreInstall } from "./backup.ts";

const USAGE = "Usage: npm run backup -- DIR [--s3-list-only]   |   npm run restore -- DIR";

async function main(argv: string[]): Promise<number> {
  const [command, dir, ...flags] = argv;
  const unknown = flags.filter((flag) => flag !== "--s3-list-only");
  if ((command !== "backup" && command !== "restore") || !dir || unknown.length > 0 || (command === "restore" && flags.length > 0)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (command === "backup") {
    const manifest = await backupInstall(config, dir, { now: new Date(), copyObjects: !flags.includes("--s3-list-only") });
    const files = manifest.files.copied ? `${manifest.files.count} files` : `a list of ${manifest.files.count} objects (copy them with your provider's tools)`;
    console.log(`Backed up the ${manifest.database.kind} database and ${files} into ${dir}`);
    return 0;
  }
  const manifest = await restoreInstall(config, dir);
  console.log(`Restored the ${manifest.database.kind} database of ${manifest.created_at} and ${manifest.files.copied ? `${manifest.files.count} files` : "no files (the backup lists them only)"}`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
