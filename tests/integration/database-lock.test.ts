import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { acquireLock, DatabaseLockedError } from "@/lib/db/lock";

const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");

function runMigrateIn(dataDir: string) {
  return spawnSync(tsx, ["scripts/db-migrate.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(40) },
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("the embedded database lock", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-lock-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test("refuses a second process with a message saying what to do", () => {
    const release = acquireLock(path.join(dataDir, "pglite.lock"));
    try {
      const result = runMigrateIn(dataDir);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(`in use by another process (pid ${process.pid})`);
      expect(result.stderr).toContain("DATABASE_URL");
    } finally {
      release();
    }
  });

  test("is released when its process ends, so the next process can open the database", () => {
    expect(runMigrateIn(dataDir).status).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    expect(runMigrateIn(dataDir).status).toBe(0);
  }, 120_000);

  test("left behind by a process that no longer exists is taken over", () => {
    const lockFile = path.join(dataDir, "pglite.lock");
    fs.writeFileSync(lockFile, "999999999\n");
    const release = acquireLock(lockFile);
    expect(fs.readFileSync(lockFile, "utf8").startsWith(`${process.pid}\n`)).toBe(true);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  test("names the holder in its error", () => {
    const error = new DatabaseLockedError("/data/pglite.lock", 42);
    expect(error.message).toMatch(/pid 42/);
  });
});
