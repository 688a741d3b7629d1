import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";
import { closeDatabase, databaseHandle, openDatabase, setDatabaseHandle, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";
import { fileStore } from "@/lib/files/store";

/**
 * Gives a test file its own fresh database, migrated and filled from a template (the seed, say): an in-memory PGlite,
 * or (in the integration-postgres project) a new database created on TEST_DATABASE_URL's server and
 * dropped afterwards, so files can run in parallel. It works through the application's own
 * configuration (DATABASE_URL, DATA_DIR), so the code under test opens what it would in production.
 *
 * Migrating and seeding took most of a file's time (the seed stores every document and picture),
 * so the first file of a run does it once and keeps the result as a template: a PGlite dump in the
 * temporary folder, or a PostgreSQL template database. Every later file of the run starts from a
 * copy. A run is one jest process: its workers share their parent's process id.
 */
export type TestDatabase = { handle: DatabaseHandle; dataDir: string; teardown(): Promise<void> };

/** What a file's database holds beyond the migrations, built once per run and copied. */
export type Template = { name: string; build(handle: DatabaseHandle): Promise<void> };

/** The seeded site: every record, document and picture of `npm start`'s first run. */
export const SEEDED: Template = {
  name: "seeded",
  build: async (handle) => {
    await seedDatabase(handle.db, fileStore());
  },
};

const MIGRATED: Template = { name: "migrated", build: async () => {} };

const RUN = process.ppid;
const TEMPLATE_PREFIX = "dseu_tpl_";

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the integration-postgres project");
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function prepare(handle: DatabaseHandle, template: Template): Promise<void> {
  await migrateDatabase(handle);
  await template.build(handle);
}

/** The run's template database, made on first use; those of ended runs are dropped. */
async function postgresTemplate(template: Template): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${RUN}_${template.name}`;
  const existing = await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(TEMPLATE_PREFIX.length).split("_")[0]);
      if (pid !== RUN && !isRunning(pid)) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    return rows.some((row) => row.datname === name);
  });
  if (existing) return name;
  // Built under a name of its own and renamed when complete, so a half-made template is never used.
  const building = `${name}_${crypto.randomBytes(4).toString("hex")}`;
  await withAdmin((admin) => admin.query(`create database ${building}`));
  const handle = openDatabase({ kind: "postgres", url: databaseUrl(building), poolMax: 4 });
  setDatabaseHandle(handle);
  try {
    await prepare(handle, template);
  } finally {
    await closeDatabase();
  }
  await withAdmin(async (admin) => {
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      // Another worker finished the same template first.
      await admin.query(`drop database if exists ${building} with (force)`);
    }
  });
  return name;
}

function pgliteTemplateFile(template: Template): string {
  return path.join(os.tmpdir(), `dseu-test-template-${RUN}-${template.name}.tar`);
}

function removeEndedRunsDumps(): void {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^dseu-test-template-(\d+)-/.exec(entry)?.[1]);
    if (pid && pid !== RUN && !isRunning(pid)) fs.rmSync(path.join(os.tmpdir(), entry), { force: true });
  }
}

/** This file's PGlite: from the run's dump of `template`, or made here and dumped for the next files. */
async function pgliteDatabase(template: Template): Promise<DatabaseHandle> {
  const file = pgliteTemplateFile(template);
  if (fs.existsSync(file)) {
    const handle = openDatabase({ kind: "pglite", load: new Blob([fs.readFileSync(file)]) });
    setDatabaseHandle(handle);
    // PGlite starts (and loads the dump) in the background: the file gets it ready, as migrating
    // did, so that the start-up never counts in a test's own time.
    await handle.ping();
    return handle;
  }
  removeEndedRunsDumps();
  const handle = databaseHandle();
  await prepare(handle, template);
  const dump = await handle.pglite!.dumpDataDir("none");
  const partial = `${file}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return handle;
}

export async function setupTestDatabase(template: Template = MIGRATED): Promise<TestDatabase> {
  if (!/^[a-z]+$/.test(template.name)) throw new Error(`a template's name is lowercase letters: ${template.name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-test-"));
  process.env.DATA_DIR = dataDir;
  process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  let dropDatabase = async () => {};
  let handle: DatabaseHandle;
  if (process.env.DSEU_TEST_DATABASE === "postgres") {
    const name = `dseu_test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    // Named before the template is made: the configuration is read once, and the code under
    // test must then open this file's database.
    process.env.DATABASE_URL = databaseUrl(name);
    const source = await postgresTemplate(template);
    await withAdmin((admin) => admin.query(`create database ${name} template ${source}`));
    dropDatabase = async () => {
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    };
    handle = databaseHandle();
  } else {
    process.env.DATABASE_URL = "memory:";
    handle = await pgliteDatabase(template);
  }
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
