import path from "node:path";
import { parseArgs } from "node:util";
import { config } from "../lib/config";
import { closeDatabase, databaseHandle } from "../lib/db/client";
import { fileStore } from "../lib/files/store";
import { existingSecrets } from "../lib/backup/files";
import { restoreArchive } from "../lib/backup/restore";
import { describeChecksums } from "../lib/backup/verify";

/**
 * `npm run restore -- <file>`: puts an archive of `npm run backup` into the database that
 * DATABASE_URL / DATA_DIR name, which must be empty (a new data folder or database) unless
 * --force. Prints each table's checksum and the files', as read back from the restored database.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("Usage: npm run restore -- <file> [--force]");
  process.exit(2);
}

// Before the configuration is read: reading it generates an auth-secret in a new data folder.
const keepSecrets = existingSecrets(path.resolve(process.env.DATA_DIR?.trim() || ".data"));
try {
  const settings = config();
  const report = await restoreArchive({
    handle: databaseHandle(),
    file,
    store: fileStore(),
    force: values.force,
    dataDir: settings.dataDir,
    keepSecrets,
  });
  console.log(
    `[restore] Restored ${path.resolve(file)} (taken ${report.archive.header.createdAt}) into ` +
      (settings.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : settings.pgliteDir) +
      "; every checksum below was read back from it and equals the archive's:",
  );
  for (const line of describeChecksums(report.restored)) console.log(`  ${line}`);
  if (report.archive.header.fileStore === "s3" && !report.archive.header.withFiles) {
    console.log("[restore] The files were listed, not copied: the bucket must still hold them.");
  }
  if (report.secretsWritten.length) console.log(`[restore] Secrets written: ${report.secretsWritten.join(", ")}.`);
} catch (error) {
  console.error(`[restore] Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
