/**
 * Backups with S3 storage: the archive lists the bucket's objects, `--with-files` copies their
 * bytes in, and a restore puts copied objects back into the (new) bucket. No S3 service runs on
 * these machines, so, as in files-s3-store.test.ts, the S3 client's HTTP handler answers as a
 * bucket would from a map of keys to bytes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { HttpResponse, type HttpRequest } from "@smithy/core/transport";
import type { S3Config } from "@/lib/config";
import { openDatabase } from "@/lib/db/client";
import { storedFiles } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { s3Client, s3FileStore } from "@/lib/files/s3-store";
import { addressOf } from "@/lib/files/store";
import { openArchive } from "@/lib/backup/archive";
import { writeFileAtomically } from "@/lib/backup/archive-file";
import { dumpDatabase } from "@/lib/backup/dump";
import { restoreArchive } from "@/lib/backup/restore";
import { readAndCheckArchive } from "@/lib/backup/verify";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const SETTINGS: S3Config = {
  bucket: "dseu-files",
  region: "ap-south-1",
  endpoint: "http://127.0.0.1:9000",
  credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" },
};

/** A store whose bucket is `objects`. */
function bucketStore(objects: Map<string, Buffer>) {
  const client = s3Client(SETTINGS);
  client.config.requestHandler = {
    async handle(request: HttpRequest) {
      const key = request.path.replace(`/${SETTINGS.bucket}/`, "");
      let reply: { statusCode: number; body?: Buffer; headers?: Record<string, string> } = { statusCode: 200 };
      if (request.method === "PUT") {
        const body = request.body as Uint8Array | string | Readable;
        const chunks: Buffer[] = [];
        if (body instanceof Uint8Array || typeof body === "string") chunks.push(Buffer.from(body));
        else for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
        objects.set(key, Buffer.concat(chunks));
        reply = { statusCode: 200, headers: { etag: '"x"' } };
      } else if (request.method === "GET") {
        const found = objects.get(key);
        reply = found
          ? { statusCode: 200, body: found, headers: { "content-length": String(found.length) } }
          : {
              statusCode: 404,
              body: Buffer.from("<Error><Code>NoSuchKey</Code><Message>none</Message></Error>"),
              headers: { "content-type": "application/xml" },
            };
      }
      return {
        response: new HttpResponse({
          statusCode: reply.statusCode,
          headers: reply.headers ?? {},
          body: Readable.from(reply.body ? [reply.body] : []),
        }),
      };
    },
  } as unknown as typeof client.config.requestHandler;
  return s3FileStore(SETTINGS, client);
}

let testDb: TestDatabase;
let work: string;
const bytes = crypto.randomBytes(4096);
const address = addressOf(bytes);

beforeAll(async () => {
  testDb = await setupTestDatabase();
  work = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-backup-s3-"));
  await testDb.handle.db.insert(storedFiles).values({
    id: newId(),
    sha256: address.sha256,
    sizeBytes: bytes.length,
    contentType: "application/pdf",
    originalName: "in-the-bucket.pdf",
    storageKey: address.key,
  });
});

afterAll(async () => {
  await testDb.teardown();
  fs.rmSync(work, { recursive: true, force: true });
});

test("with --with-files the objects' bytes travel in the archive and are put back into the new bucket", async () => {
  const source = bucketStore(new Map([[address.key, bytes]]));
  const file = path.join(work, "with-files.gz");
  await writeFileAtomically(file, (out) =>
    dumpDatabase(testDb.handle, out, { store: source, withFiles: true, secretsFrom: undefined }),
  );
  const summary = await readAndCheckArchive(openArchive(file));
  expect(summary.header).toMatchObject({ fileStore: "s3", withFiles: true });
  expect(summary.checksums.files).toMatchObject({ count: 1, bytes: bytes.length });

  const newBucket = new Map<string, Buffer>();
  const target = openDatabase({ kind: "pglite" });
  try {
    const report = await restoreArchive({
      handle: target,
      file,
      store: bucketStore(newBucket),
      force: false,
      dataDir: work,
      keepSecrets: [],
    });
    expect(report.restored.files).toEqual(summary.checksums.files);
    expect(newBucket.get(address.key)?.equals(bytes)).toBe(true);
  } finally {
    await target.close();
  }
}, 180_000);

test("without --with-files the archive lists the objects; a missing object fails a copying backup", async () => {
  const listed = new PassThrough();
  const reading = readAndCheckArchive(listed);
  await dumpDatabase(testDb.handle, listed, {
    store: bucketStore(new Map()),
    withFiles: false,
    secretsFrom: undefined,
  });
  expect((await reading).header).toMatchObject({ fileStore: "s3", withFiles: false });

  await expect(
    writeFileAtomically(path.join(work, "missing.gz"), (out) =>
      dumpDatabase(testDb.handle, out, { store: bucketStore(new Map()), withFiles: true, secretsFrom: undefined }),
    ),
  ).rejects.toThrow(/is missing/);
  expect(fs.readdirSync(work).filter((name) => name.includes("missing"))).toEqual([]);
});
