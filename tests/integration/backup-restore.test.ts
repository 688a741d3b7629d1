/**
 * A backup taken while the site is busy restores into a new, empty target as the same site: every
 * table's rows and every file's bytes (checked by the restore's checksums, read back from the
 * target), and the same public reads. Runs on PGlite and, in the integration-postgres project,
 * on PostgreSQL (source and target each a database of their own).
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Client } from "pg";
import { like } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { backupRuns, notices } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed";
import { fileStore } from "@/lib/files/store";
import { createNotice } from "@/lib/notices/service";
import { listNotices } from "@/lib/notices/queries";
import { listPrograms } from "@/lib/programs/queries";
import { listCampuses } from "@/lib/campuses/queries";
import { findPublishedPage } from "@/lib/content/queries";
import { createUser } from "@/lib/users/service";
import { getSingleContentItem, saveDraft } from "@/lib/content/service";
import type { ContentData } from "@/lib/content/schema";
import { ArchiveError, openArchive } from "@/lib/backup/archive";
import { backupToFile } from "@/lib/backup/take";
import { databaseChecksums, restoreArchive, RestoreRefusedError } from "@/lib/backup/restore";
import { readAndCheckArchive } from "@/lib/backup/verify";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";
import { EDITOR_ACTOR, importLines, line, openRound } from "../helpers/admissions";
import { fileOf, realPdf } from "./api-pdf-fixtures";

const onPostgres = process.env.DSEU_TEST_DATABASE === "postgres";
const holder = globalThis as typeof globalThis & { __dseuDatabase?: DatabaseHandle };
const ADMIN: Actor = { kind: "user", id: "65f0000000000000000000aa", email: "admin@example.org", role: "Admin" };

let source: TestDatabase;
let work: string;
const targets: { handle: DatabaseHandle; drop: () => Promise<void> }[] = [];

/** A new empty target: an in-memory PGlite, or a new database on the test server. */
async function newTarget(): Promise<DatabaseHandle> {
  if (!onPostgres) {
    const handle = openDatabase({ kind: "pglite" });
    targets.push({ handle, drop: async () => {} });
    return handle;
  }
  const name = `dseu_restore_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: "postgres", url: url.toString() });
  targets.push({
    handle,
    drop: async () => {
      const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  });
  return handle;
}

/** Runs domain reads against another database, as a server opened on it would. */
async function readingFrom<T>(handle: DatabaseHandle, read: () => Promise<T>): Promise<T> {
  const own = holder.__dseuDatabase;
  holder.__dseuDatabase = handle;
  try {
    return await read();
  } finally {
    holder.__dseuDatabase = own;
  }
}

const publicReads = async () => ({
  programs: await listPrograms(),
  campuses: await listCampuses(),
  announcements: await listNotices({ section: "announcements", archived: false, page: 1, limit: 50 }),
  about: await findPublishedPage("/about-us/About-the-University"),
});

beforeAll(async () => {
  source = await setupTestDatabase();
  work = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-backup-test-"));
  await seedDatabase(source.handle.db, fileStore());
  // The secret a server without AUTH_SECRET generates into its data folder.
  fs.writeFileSync(path.join(source.dataDir, "auth-secret"), "a-generated-secret-of-the-data-folder\n");
  await createNotice(
    EDITOR_ACTOR,
    { fileName: "Backup test notice", section: "announcements" },
    fileOf(realPdf("seat-confirmation-pg.pdf"), "notice.pdf"),
  );
  await createUser(ADMIN, { email: "staff.backup@example.org", role: "Editor", password: "a-long-password-123" });
  await openRound("diploma", 1);
  await importLines("diploma", 1, [line(), line(), line()]);
  const popup = await getSingleContentItem(ADMIN, "admission-popup");
  const data = popup.draft as ContentData<"admission-popup">;
  const changed = {
    ...data,
    items: [{ ...data.items[0]!, href: "/admission/result/diploma/round3" }, ...data.items.slice(1)],
  };
  await saveDraft(ADMIN, popup.id, { data: changed, version: popup.version });
}, 180_000);

afterAll(async () => {
  for (const target of targets) {
    await target.handle.close();
    await target.drop();
  }
  await source.teardown();
  fs.rmSync(work, { recursive: true, force: true });
});

test("a backup taken while notices are uploaded and pages read restores as the same site", async () => {
  const before = await publicReads();
  // Requests being served: uploads into another board, and public reads, until the backup ends.
  let busy = true;
  let uploads = 0;
  const traffic = (async () => {
    while (busy) {
      await createNotice(
        EDITOR_ACTOR,
        { fileName: `Uploaded during the backup ${uploads}`, section: "ad circulars" },
        fileOf(new Uint8Array([...realPdf("seat-confirmation-pg.pdf"), 10, uploads % 256]), "tender.pdf"),
      );
      uploads++;
      await publicReads();
    }
  })();
  const file = path.join(work, "site.gz");
  const taken = await backupToFile(file, { trigger: "command", withFiles: false, withSecrets: false });
  busy = false;
  await traffic;
  expect(uploads).toBeGreaterThan(0);

  const target = await newTarget();
  const report = await restoreArchive({
    handle: target,
    file,
    store: fileStore(),
    force: false,
    dataDir: work,
    keepSecrets: [],
  });
  // Every table and the files, read back from the target, equal the archive's snapshot.
  expect(report.restored).toEqual(taken.checksums);
  expect(await target.db.transaction((tx) => databaseChecksums(tx))).toEqual(taken.checksums);
  expect(taken.checksums.tables.users!.rows).toBe(1);
  expect(taken.checksums.tables.admission_results!.rows).toBe(3);
  expect(taken.checksums.tables.content_revisions!.rows).toBeGreaterThan(0);
  expect(taken.checksums.files.count).toBeGreaterThan(1);
  // A snapshot: each notice uploaded during the backup is in it with its file, or not at all.
  const duringBackup = await target.db.select().from(notices).where(like(notices.title, "Uploaded during the backup%"));
  for (const notice of duringBackup) expect(notice.fileId).not.toBeNull();
  // The restored site reads as the source did (the uploads went to another board).
  expect(await readingFrom(target, publicReads)).toEqual(before);
  // The run is recorded for the dashboard, after its archive was taken (so not in it).
  const runs = await source.handle.db.select().from(backupRuns);
  expect(runs).toMatchObject([{ ok: true, trigger: "command", sizeBytes: fs.statSync(file).size }]);
  expect(taken.checksums.tables.backup_runs!.rows).toBe(0);

  // A second restore into the now non-empty target is refused; with force it replaces the contents.
  await expect(
    restoreArchive({ handle: target, file, store: fileStore(), force: false, dataDir: work, keepSecrets: [] }),
  ).rejects.toThrow(RestoreRefusedError);
  const again = await restoreArchive({
    handle: target,
    file,
    store: fileStore(),
    force: true,
    dataDir: work,
    keepSecrets: [],
  });
  expect(again.restored).toEqual(taken.checksums);
});

test("verify refuses an archive that was cut short or altered", async () => {
  const file = path.join(work, "whole.gz");
  await backupToFile(file, { trigger: "command", withFiles: false, withSecrets: true });
  const summary = await readAndCheckArchive(openArchive(file));
  expect(summary.secrets).toEqual(["auth-secret"]);
  // The secret goes into the new data folder, over one its restoring process generated; one that was there stays.
  const newFolder = fs.mkdtempSync(path.join(work, "new-"));
  fs.writeFileSync(path.join(newFolder, "auth-secret"), "generated-by-the-restoring-process\n");
  const restored = await restoreArchive({
    handle: await newTarget(),
    file,
    store: fileStore(),
    force: false,
    dataDir: newFolder,
    keepSecrets: [],
  });
  expect(restored.secretsWritten).toEqual(["auth-secret"]);
  expect(fs.readFileSync(path.join(newFolder, "auth-secret"), "utf8")).toBe("a-generated-secret-of-the-data-folder\n");
  const keptFolder = fs.mkdtempSync(path.join(work, "kept-"));
  fs.writeFileSync(path.join(keptFolder, "auth-secret"), "this machine's own\n");
  const kept = await restoreArchive({
    handle: await newTarget(),
    file,
    store: fileStore(),
    force: false,
    dataDir: keptFolder,
    keepSecrets: ["auth-secret"],
  });
  expect(kept.secretsWritten).toEqual([]);
  expect(fs.readFileSync(path.join(keptFolder, "auth-secret"), "utf8")).toBe("this machine's own\n");

  const bytes = fs.readFileSync(file);
  const cut = path.join(work, "cut.gz");
  fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
  await expect(readAndCheckArchive(openArchive(cut))).rejects.toThrow(ArchiveError);

  // An altered row: the archive re-compressed with one row's text changed.
  const zlib = await import("node:zlib");
  const text = zlib.gunzipSync(bytes).toString("utf8");
  const altered = text.replace(/("name": ")([^"]+)/, "$1Altered");
  expect(altered).not.toBe(text);
  const changed = path.join(work, "changed.gz");
  fs.writeFileSync(changed, zlib.gzipSync(altered));
  await expect(readAndCheckArchive(openArchive(changed))).rejects.toThrow(/do not match its checksum/);
  const target = await newTarget();
  await expect(
    restoreArchive({ handle: target, file: changed, store: fileStore(), force: false, dataDir: work, keepSecrets: [] }),
  ).rejects.toThrow(ArchiveError);
});
