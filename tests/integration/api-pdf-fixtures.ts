import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, rgb } from "pdf-lib";

/** The real documents of the old site, and hostile files built from them, for the upload tests. */
export const PDF_DIR = path.resolve(process.cwd(), "../shared/data/pdfs");

export const REAL_PDFS = fs
  .readdirSync(PDF_DIR)
  .filter((name) => name.endsWith(".pdf"))
  .sort();

export function realPdf(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(fs.readFileSync(path.join(PDF_DIR, name)));
}

/** The first 200 bytes of a PNG (signature, IHDR) followed by filler, named like a PDF by the tests. */
export function pngBytes(): Uint8Array<ArrayBuffer> {
  const header = Buffer.from("89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61", "hex");
  return new Uint8Array(Buffer.concat([header, Buffer.alloc(200, 7)]));
}

export function htmlBytes(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
  );
}

/** The first half of a real PDF, as a broken connection would leave it. */
export function truncatedPdf(): Uint8Array<ArrayBuffer> {
  const whole = realPdf("seat-confirmation-ug.pdf");
  return whole.slice(0, Math.floor(whole.byteLength / 2));
}

/** A PDF whose objects are garbage between a valid header and a valid end marker. */
export function damagedPdf(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ngarbage garbage\n%%EOF\n", "latin1"),
  );
}

/** A small valid PDF whose trailer declares standard encryption (as a password-protected file does). */
export async function encryptedPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage();
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString("latin1");
  const hex = "0".repeat(64);
  const encrypted = text.replace(
    /trailer\s*<</,
    (start) => `${start}\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex}> /U <${hex}> /P -44 >>`,
  );
  return new Uint8Array(Buffer.from(encrypted, "latin1"));
}

/** A valid one-page PDF of about `size` bytes (padding in an unused stream), for the size limit. */
export async function pdfOfSize(size: number): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage();
  // Random bytes: they do not compress, so the file really is that large.
  // An unused stream (an embedded file would be refused as active content).
  document.context.register(document.context.stream(new Uint8Array(crypto.randomBytes(size))));
  return new Uint8Array(await document.save({ useObjectStreams: false }));
}

/** A page that only draws shapes, as a scan without OCR only draws an image: no text layer. */
export async function scannedPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 495, height: 742, color: rgb(0.9, 0.9, 0.85) });
  return new Uint8Array(await document.save());
}

export function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/pdf"): File {
  return new File([bytes], name, { type });
}
