import { closeDatabase, databaseHandle } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";

const handle = databaseHandle();
await migrateDatabase(handle);
console.log(`Migrations applied (${handle.kind}).`);
await closeDatabase();
