/**
 * `npm run backup` while the server holds the embedded database: the server streams the archive
 * through its loopback endpoint to the caller holding the token from the data folder; anyone else
 * finds no such path.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { backupRuns, storedFileContents, storedFiles } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { sha256Hex } from "@/lib/files/store";
import { openArchive } from "@/lib/backup/archive";
import { answerBackupRequest, backupThroughServer, BACKUP_PATH, publishBackupEndpoint } from "@/lib/backup/endpoint";
import { databaseChecksums } from "@/lib/backup/restore";
import { readAndCheckArchive } from "@/lib/backup/verify";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
let server: http.Server;
let port: number;

beforeAll(async () => {
  testDb = await setupTestDatabase();
  // A stored file with its bytes: what the archive must carry besides the rows.
  const bytes = Buffer.from("%PDF-1.4 a small document");
  const sha256 = sha256Hex(bytes);
  const fileId = newId();
  await testDb.handle.db.insert(storedFiles).values({
    id: fileId,
    sha256,
    sizeBytes: bytes.length,
    contentType: "application/pdf",
    originalName: "small.pdf",
    storageKey: `${sha256.slice(0, 2)}/${sha256}`,
  });
  await testDb.handle.db.insert(storedFileContents).values({ fileId, bytes });
  server = http.createServer((req, res) => {
    if (!answerBackupRequest(req, res)) res.writeHead(200).end("the site");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  publishBackupEndpoint(port);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testDb.teardown();
});

test("the server writes the archive the command asked for; it is checked and renamed once complete", async () => {
  const file = path.join(testDb.dataDir, "through-server.gz");
  const before = await testDb.handle.db.transaction((tx) => databaseChecksums(tx));
  const result = await backupThroughServer(testDb.dataDir, file, { withFiles: false, withSecrets: false });
  expect(fs.statSync(file).size).toBe(result.sizeBytes);
  const summary = await readAndCheckArchive(openArchive(file));
  expect(summary.checksums).toEqual(result.checksums);
  expect(result.checksums).toEqual(before);
  expect(result.checksums.files).toMatchObject({ count: 1, bytes: 25 });
  expect(fs.readdirSync(testDb.dataDir).filter((name) => name.includes("partial"))).toEqual([]);
  const [run] = await testDb.handle.db.select().from(backupRuns);
  expect(run).toMatchObject({ ok: true, trigger: "command", fileName: file, sizeBytes: result.sizeBytes });
});

test("without the data folder's token the path does not exist", async () => {
  const ask = (headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}${BACKUP_PATH}`, { method: "POST", headers });
  expect((await ask({})).status).toBe(404);
  expect((await ask({ authorization: "Bearer guessed" })).status).toBe(404);
  const endpoint = JSON.parse(fs.readFileSync(path.join(testDb.dataDir, "backup-endpoint.json"), "utf8")) as {
    token: string;
  };
  expect((fs.statSync(path.join(testDb.dataDir, "backup-endpoint.json")).mode & 0o077) === 0).toBe(true);
  const get = await fetch(`http://127.0.0.1:${port}${BACKUP_PATH}`, {
    headers: { authorization: `Bearer ${endpoint.token}` },
  });
  expect(get.status).toBe(404);
});

test("a request target that is no URL passes by to the site (it used to throw and leave the request unanswered)", async () => {
  const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: "//", method: "GET" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode, body }));
    });
    request.setTimeout(5_000, () => request.destroy(new Error("no answer")));
    request.on("error", reject);
    request.end();
  });
  expect(answer).toEqual({ status: 200, body: "the site" });
});
