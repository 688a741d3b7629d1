/**
 * Scanned PDFs made readable: the real scanned IQAC office order is uploaded as a notice, read by
 * OCR in the background queue, and its text is then shown beside it and found by the site search.
 * Staff may correct the text; their text stands. Where the server lacks the OCR tools (Debian's
 * tesseract-ocr and poppler-utils), the documents wait and staff are told why.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { SYSTEM, type Actor } from "@/lib/auth/actor";
import { documentTexts, storedFiles } from "@/lib/db/schema";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { boardsIn } from "@/lib/notices/boards";
import { loadBoard } from "@/lib/notices/load-board";
import { createNotice } from "@/lib/notices/service";
import { ocrTools } from "@/lib/ocr/engine";
import { findDocumentText } from "@/lib/ocr/queries";
import { queueUnreadDocuments, recogniseWaitingDocuments } from "@/lib/ocr/queue";
import { listScannedDocuments, saveDocumentText } from "@/lib/ocr/service";
import { searchSite } from "@/lib/search/search";
import { createUser } from "@/lib/users/service";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";
import { fileOf, realPdf } from "./api-pdf-fixtures";

let testDb: TestDatabase;
let editor: Actor;
let faculty: Actor;

async function user(email: string, role: "Editor" | "Faculty"): Promise<Actor> {
  const made = await createUser(SYSTEM, { email, password: "a long test password 77", role }, testDb.handle.db);
  return { kind: "user", id: made.id, email: made.email, role };
}

async function uploadNotice(title: string, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
  const notice = await createNotice(editor, { fileName: title, section: "announcements" }, fileOf(bytes, name));
  return notice.file!.id;
}

/**
 * A one-page scan holding only the printed Hindi line of the office order's letterhead (the university's name): the top of
 * its first page drawn at 200 dpi, cropped, and put back into a PDF as a picture (as a scanner does).
 */
async function hindiScan(): Promise<Uint8Array<ArrayBuffer>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-ocr-test-"));
  execFileSync("pdftoppm", ["-r", "200", "-gray", "-png", "-singlefile", "-f", "1", "-l", "1", "-", `${folder}/page`], {
    input: realPdf("IQAC_ORDER.pdf"),
  });
  const page = fs.readFileSync(`${folder}/page.png`);
  fs.rmSync(folder, { recursive: true });
  const { width = 0, height = 0 } = await sharp(page).metadata();
  const line = await sharp(page)
    .extract({ left: 0, top: Math.round(height * 0.125), width, height: Math.round(height * 0.03) })
    .png()
    .toBuffer();
  const document = await PDFDocument.create();
  const image = await document.embedPng(line);
  const sheet = document.addPage([image.width * 0.36, image.height * 0.36]);
  sheet.drawImage(image, { x: 0, y: 0, width: sheet.getWidth(), height: sheet.getHeight() });
  return new Uint8Array(await document.save());
}

beforeAll(async () => {
  testDb = await setupTestDatabase();
  editor = await user("editor@example.org", "Editor");
  faculty = await user("faculty@example.org", "Faculty");
}, 120_000);
afterAll(() => testDb.teardown());

let tools: Awaited<ReturnType<typeof ocrTools>>;
let orderId: string;
let bornDigitalId: string;

beforeAll(async () => {
  tools = await ocrTools();
  if (!tools.available) console.warn(`OCR is not available here (${tools.reason}); only its absence is tested`);
  orderId = await uploadNotice("IQAC constitution order", realPdf("IQAC_ORDER.pdf"), "IQAC_ORDER.pdf");
  bornDigitalId = await uploadNotice("Seat confirmation (PG)", realPdf("seat-confirmation-pg.pdf"), "seat-pg.pdf");
});

test("every public PDF is queued once, to be looked at; nothing is listed to staff before that", async () => {
  // The scanner left a text layer of its own in the office order, poor in places ("()r,rli irrg lircclh.nce").
  const [order] = await testDb.handle.db.select().from(storedFiles).where(eq(storedFiles.id, orderId));
  expect(order?.hasTextLayer).toBe(true);
  expect(await queueUnreadDocuments()).toBe(tools.available ? 2 : 0);
  expect(await queueUnreadDocuments()).toBe(0);
  expect((await listScannedDocuments(editor)).rows).toEqual([]);
  expect(await findDocumentText(orderId)).toBeUndefined();
});

test("only staff who publish documents see the list or write a text", async () => {
  await expect(listScannedDocuments({ kind: "anonymous" })).rejects.toBeInstanceOf(UnauthorizedError);
  await expect(listScannedDocuments(faculty)).rejects.toBeInstanceOf(ForbiddenError);
  await expect(saveDocumentText(faculty, orderId, "text")).rejects.toBeInstanceOf(ForbiddenError);
  await expect(saveDocumentText(editor, "not-an-id", "text")).rejects.toThrow("No scanned document");
  // A document made on a computer has its own text: there is nothing to write beside it.
  await expect(saveDocumentText(editor, bornDigitalId, "text")).rejects.toThrow("No scanned document");
});

describe("with the OCR tools of this server", () => {
  test("the scan is read (its English and its Hindi letterhead), shown beside it and found by search; the rest is skipped", async () => {
    const outcomes = await recogniseWaitingDocuments();
    if (!tools.available) {
      expect(outcomes).toEqual([]);
      expect((await listScannedDocuments(editor)).ocr).toMatch(/not installed/);
      return;
    }
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { fileId: orderId, status: "done" },
        { fileId: bornDigitalId, status: "skipped" },
      ]),
    );
    expect((await listScannedDocuments(editor)).rows).toEqual([
      expect.objectContaining({ fileId: orderId, state: "done", source: "ocr", usedBy: ["IQAC constitution order"] }),
    ]);
    expect(await findDocumentText(bornDigitalId)).toBeUndefined();
    // The announcements board links the text beside the scan, and only there.
    const board = await loadBoard(boardsIn("en").announcements, {});
    const links = Object.fromEntries(board.items.map((notice) => [notice.title, notice.file?.textUrl]));
    expect(links).toEqual({ "IQAC constitution order": `/documents/${orderId}`, "Seat confirmation (PG)": undefined });
    const text = await findDocumentText(orderId);
    expect(text).toEqual(expect.objectContaining({ source: "ocr", pages: 2, truncated: false }));
    expect(text!.text).toMatch(/Internal Quality Assurance Cell/);
    expect(text!.text).toMatch(/National Assessment and Accreditation Council/);
    expect(text!.text).toMatch(/विश्वविद्यालय/);
    // A word found only inside the scan, not in the notice's title.
    const found = await searchSite("accreditation");
    expect(found.groups.flatMap((group) => group.hits).map((hit) => hit.title)).toContain("IQAC constitution order");
  }, 300_000);

  test("a Hindi scanned page is recognised as Devanagari", async () => {
    if (!tools.available) return;
    const fileId = await uploadNotice("Letterhead scan", await hindiScan(), "letterhead.pdf");
    await recogniseWaitingDocuments();
    const text = await findDocumentText(fileId);
    // "Delhi Skill and Entrepreneurship University" in Devanagari (tesseract may join letters with a ZWNJ).
    expect(text?.text.replace(/\u200c|\u200d/g, "")).toMatch(/दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय/);
  }, 300_000);

  test("staff correct a reading, and their text stands against a later reading", async () => {
    if (!tools.available) return;
    await expect(saveDocumentText(editor, orderId, "   ")).rejects.toBeInstanceOf(ValidationError);
    await saveDocumentText(editor, orderId, "  Order constituting the Internal Quality Assurance Cell.\r\n  ");
    expect(await findDocumentText(orderId)).toEqual(
      expect.objectContaining({ source: "staff", text: "Order constituting the Internal Quality Assurance Cell." }),
    );
    await recogniseWaitingDocuments();
    const [stored] = await testDb.handle.db.select().from(documentTexts).where(eq(documentTexts.fileId, orderId));
    expect(stored).toEqual(
      expect.objectContaining({ source: "staff", status: "done", updatedBy: "editor@example.org" }),
    );
  });
});
