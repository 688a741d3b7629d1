import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";
import { closeDatabase, databaseHandle, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";

/**
 * Gives a test file its own fresh, migrated database: an in-memory PGlite, or (in the
 * integration-postgres project) a new database created on TEST_DATABASE_URL's server and dropped
 * afterwards, so files can run in parallel. It works through the application's own configuration
 * (DATABASE_URL, DATA_DIR), so the code under test opens exactly what it would in production.
 */
export type TestDatabase = { handle: DatabaseHandle; dataDir: string; teardown(): Promise<void> };

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the integration-postgres project");
  return url;
}

export async function setupTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-test-"));
  process.env.DATA_DIR = dataDir;
  process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  let dropDatabase = async () => {};
  if (process.env.DSEU_TEST_DATABASE === "postgres") {
    const name = `dseu_test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    process.env.DATABASE_URL = "memory:";
  }
  const handle = databaseHandle();
  await migrateDatabase(handle);
  return {
    handle,
    dataDir,
    async teardown() {
      await closeDatabase();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
