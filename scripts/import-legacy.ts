import path from "node:path";
import { closeDatabase, databaseHandle } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { formatImportReport, importLegacyFolder } from "../lib/legacy/import";

/** npm run import:legacy -- <folder>: loads the old backend's JSON exports into the configured database. */
const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run import:legacy -- <folder with campus.json, departments.json, ...>");
  process.exit(2);
}

try {
  const handle = databaseHandle();
  await migrateDatabase(handle);
  const report = await importLegacyFolder(path.resolve(folder), handle.db);
  console.log(formatImportReport(report));
} catch (error) {
  console.error(`Legacy import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  // Closing releases the embedded database's lock for the next process.
  await closeDatabase();
}
