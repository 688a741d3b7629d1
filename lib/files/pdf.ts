import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFObject,
} from "pdf-lib";
import { AppError } from "../errors";

/**
 * Decides by content, never by name or declared type, whether bytes are a PDF we can publish, and
 * reads what the site tells readers about it (pages, whether text can be read out).
 */
export type PdfInspection = { pageCount: number; hasTextLayer: boolean };

export type PdfProblem = "empty" | "not-pdf" | "truncated" | "damaged" | "encrypted" | "no-pages" | "active-content";

/** Why bytes were refused as a PDF: the message names the field; `problem` lets a form word it for its readers. */
export class PdfRejectedError extends AppError {
  constructor(
    readonly problem: PdfProblem,
    message: string,
    field: string,
  ) {
    super(problem === "not-pdf" ? 415 : 400, `${field}: ${message}`, field);
  }
}

const MAGIC = "%PDF-";
// A PDF ends with %%EOF (possibly followed by white space); a cut-off upload does not.
const EOF_WINDOW = 1024;
// Form XObjects can nest; real documents go one or two levels deep (cairo draws every page in one).
const MAX_XOBJECT_DEPTH = 4;

/** The one test of "starts like a PDF": the header at byte 0, as the site's own readers require. */
function hasPdfSignature(bytes: Uint8Array): boolean {
  return bytes.byteLength >= MAGIC.length && Buffer.from(bytes.subarray(0, MAGIC.length)).toString("latin1") === MAGIC;
}

function endsWithEofMarker(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - EOF_WINDOW)))
    .toString("latin1")
    .includes("%%EOF");
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
    if (!(xObject instanceof PDFRawStream) || xObject.dict.lookup(PDFName.of("Subtype")) !== PDFName.of("Form"))
      return false;
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
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return drawsText(streams, page.node.Resources(), 0);
  });
}

// Actions that run code in the reader: JavaScript, and Launch (opens a program or another file).
const ACTIVE_ACTIONS = new Set(["/JavaScript", "/Launch"]);
// The same names as they appear in uncompressed objects (a name ends at white space or a delimiter).
const ACTIVE_TOKEN = /\/(?:JavaScript|JS|Launch)(?=[\s/<>\[\]()%]|$)/;

function isActiveDict(dict: PDFDict): boolean {
  const action = dict.get(PDFName.of("S"));
  if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.asString())) return true;
  // A JavaScript action's code (/JS), and the document-level script name tree (/Names /JavaScript).
  return dict.has(PDFName.of("JS")) || dict.has(PDFName.of("JavaScript"));
}

function containsActiveContent(value: PDFObject | undefined, depth = 0): boolean {
  // References are not followed: every indirect object is visited by itself.
  if (depth > 32) return false;
  const dict = value instanceof PDFStream ? value.dict : value;
  if (dict instanceof PDFDict)
    return isActiveDict(dict) || dict.values().some((inner) => containsActiveContent(inner, depth + 1));
  if (value instanceof PDFArray) return value.asArray().some((inner) => containsActiveContent(inner, depth + 1));
  return false;
}

/**
 * True when any object of the document is a JavaScript or Launch action, wherever it is hooked
 * (the catalogue's /OpenAction, /AA additional actions, links, form fields, the script name tree).
 */
function hasActiveContent(document: PDFDocument, bytes: Uint8Array): boolean {
  // Also the raw bytes: pdf-lib skips objects it cannot parse, which a reader may still run.
  return (
    ACTIVE_TOKEN.test(Buffer.from(bytes).toString("latin1")) ||
    document.context.enumerateIndirectObjects().some(([, object]) => containsActiveContent(object))
  );
}

/**
 * Checks that the bytes are a complete, readable, unencrypted PDF without active content: 415 when
 * they are not a PDF at all (the header must be at byte 0: a ZIP or an HTML page that merely
 * contains a PDF is not one), 400 when they are a PDF that cannot be published (empty, cut off,
 * damaged, encrypted, scripted).
 */
export async function inspectPdf(bytes: Uint8Array, field = "pdf"): Promise<PdfInspection> {
  const reject = (problem: PdfProblem, message: string) => new PdfRejectedError(problem, message, field);
  if (bytes.byteLength === 0) throw reject("empty", "the file is empty.");
  if (!hasPdfSignature(bytes)) throw reject("not-pdf", "only PDF files are accepted; this file is not a PDF.");
  if (!endsWithEofMarker(bytes))
    throw reject("truncated", "the PDF is incomplete (it was cut off). Upload the whole file.");
  const damaged = () => reject("damaged", "the PDF is damaged and cannot be read.");
  let document: PDFDocument;
  try {
    // Loaded even when encrypted, so that encryption gets its own message.
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw damaged();
  }
  if (document.isEncrypted) {
    throw reject("encrypted", "the PDF is encrypted or password-protected; upload an unprotected copy.");
  }
  let inspection: PdfInspection;
  try {
    inspection = { pageCount: document.getPageCount(), hasTextLayer: hasTextLayer(document) };
  } catch {
    throw damaged();
  }
  if (inspection.pageCount === 0) throw reject("no-pages", "the PDF has no pages.");
  if (hasActiveContent(document, bytes)) {
    throw reject(
      "active-content",
      "the PDF contains active content (JavaScript or an action that starts a program), which the site does not publish. " +
        "Print or export it to a plain PDF and upload that copy.",
    );
  }
  return inspection;
}
