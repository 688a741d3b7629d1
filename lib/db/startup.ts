import { config } from "../config";
import { databaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { isDatabaseEmpty, seedDatabase } from "./seed";
import { fileStore } from "../files/store";
import { ensureAdministrator } from "../auth/bootstrap";
import { seedContent } from "../content/seed";

/**
 * What the server does once when it starts: open the database (taking the PGlite lock), apply
 * pending migrations, seed a fresh database, and make sure an administrator exists.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  const c = config();
  const handle = databaseHandle();
  await migrateDatabase(handle);
  if (c.seedOnEmpty && (await isDatabaseEmpty(handle.db))) {
    const counts = await seedDatabase(handle.db, fileStore());
    log(`[dseu] Seeded a fresh database: ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(", ")}.`);
  } else if (c.seedOnEmpty) {
    // Content that the seed input gained since (a new page) arrives in an existing database too; staff edits stay.
    const added = await handle.db.transaction((tx) => seedContent(tx));
    if (added) log(`[dseu] Seeded ${added} content items.`);
  }
  const admin = await ensureAdministrator(handle.db, { email: c.adminEmail, password: c.adminPassword, dataDir: c.dataDir });
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
  } catch (error) {
    console.error(`[dseu] The server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
