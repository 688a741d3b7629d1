import { config } from "../config";
import { databaseHandle, type DatabaseHandle } from "./client";
import { applyMigrations, withStartupLock } from "./migrate";
import { isDatabaseEmpty, seedDatabase } from "./seed";
import { fileStore } from "../files/store";
import { startFileSweeps, sweepStoredFiles } from "../files/sweep";
import { startOcrRunner } from "../ocr/runner";
import { ensureAdministrator } from "../auth/bootstrap";
import { seedContent } from "../content/seed";
import { markDatabaseStarted } from "./startup-state";

/**
 * What the server does once when it starts: open the database (taking the PGlite lock), apply
 * pending migrations, seed a fresh database, sweep what an interrupted upload left behind
 * (lib/files/sweep.ts), and make sure an administrator exists. On PostgreSQL all of it runs under
 * one advisory lock, so that instances starting together neither migrate nor seed twice.
 */
export async function prepareDatabase(
  log: (line: string) => void = console.log,
  handle: DatabaseHandle = databaseHandle(),
): Promise<void> {
  await withStartupLock(handle, () => prepareLocked(handle, log));
}

async function prepareLocked(handle: DatabaseHandle, log: (line: string) => void): Promise<void> {
  const c = config();
  await applyMigrations(handle);
  if (c.seedOnEmpty && (await isDatabaseEmpty(handle.db))) {
    const counts = await seedDatabase(handle.db, fileStore());
    log(
      `[dseu] Seeded a fresh database: ${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")}.`,
    );
  } else if (c.seedOnEmpty) {
    // Content that the seed input gained since (a new page) arrives in an existing database too; staff edits stay.
    const added = await handle.db.transaction((tx) => seedContent(tx));
    if (added) log(`[dseu] Seeded ${added} content items.`);
  }
  await sweepStoredFiles({ database: handle.db, log });
  const admin = await ensureAdministrator(handle.db, {
    email: c.adminEmail,
    password: c.adminPassword,
    dataDir: c.dataDir,
  });
  if (admin.created && admin.generatedPassword) {
    log(
      [
        "",
        "[dseu] No administrator existed, so one was created. This password is shown only once:",
        `[dseu]   email:    ${admin.email}`,
        `[dseu]   password: ${admin.generatedPassword}`,
        `[dseu] (also saved, readable only by you, in ${admin.passwordFile})`,
        "",
      ].join("\n"),
    );
  } else if (admin.created) {
    log(`[dseu] Created the administrator ${admin.email} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  }
}

/** Called by instrumentation.ts: a server whose database cannot be prepared must not serve. */
export async function prepareDatabaseOrExit(): Promise<void> {
  try {
    await prepareDatabase();
    // The start-up sweep ran; later leftovers (an upload cut off while the server runs) go on a timer.
    startFileSweeps(config().fileSweepIntervalMs, { log: console.log });
    startOcrRunner();
    markDatabaseStarted();
  } catch (error) {
    console.error(`[dseu] The server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
