import { closeDatabase, databaseHandle } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { seedDatabase } from "../lib/db/seed";
import { fileStore } from "../lib/files/store";

const handle = databaseHandle();
await migrateDatabase(handle);
const counts = await seedDatabase(handle.db, fileStore());
console.log(
  `Seed done. Created: ${Object.entries(counts)
    .map(([k, n]) => `${n} ${k}`)
    .join(", ")}.`,
);
await closeDatabase();
