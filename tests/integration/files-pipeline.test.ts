/**
 * The one upload pipeline and the shared file store (issue 12 item 1; issue 14 "Files" and
 * faults 5, 6 and 9): visitors' attachments pass the same PDF check as staff uploads, PDFs with
 * active content are refused, bytes live in the database with a local read-through copy per
 * instance, and the start-up sweep removes what an interrupted upload left behind.
 */
process.env.SEED_ON_EMPTY = "false";

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { config } from "@/lib/config";
import type { Database } from "@/lib/db/client";
import { campuses, storedFileContents, storedFiles, submissions } from "@/lib/db/schema";
import { prepareDatabase } from "@/lib/db/startup";
import { newId } from "@/lib/ids";
import { createRateLimiter } from "@/lib/rate-limit";
import { acceptPdf } from "@/lib/files/upload";
import { localCopies } from "@/lib/files/local-copy";
import { addressOf, databaseFileStore, readBody } from "@/lib/files/store";
import { findStoredFile, isPrivateFile } from "@/lib/files/queries";
import { discardSpool, spoolFolder, spoolStream } from "@/lib/files/spool";
import { startFileSweeps } from "@/lib/files/sweep";
import { readFileBytes, releaseFileRow, writeWithFile } from "@/lib/files/service";
import { submitGrievance, type SubmissionDependencies } from "@/lib/submissions/service";
import type { GrievanceInput } from "@/lib/submissions/schema";
import * as storedFile from "@/app/files/[id]/[name]/route";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
let database: Database;
const visitor = { kind: "anonymous" as const, ip: "203.0.113.9", userAgent: "jest" };

beforeAll(async () => {
  testDb = await setupTestDatabase();
  database = testDb.handle.db;
  await database
    .insert(campuses)
    .values({ id: newId(), name: "DSEU Dwarka Campus", slug: "dseu-dwarka-campus", zone: "west" });
});
afterAll(() => testDb.teardown());
beforeEach(async () => {
  await database.delete(submissions);
  await database.delete(storedFiles);
  fs.rmSync(config().filesDir, { recursive: true, force: true });
});

const rows = async (table: typeof storedFiles | typeof storedFileContents | typeof submissions) =>
  Number((await database.select({ n: count() }).from(table))[0]!.n);
const filesOnDisk = () =>
  fs.existsSync(config().filesDir)
    ? fs
        .readdirSync(config().filesDir, { recursive: true, encoding: "utf8" })
        .filter((entry) => entry.includes("/"))
        .sort()
    : [];

function deps(): SubmissionDependencies {
  return { limiter: createRateLimiter("test-files-pipeline", { limit: 100, windowMs: 60_000 }) };
}

function grievance(attachment: File): GrievanceInput {
  return {
    name: "Asha Verma",
    email: "asha@example.org",
    phone: "9876543210",
    campus: "dseu-dwarka-campus",
    category: "exam",
    subject: "Marks missing in the result",
    description: "My internal assessment marks are not shown in the published result.",
    attachment,
  };
}

async function plainPdf(text = "Hall ticket"): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return document.save();
}

const pdfFile = (bytes: Uint8Array, name = "evidence.pdf") =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

/** A ZIP archive holding the PDF uncompressed, so the PDF's header sits in its first kilobyte. */
function zipContaining(pdf: Uint8Array): Uint8Array {
  const name = Buffer.from("evidence.pdf");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(pdf.byteLength, 18);
  header.writeUInt32LE(pdf.byteLength, 22);
  header.writeUInt16LE(name.byteLength, 26);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return new Uint8Array(Buffer.concat([header, name, pdf, end]));
}

describe("visitors' attachments pass the same PDF check as staff uploads (fault 5)", () => {
  test.each([
    ["a ZIP archive containing a PDF", async () => zipContaining(await plainPdf())],
    [
      "an HTML page followed by a PDF",
      async () =>
        new Uint8Array(
          Buffer.concat([Buffer.from("<!doctype html><script>alert(document.cookie)</script>\n"), await plainPdf()]),
        ),
    ],
  ])("%s is refused as an attachment and as a staff upload, and nothing is stored", async (_name, make) => {
    const bytes = await make();
    await expect(submitGrievance(visitor, grievance(pdfFile(bytes)), deps())).rejects.toMatchObject({
      status: 400,
      field: "attachment",
      message: "The attachment must be a PDF file.",
    });
    await expect(acceptPdf(pdfFile(bytes))).rejects.toMatchObject({
      status: 415,
      message: "pdf: only PDF files are accepted; this file is not a PDF.",
    });
    expect(await rows(submissions)).toBe(0);
    expect(await rows(storedFiles)).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  test("a PDF cut off before %%EOF is refused as an attachment", async () => {
    const whole = await plainPdf();
    const cut = whole.slice(0, whole.byteLength - 200);
    await expect(submitGrievance(visitor, grievance(pdfFile(cut)), deps())).rejects.toMatchObject({
      field: "attachment",
      message: "The attachment could not be read as a PDF. Please check the file and try again.",
    });
  });

  test("right-to-left overrides and other format characters are taken out of the attachment's name", async () => {
    const receipt = await submitGrievance(
      visitor,
      grievance(pdfFile(await plainPdf(), "invoice\u202Efdp.exe\u200B.pdf")),
      deps(),
    );
    const [row] = await database
      .select({ name: storedFiles.originalName })
      .from(submissions)
      .innerJoin(storedFiles, eq(storedFiles.id, submissions.fileId))
      .where(eq(submissions.id, receipt.id));
    expect(row!.name).toBe("invoicefdp.exe.pdf");
  });
});

/** PDFs that run code when opened, built the ways such documents hook their actions. */
async function activePdf(kind: "open-action" | "names" | "launch", useObjectStreams: boolean): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText("Admit card");
  const context = document.context;
  const script = () =>
    context.obj({ S: "JavaScript", JS: PDFString.of("app.launchURL('https://attacker.example/');") });
  if (kind === "open-action") document.catalog.set(PDFName.of("OpenAction"), script());
  if (kind === "names")
    document.catalog.set(
      PDFName.of("Names"),
      context.obj({ JavaScript: context.obj({ Names: [PDFString.of("run"), context.register(script())] }) }),
    );
  if (kind === "launch") {
    const link = context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [0, 0, 200, 50],
      A: context.obj({ S: "Launch", F: PDFString.of("cmd.exe") }),
    });
    page.node.set(PDFName.of("Annots"), context.obj([context.register(link)]));
  }
  return document.save({ useObjectStreams });
}

describe("PDFs with active content are refused (fault 9)", () => {
  test.each([
    ["/OpenAction JavaScript", "open-action"],
    ["a document-level script", "names"],
    ["a /Launch action on a link", "launch"],
  ] as const)("%s, in plain objects or in object streams, by every upload path", async (_name, kind) => {
    for (const objectStreams of [false, true]) {
      const bytes = await activePdf(kind, objectStreams);
      await expect(acceptPdf(pdfFile(bytes), { field: "pdf" })).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/^pdf: the PDF contains active content/),
      });
      await expect(submitGrievance(visitor, grievance(pdfFile(bytes)), deps())).rejects.toMatchObject({
        field: "attachment",
        message: expect.stringMatching(/^The PDF contains active content/),
      });
    }
    expect(await rows(storedFiles)).toBe(0);
  });

  test("a script in an object the parser skips as invalid is still found", async () => {
    const document = await PDFDocument.create();
    document.addPage().drawText("looks harmless");
    const text = Buffer.from(await document.save({ useObjectStreams: false })).toString("latin1");
    const xref = text.lastIndexOf("\nxref") + 1;
    const hidden =
      text.slice(0, xref) +
      "99 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert(1)) \nendobj\n" +
      text.slice(xref);
    jest.spyOn(console, "log").mockImplementation(() => {});
    await expect(acceptPdf(pdfFile(new Uint8Array(Buffer.from(hidden, "latin1"))))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^pdf: the PDF contains active content/),
    });
  });

  test("an ordinary PDF with a web link is accepted", async () => {
    const document = await PDFDocument.create();
    const page = document.addPage();
    const link = document.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [0, 0, 200, 50],
      A: document.context.obj({ S: "URI", URI: PDFString.of("https://dseu.ac.in/") }),
    });
    page.node.set(PDFName.of("Annots"), document.context.obj([document.context.register(link)]));
    await expect(acceptPdf(pdfFile(await document.save()))).resolves.toMatchObject({ details: { pageCount: 1 } });
  });
});

describe("who may read a file follows the records that use it (issue 24 fault 5)", () => {
  const get = (id: string) =>
    storedFile.GET(new Request(`http://localhost/files/${id}/a.pdf`), {
      params: Promise.resolve({ id, name: "a.pdf" }),
    });

  test("a visitor attaching the bytes of a published page PDF leaves that PDF public, and the attachment private", async () => {
    const bytes = await plainPdf("Tender: supply of laboratory equipment");
    // A page's or a tender's PDF: an upload that only content refers to.
    const publicId = await writeWithFile(await acceptPdf(pdfFile(bytes, "tender.pdf")), async (_tx, id) => id!);
    expect((await get(publicId)).status).toBe(200);

    const receipt = await submitGrievance(visitor, grievance(pdfFile(bytes)), deps());
    const [submission] = await database.select().from(submissions).where(eq(submissions.id, receipt.id));
    expect(submission!.fileId).not.toBe(publicId);
    expect((await get(publicId)).status).toBe(200);
    expect(isPrivateFile((await findStoredFile(submission!.fileId!))!)).toBe(true);

    // And the other way round: publishing the bytes of an attachment does not make the attachment public.
    const secret = await plainPdf("My marksheet");
    const secretReceipt = await submitGrievance(visitor, grievance(pdfFile(secret)), deps());
    const [secretSubmission] = await database.select().from(submissions).where(eq(submissions.id, secretReceipt.id));
    await writeWithFile(await acceptPdf(pdfFile(secret)), async (_tx, id) => id!);
    expect(isPrivateFile((await findStoredFile(secretSubmission!.fileId!))!)).toBe(true);
  });
});

describe("the bytes live in the database, with a read-through copy per instance", () => {
  test("an upload stores the bytes with the row; another instance serves them from the database and keeps its own copy", async () => {
    const bytes = await plainPdf("shared by every instance");
    const receipt = await submitGrievance(visitor, grievance(pdfFile(bytes)), deps());
    const [submission] = await database.select().from(submissions).where(eq(submissions.id, receipt.id));
    const [file] = await database.select().from(storedFiles).where(eq(storedFiles.id, submission!.fileId!));
    const [content] = await database.select().from(storedFileContents).where(eq(storedFileContents.fileId, file!.id));
    expect(Buffer.compare(content!.bytes, Buffer.from(bytes))).toBe(0);

    const otherInstance = localCopies(fs.mkdtempSync(path.join(os.tmpdir(), "files-other-instance-")));
    expect(await otherInstance.read(file!.storageKey)).toBeUndefined();
    expect(Buffer.compare((await readFileBytes(file!, { copies: otherInstance }))!, Buffer.from(bytes))).toBe(0);
    expect(Buffer.compare((await otherInstance.read(file!.storageKey))!, Buffer.from(bytes))).toBe(0);
    fs.rmSync(otherInstance.root, { recursive: true, force: true });
  });

  test("a file larger than one piece is written from its spool and read back byte for byte (issue 24 fault 3)", async () => {
    // The database store keeps bytes in rows of 1 MB pieces; an odd size checks the last, short piece.
    const bytes = crypto.randomBytes(9 * 1024 * 1024 + 12_345);
    const spoolPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "files-pieces-")), "upload");
    fs.writeFileSync(spoolPath, bytes);
    const accepted = {
      body: { kind: "disk" as const, path: spoolPath },
      address: addressOf(bytes),
      details: { contentType: "application/pdf", originalName: "large.pdf", hasTextLayer: false, pageCount: 1 },
    };
    const fileId = await writeWithFile(accepted, async (_tx, id) => id!);
    const pieces = await database
      .select()
      .from(storedFileContents)
      .where(eq(storedFileContents.fileId, fileId))
      .orderBy(storedFileContents.seq);
    expect(pieces.map((piece) => piece.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pieces.slice(0, -1).every((piece) => piece.bytes.byteLength === 1024 * 1024)).toBe(true);
    expect(Buffer.compare(Buffer.concat(pieces.map((piece) => piece.bytes)), bytes)).toBe(0);
    const read = await databaseFileStore().read({ id: fileId, storageKey: accepted.address.key });
    expect(Buffer.compare(read!, bytes)).toBe(0);
    fs.rmSync(path.dirname(spoolPath), { recursive: true, force: true });
  });

  test("/files serves a public file whose local copy is gone, and makes the copy again", async () => {
    const accepted = await acceptPdf(pdfFile(await plainPdf("a public notice")));
    const fileId = await writeWithFile(accepted, async (_tx, id) => id!);
    fs.rmSync(config().filesDir, { recursive: true, force: true });
    const response = await storedFile.GET(new Request(`http://localhost/files/${fileId}/a.pdf`), {
      params: Promise.resolve({ id: fileId, name: "a.pdf" }),
    });
    expect(response.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(await readBody(accepted.body)))).toBe(
      0,
    );
    expect(filesOnDisk()).toHaveLength(1);
  });

  test("uploads of the same bytes at once share one row and one copy of the bytes", async () => {
    const accepted = await acceptPdf(pdfFile(await plainPdf("sent five times")));
    const ids = await Promise.all(Array.from({ length: 5 }, () => writeWithFile(accepted, async (_tx, id) => id!)));
    expect(new Set(ids).size).toBe(1);
    expect(await rows(storedFiles)).toBe(1);
    expect(await rows(storedFileContents)).toBe(1);
  });

  test("a failed transaction leaves no row, no bytes in the database and no local copy; a released row takes its bytes along", async () => {
    const accepted = await acceptPdf(pdfFile(await plainPdf("rolled back")));
    await expect(
      writeWithFile(accepted, async () => Promise.reject(new Error("the record could not be written"))),
    ).rejects.toThrow("could not be written");
    expect(await rows(storedFiles)).toBe(0);
    expect(await rows(storedFileContents)).toBe(0);
    expect(filesOnDisk()).toEqual([]);

    const fileId = await writeWithFile(accepted, async (_tx, id) => id!);
    expect(await rows(storedFileContents)).toBe(1);
    await database.transaction((tx) => releaseFileRow(tx, fileId));
    expect(await rows(storedFileContents)).toBe(0);
  });
});

describe("the sweep of stored files (fault 6; issue 24 fault 12)", () => {
  const HOUR = 60 * 60 * 1000;
  // Above Linux's largest process id: no process has it, as after a crash.
  const GONE = 4_194_399;
  function leave(name: string, bytes: Uint8Array | string, ageMs: number): string {
    const file = path.join(config().filesDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return file;
  }

  test("at start-up removes every leftover of a crashed upload at once, whatever its age, and restores rows' bytes", async () => {
    const kept = await acceptPdf(pdfFile(await plainPdf("in use")));
    const keptId = await writeWithFile(kept, async (_tx, id) => id!);
    const [keptRow] = await database.select().from(storedFiles).where(eq(storedFiles.id, keptId));
    const keptCopy = path.join(config().filesDir, keptRow!.storageKey);
    // A row written before the bytes moved into the database: only the local copy has them.
    await database.delete(storedFileContents).where(eq(storedFileContents.fileId, keptId));

    const orphan = "ab".padEnd(64, "c");
    const oldTemporary = leave(`ab/${orphan}.${GONE}.0badcafe.tmp`, "half a file", 2 * HOUR);
    const freshTemporary = leave(`ab/${orphan}.${GONE}.1badcafe.tmp`, "half a file, just now", 1000);
    const freshSpool = leave(`incoming/upload.${GONE}.2badcafe.part`, "most of a 40 MB upload", 1000);
    const freshOrphan = leave(`cd/${"cd".padEnd(64, "e")}`, "a whole copy whose row never committed", 1000);
    const otherProcess = leave(`ab/${orphan}.${process.ppid}.3badcafe.tmp`, "another live process's upload", 1000);

    const lines: string[] = [];
    await prepareDatabase((line) => lines.push(line));

    for (const leftover of [oldTemporary, freshTemporary, freshSpool, freshOrphan])
      expect({ leftover, exists: fs.existsSync(leftover) }).toEqual({ leftover, exists: false });
    expect(fs.existsSync(otherProcess)).toBe(true);
    expect(fs.existsSync(keptCopy)).toBe(true);
    const [restored] = await database.select().from(storedFileContents).where(eq(storedFileContents.fileId, keptId));
    expect(Buffer.compare(restored!.bytes, Buffer.from(await readBody(kept.body)))).toBe(0);
    expect(lines).toContain(
      "[files] Sweep: removed 3 unfinished and 1 unused local copies, moved the bytes of 1 files into the database.",
    );
  });

  test("the timed sweep removes a leftover copy without a row, and leaves an upload in flight alone", async () => {
    let arrive: () => void = () => {};
    const rest = new Promise<void>((resolve) => (arrive = resolve));
    async function* slowUpload() {
      yield new Uint8Array(1024).fill(1);
      await rest;
      yield new Uint8Array(1024).fill(2);
    }
    const inFlight = spoolStream(slowUpload(), 1 << 20, () => new Error("too large"));
    const spoolFile = () => fs.readdirSync(spoolFolder()).map((name) => path.join(spoolFolder(), name));
    while (!fs.existsSync(spoolFolder()) || spoolFile().length === 0) await new Promise((r) => setTimeout(r, 5));
    const [uploading] = spoolFile();
    const copyOfThisProcess = leave(`ef/${"ef".padEnd(64, "1")}.${process.pid}.4badcafe.tmp`, "let go of", 1000);
    const orphan = leave(`ef/${"ef".padEnd(64, "0")}`, "no row", 1000);

    const sweeps = startFileSweeps(20, { database });
    try {
      for (let waited = 0; fs.existsSync(orphan) && waited < 5000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      await sweeps.done;
    } finally {
      sweeps.stop();
    }
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(copyOfThisProcess)).toBe(false);
    expect(fs.existsSync(uploading!)).toBe(true);
    arrive();
    const spool = await inFlight;
    expect(spool).toMatchObject({ path: uploading, size: 2048 });
    await discardSpool(spool.path);
  });

  test("reports rows whose bytes are nowhere", async () => {
    const lost = await acceptPdf(pdfFile(await plainPdf("lost")));
    const lostId = await writeWithFile(lost, async (_tx, id) => id!);
    await database.execute(sql`delete from stored_file_contents`);
    fs.rmSync(config().filesDir, { recursive: true, force: true });
    const lines: string[] = [];
    await prepareDatabase((line) => lines.push(line));
    expect(lines).toContain(`[files] The bytes of 1 stored files are missing: ${lostId}.`);
  });
});

describe("a refused upload leaves no spool", () => {
  test("a file over the limit in its first chunk, refused before its spool file is open, leaves nothing behind", async () => {
    fs.rmSync(spoolFolder(), { recursive: true, force: true });
    async function* oversized() {
      yield new Uint8Array(4096).fill(1);
    }
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(spoolStream(oversized(), 1024, () => new Error("too large"))).rejects.toThrow("too large");
    }
    // A spool the stream opened after its removal would only appear once the open completes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fs.readdirSync(spoolFolder())).toEqual([]);
  });
});
