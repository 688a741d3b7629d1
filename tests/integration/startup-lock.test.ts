import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { prepareDatabase } from "@/lib/db/startup";

/**
 * N instances starting together against one fresh PostgreSQL database: the start-up work
 * (migrations, first seed, administrator) must happen exactly once, and every instance must start.
 * Only in the integration-postgres project: PGlite is one process by construction.
 */
const onPostgres = process.env.DSEU_TEST_DATABASE === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
const INSTANCES = 4;

const journal = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "lib/db/migrations/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

(onPostgres ? describe : describe.skip)("instances starting together on PostgreSQL", () => {
  const name = `cluster_startup_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handles: DatabaseHandle[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-startup-"));

  async function admin(query: string) {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  }

  async function count(query: string): Promise<number> {
    const result = await handles[0]!.pool!.query<{ n: string }>(query);
    return Number(result.rows[0]!.n);
  }

  beforeEach(async () => {
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = url.toString();
    process.env.AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
    await admin(`create database ${name}`);
    handles = Array.from({ length: INSTANCES }, () =>
      openDatabase({ kind: "postgres", url: url.toString(), poolMax: 3 }),
    );
  });

  afterEach(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin(`drop database if exists ${name} with (force)`);
  });

  afterAll(async () => {
    const { closeDatabase } = await import("@/lib/db/client");
    await closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("concurrent migrators apply every migration once and all succeed", async () => {
    await Promise.all(handles.map((h) => migrateDatabase(h)));
    expect(await count("select count(*) as n from drizzle.__drizzle_migrations")).toBe(journal.entries.length);
  });

  test("concurrent start-ups seed once and create one administrator", async () => {
    const lines: string[] = [];
    await Promise.all(handles.map((h) => prepareDatabase((line) => lines.push(line), h)));
    expect(lines.filter((line) => line.includes("Seeded a fresh database"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("administrator") && line.includes("created"))).toHaveLength(1);
    expect(await count("select count(*) as n from users where role = 'Admin'")).toBe(1);
    expect(await count("select count(*) - count(distinct slug) as n from campuses")).toBe(0);
  });
});

if (!onPostgres) {
  test.skip("instances starting together on PostgreSQL: runs in the integration-postgres project (set TEST_DATABASE_URL)", () => {});
}
