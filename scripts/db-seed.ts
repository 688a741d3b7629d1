import { closeDatabase, databaseHandle } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { seedDatabase } from "../lib/db/seed";
import { fileStore } from "../lib/files/store";

const handle = databaseHandle();
await migrateDatabase(handle);
const counts = await seedDatabase(handle.db, fileStore());
const created = Object.entries(counts).filter(([, n]) => n > 0);
console.log(
  created.length
    ? `Seed done. Created: ${created.map(([k, n]) => `${n} ${k}`).join(", ")}.`
    : "Seed done. Created nothing: every seeded record is already there.",
);
await closeDatabase();
