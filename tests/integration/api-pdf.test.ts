/** PDF acceptance by content and file-name sanitising (lib/files/pdf.ts, lib/files/service.ts). */
import { inspectPdf } from "@/lib/files/pdf";
import { sanitizeFileName } from "@/lib/files/service";
import { AppError } from "@/lib/errors";
import { REAL_PDFS, damagedPdf, encryptedPdf, htmlBytes, pngBytes, realPdf, truncatedPdf } from "./api-pdf-fixtures";

// pdf-lib reports the objects it cannot parse on the console; the tests check the outcome instead.
beforeAll(() => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

async function refusal(bytes: Uint8Array): Promise<AppError> {
  try {
    await inspectPdf(bytes);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("inspectPdf", () => {
  test("accepts every real document of the old site, with its page count and a text layer", async () => {
    const expected: Record<string, number> = {
      "IQAC_ORDER.pdf": 2,
      "PreAdmissionAnnoucement2025.pdf": 2,
      "diploma_vacant_seats.pdf": 1,
      "seat-confirmation-btech.pdf": 1,
      "seat-confirmation-diploma-round2.pdf": 1,
      "seat-confirmation-diploma.pdf": 1,
      "seat-confirmation-pg.pdf": 1,
      "seat-confirmation-ug.pdf": 1,
    };
    expect(REAL_PDFS).toEqual(Object.keys(expected).sort());
    for (const name of REAL_PDFS) {
      expect({ name, ...(await inspectPdf(realPdf(name))) }).toEqual({
        name,
        pageCount: expected[name],
        hasTextLayer: true,
      });
    }
  });

  test("finds text drawn inside form XObjects (cairo draws whole pages that way)", async () => {
    expect((await inspectPdf(realPdf("PreAdmissionAnnoucement2025.pdf"))).hasTextLayer).toBe(true);
  });

  test("counts the invisible OCR layer of a scanned order as a text layer", async () => {
    // IQAC_ORDER.pdf is a copier scan: its pages are images plus OCR text in render mode 3.
    expect(await inspectPdf(realPdf("IQAC_ORDER.pdf"))).toEqual({ pageCount: 2, hasTextLayer: true });
  });

  test("reports no text layer for a document that only draws images and shapes", async () => {
    const { PDFDocument, rgb } = await import("pdf-lib");
    const document = await PDFDocument.create();
    document.addPage().drawRectangle({ x: 10, y: 10, width: 100, height: 100, color: rgb(0, 0, 0) });
    expect(await inspectPdf(await document.save())).toEqual({ pageCount: 1, hasTextLayer: false });
  });

  test.each([
    ["a PNG", pngBytes, 415, /not a PDF/],
    ["an HTML page", htmlBytes, 415, /not a PDF/],
    ["an empty file", () => new Uint8Array(0), 400, /empty/],
    ["a truncated PDF", truncatedPdf, 400, /incomplete/],
    ["a damaged PDF", damagedPdf, 400, /damaged/],
  ])("refuses %s", async (_label, make, status, message) => {
    const error = await refusal(make());
    expect(error.status).toBe(status);
    expect(error.message).toMatch(/^pdf: /);
    expect(error.message).toMatch(message);
  });

  test("refuses an encrypted PDF", async () => {
    const error = await refusal(await encryptedPdf());
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/encrypted/);
  });
});

describe("sanitizeFileName", () => {
  test.each([
    ["notice.pdf", "notice.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ["..\\..\\windows\\system.ini.pdf", "system.ini.pdf"],
    ["C:\\fakepath\\Office Order.PDF", "Office Order.pdf"],
    ["bad\u0000na\u0007me\r\n.pdf", "badname.pdf"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe.pdf"],
    ["   .hidden.pdf", "hidden.pdf"],
    ["..", "document.pdf"],
    ["", "document.pdf"],
    ["tabs\tand   spaces.pdf", "tabs and spaces.pdf"],
  ])("%j becomes %j", (input, output) => {
    expect(sanitizeFileName(input)).toBe(output);
  });

  test("keeps at most 150 characters and the extension", () => {
    const name = sanitizeFileName(`${"x".repeat(400)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
