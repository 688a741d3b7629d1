import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { AppError, ValidationError } from "../errors";

/**
 * Decides by content, never by name or declared type, whether bytes are a PDF we can publish, and
 * reads what the site tells readers about it (pages, whether text can be read out).
 */
export type PdfInspection = { pageCount: number; hasTextLayer: boolean };

const MAGIC = "%PDF-";
// A PDF ends with %%EOF (possibly followed by white space); a cut-off upload does not.
const EOF_WINDOW = 1024;
// Form XObjects can nest; real documents go one or two levels deep (cairo draws every page in one).
const MAX_XOBJECT_DEPTH = 4;

export function hasPdfSignature(bytes: Uint8Array): boolean {
  return bytes.byteLength >= MAGIC.length && Buffer.from(bytes.subarray(0, MAGIC.length)).toString("latin1") === MAGIC;
}

function endsWithEofMarker(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - EOF_WINDOW))).toString("latin1").includes("%%EOF");
}

// A text-showing operator (Tj, TJ, ' or ") right after its string or array operand.
const TEXT_OPERATOR = /[)\]>]\s*(?:T[jJ]|['"])(?=[\s/\[<(]|$)/;

function streamShowsText(stream: PDFRawStream): boolean {
  try {
    return TEXT_OPERATOR.test(Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"));
  } catch {
    // A filter pdf-lib cannot decode: this stream tells us nothing.
    return false;
  }
}

function drawsText(streams: unknown[], resources: PDFDict | undefined, depth: number): boolean {
  if (streams.some((s) => s instanceof PDFRawStream && streamShowsText(s))) return true;
  if (depth >= MAX_XOBJECT_DEPTH || !resources) return false;
  const xObjects = resources.lookup(PDFName.of("XObject"));
  if (!(xObjects instanceof PDFDict)) return false;
  return xObjects.keys().some((name) => {
    const xObject = xObjects.lookup(name);
    if (!(xObject instanceof PDFRawStream) || xObject.dict.lookup(PDFName.of("Subtype")) !== PDFName.of("Form")) return false;
    const inner = xObject.dict.lookup(PDFName.of("Resources"));
    return drawsText([xObject], inner instanceof PDFDict ? inner : undefined, depth + 1);
  });
}

/**
 * True when some page draws text (in its content streams or in the form XObjects it uses). A scan
 * with an OCR layer counts as having text: the OCR text is drawn invisibly (render mode 3) and is
 * what screen readers and search use, whatever its quality. A scan without OCR draws only images.
 */
function hasTextLayer(document: PDFDocument): boolean {
  return document.getPages().some((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return drawsText(streams, page.node.Resources(), 0);
  });
}

/**
 * Checks that the bytes are a complete, readable, unencrypted PDF: 415 when they are not a PDF at
 * all, 400 when they are a PDF that cannot be published (empty, cut off, damaged, encrypted).
 */
export async function inspectPdf(bytes: Uint8Array, field = "pdf"): Promise<PdfInspection> {
  if (bytes.byteLength === 0) throw new ValidationError(`${field}: the file is empty.`, field);
  if (!hasPdfSignature(bytes)) throw new AppError(415, `${field}: only PDF files are accepted; this file is not a PDF.`, field);
  if (!endsWithEofMarker(bytes)) throw new ValidationError(`${field}: the PDF is incomplete (it was cut off). Upload the whole file.`, field);
  const damaged = () => new ValidationError(`${field}: the PDF is damaged and cannot be read.`, field);
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, so that encryption gets its own message.
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw damaged();
  }
  if (document.isEncrypted) {
    throw new ValidationError(`${field}: the PDF is encrypted or password-protected; upload an unprotected copy.`, field);
  }
  let inspection: PdfInspection;
  try {
    inspection = { pageCount: document.getPageCount(), hasTextLayer: hasTextLayer(document) };
  } catch {
    throw damaged();
  }
  if (inspection.pageCount === 0) throw new ValidationError(`${field}: the PDF has no pages.`, field);
  return inspection;
}
