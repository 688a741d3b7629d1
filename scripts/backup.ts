import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { config, ConfigError } from "../lib/config";
import { closeDatabase, databaseHandle } from "../lib/db/client";
import { DatabaseLockedError } from "../lib/db/lock";
import { openArchive } from "../lib/backup/archive";
import { backupThroughServer } from "../lib/backup/endpoint";
import { backupToFile } from "../lib/backup/take";
import { describeChecksums, readAndCheckArchive } from "../lib/backup/verify";

/**
 * `npm run backup -- <file>`: one consistent archive of the database that DATABASE_URL / DATA_DIR
 * name (every table, the uploaded files' bytes; with S3 storage their list, or with --with-files
 * their bytes; the data folder's generated secrets only with --with-secrets), taken while the site
 * runs. `npm run backup -- --verify <file>` checks an archive without restoring it.
 */
const USAGE =
  "Usage: npm run backup -- <file> [--with-files] [--with-secrets]\n       npm run backup -- --verify <file>";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    verify: { type: "boolean", default: false },
    "with-files": { type: "boolean", default: false },
    "with-secrets": { type: "boolean", default: false },
  },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

async function verify(archive: string): Promise<void> {
  const summary = await readAndCheckArchive(openArchive(archive));
  console.log(
    `[backup] ${archive} is complete and sound: taken ${summary.header.createdAt} from ${summary.header.database}, ` +
      `${summary.header.migrations.length} migrations, files ${summary.header.fileStore === "s3" ? (summary.header.withFiles ? "copied from S3" : "listed (kept in S3)") : "in the database"}` +
      (summary.secrets.length ? `, secrets: ${summary.secrets.join(", ")}` : ""),
  );
  for (const line of describeChecksums(summary.checksums)) console.log(`  ${line}`);
}

async function backup(target: string): Promise<void> {
  const settings = config();
  const request = { withFiles: values["with-files"], withSecrets: values["with-secrets"] };
  if (settings.inMemoryDatabase)
    throw new ConfigError("DATABASE_URL=memory: is a throw-away database: there is nothing to back up");
  if (!settings.databaseUrl && !fs.existsSync(settings.pgliteDir)) {
    throw new ConfigError(`there is no embedded database in ${settings.pgliteDir} (check DATA_DIR)`);
  }
  let result;
  try {
    result = await backupToFile(target, { ...request, trigger: "command" }, databaseHandle());
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    // The running server holds the embedded database: it takes the backup itself.
    console.log(`[backup] The server (pid ${error.holderPid}) holds the database; asking it for the backup.`);
    result = await backupThroughServer(settings.dataDir, target, request);
  }
  console.log(`[backup] Wrote ${path.resolve(target)} (${result.sizeBytes} bytes).`);
  for (const line of describeChecksums(result.checksums)) console.log(`  ${line}`);
}

try {
  if (values.verify) await verify(file);
  else await backup(file);
} catch (error) {
  console.error(`[backup] Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
