// The PDF check, run in a worker thread (lib/files/pdf.ts starts one per upload and ends it when
// it answers or overruns its time). Plain JavaScript so that Node runs it as it is: under jest,
// under `next start` and in every bundle, without a build step of its own.
//
// Everything a hostile file can make expensive has a budget: bytes inflated (object streams,
// content streams), objects and values visited, pages, form XObjects (each visited once) and
// time. A file over a budget is refused as "too complex", never checked half-way.
import fs from "node:fs";
import os from "node:os";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";

const require = createRequire(import.meta.url);

export const BUDGETS = {
  // Inflated bytes over the whole file (object streams while loading, then content streams).
  inflatedBytes: 128 * 1024 * 1024,
  // Indirect objects in the document, and values (dictionary entries, array items) looked at.
  objects: 1_000_000,
  values: 5_000_000,
  pages: 10_000,
  // Form XObjects followed inside one another (each is visited once in any case).
  xObjectDepth: 8,
};

class BudgetError extends Error {
  constructor(budget) {
    super(`over the ${budget} budget`);
    this.budget = budget;
  }
}

class Refusal extends Error {
  constructor(problem, detail) {
    super(problem);
    this.problem = problem;
    this.detail = detail;
  }
}

/** Spending of one inspection; the first budget overrun is remembered (pdf-lib swallows errors while it parses). */
function meter(deadline) {
  const spent = { inflatedBytes: 0, values: 0, overrun: undefined };
  const over = (budget) => {
    spent.overrun ??= budget;
    return new BudgetError(budget);
  };
  return {
    spent,
    inflate(count) {
      spent.inflatedBytes += count;
      if (spent.inflatedBytes > BUDGETS.inflatedBytes) throw over("inflatedBytes");
    },
    remainingInflate: () => Math.max(0, BUDGETS.inflatedBytes - spent.inflatedBytes),
    visit() {
      if (++spent.values > BUDGETS.values) throw over("values");
      if ((spent.values & 0xfff) === 0 && Date.now() > deadline) throw over("time");
    },
    checkOverrun() {
      if (spent.overrun) throw new BudgetError(spent.overrun);
      if (Date.now() > deadline) throw over("time");
    },
  };
}

const FLATE = PDFName.of("FlateDecode");
const decodeModule = require("pdf-lib/cjs/core/streams/decode.js");
const PdfLibStream = require("pdf-lib/cjs/core/streams/Stream.js").default;
const pdfLibDecode = decodeModule.decodePDFRawStream;

function filtersOf(dict) {
  const filter = dict.lookup(PDFName.of("Filter"));
  if (filter instanceof PDFName) return [filter];
  if (filter instanceof PDFArray) return filter.asArray().map((_, i) => filter.lookup(i));
  return [];
}

/** A stream's decoded bytes, never more than the inflate budget has left (then a BudgetError). */
function decodeWithin(stream, budget) {
  const filters = filtersOf(stream.dict);
  if (filters.length === 0) return stream.contents;
  const remaining = budget.remainingInflate();
  if (filters.length === 1 && filters[0] === FLATE && !stream.dict.has(PDFName.of("DecodeParms"))) {
    let bytes;
    try {
      // Native, and stops at the limit; a stream cut short still gives what it holds.
      bytes = zlib.inflateSync(stream.contents, {
        maxOutputLength: Math.max(1, remaining),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if (error && error.code === "ERR_BUFFER_TOO_LARGE") budget.inflate(remaining + 1);
      throw error;
    }
    budget.inflate(bytes.byteLength);
    return bytes;
  }
  // Other filters: pdf-lib's decoders, block by block until the end or past the budget.
  const decoder = pdfLibDecode(stream);
  while (!decoder.eof && decoder.bufferLength <= remaining) decoder.readBlock();
  budget.inflate(decoder.bufferLength);
  return decoder.buffer.subarray(0, decoder.bufferLength);
}

// pdf-lib copies every stream's bytes out of the file as it parses; nothing here changes them, so
// views of the file do (a 40 MB upload would otherwise be held twice).
require("pdf-lib/cjs/core/parser/ByteStream.js").default.prototype.slice = function slice(start, end) {
  return this.bytes.subarray(start, end);
};

// pdf-lib inflates object streams while it loads, with no limit: it is given the bounded decoder.
let loading;
decodeModule.decodePDFRawStream = (stream) => {
  if (!loading) return pdfLibDecode(stream);
  return new PdfLibStream(decodeWithin(stream, loading));
};

const ascii = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

function hasEndMarker(bytes) {
  return ascii(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).includes("%%EOF");
}

/**
 * A ZIP archive hidden in the PDF (a polyglot: the same file opens as an archive). ZIP readers
 * start from the end-of-central-directory record in the last 64 KiB; it names where its central
 * directory starts, so a real archive is told apart from four matching bytes in random data.
 */
function hidesZipArchive(bytes) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const from = Math.max(0, view.byteLength - 65_557);
  for (let at = view.lastIndexOf("PK\x05\x06", view.byteLength, "latin1"); at >= from;) {
    if (at + 22 <= view.byteLength) {
      const directorySize = view.readUInt32LE(at + 12);
      const directoryStart = at - directorySize;
      if (directoryStart >= 0 && view.readUInt32LE(directoryStart) === 0x02014b50) return true;
    }
    at = at > 0 ? view.lastIndexOf("PK\x05\x06", at - 1, "latin1") : -1;
  }
  return false;
}

const name = (dict, key) => {
  const value = dict.get(PDFName.of(key));
  return value instanceof PDFName ? value.asString() : undefined;
};

const text = (value) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

// The policy (README "Security", Files): what a reader would run, send or open is refused.
const REFUSED_ACTIONS = {
  "/JavaScript": "a JavaScript action",
  "/Launch": "an action that starts a program",
  "/SubmitForm": "an action that sends the form's data to a server",
  "/ImportData": "an action that imports data from a file",
  "/GoToR": "a link that opens another file (which may be on a network share)",
  "/GoToE": "a link that opens an embedded file",
  "/Rendition": "a media action",
  "/Movie": "a media action",
  "/Sound": "a media action",
  "/RichMediaExecute": "a media action",
};
const REFUSED_SUBTYPES = {
  "/RichMedia": "embedded media",
  "/Screen": "embedded media",
  "/Movie": "embedded media",
  "/Sound": "embedded media",
  "/3D": "embedded 3D content",
  "/FileAttachment": "an attached file",
};
// Web, mail and telephone links are all a published document needs.
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:)/i;

/** What about this dictionary is refused, or undefined when nothing is. */
function refusedIn(dict) {
  const action = name(dict, "S");
  if (action && REFUSED_ACTIONS[action]) return REFUSED_ACTIONS[action];
  if (dict.has(PDFName.of("JS")) || dict.has(PDFName.of("JavaScript"))) return "a document script";
  if (dict.has(PDFName.of("XFA"))) return "an XFA form (a form that can carry scripts)";
  if (dict.has(PDFName.of("EmbeddedFiles")) || dict.has(PDFName.of("EF")) || name(dict, "Type") === "/EmbeddedFile")
    return "an embedded file";
  const subtype = name(dict, "Subtype");
  if (subtype && REFUSED_SUBTYPES[subtype] && dict.has(PDFName.of("Rect"))) return REFUSED_SUBTYPES[subtype];
  if (action === "/URI") {
    const target = text(dict.lookup(PDFName.of("URI")));
    // Control characters and spaces before the scheme are skipped by readers, so they are here too.
    const link = (target ?? "").replace(/^[\s\u0000-\u001f]+/, "");
    if (!SAFE_LINK.test(link)) return `a link to "${link.slice(0, 60)}" (only web, mail and telephone links are kept)`;
  }
  return undefined;
}

function activeContentIn(value, budget, depth = 0) {
  budget.visit();
  // References are not followed: every indirect object is visited by itself.
  if (depth > 32) return undefined;
  const dict = value instanceof PDFStream ? value.dict : value;
  if (dict instanceof PDFDict) {
    const found = refusedIn(dict);
    if (found) return found;
    for (const inner of dict.values()) {
      const nested = activeContentIn(inner, budget, depth + 1);
      if (nested) return nested;
    }
  } else if (value instanceof PDFArray) {
    for (const inner of value.asArray()) {
      const nested = activeContentIn(inner, budget, depth + 1);
      if (nested) return nested;
    }
  }
  return undefined;
}

// Names of refused things as they appear in an object pdf-lib could not parse (but a reader might).
const REFUSED_TOKEN =
  /\/(?:JavaScript|JS|Launch|SubmitForm|ImportData|GoToR|GoToE|XFA|RichMedia|EmbeddedFile|EmbeddedFiles)(?=[\s/<>[\]()%]|$)/;

function findActiveContent(document, budget) {
  const objects = document.context.enumerateIndirectObjects();
  if (objects.length > BUDGETS.objects) throw new BudgetError("objects");
  for (const [, object] of objects) {
    if (object instanceof PDFInvalidObject) {
      budget.visit();
      if (REFUSED_TOKEN.test(ascii(object.data))) return "an object that cannot be parsed but names an action";
      continue;
    }
    const found = activeContentIn(object, budget);
    if (found) return found;
  }
  return undefined;
}

/** The page objects, walking the page tree once (a tree that loops or repeats a node is damaged). */
function pagesOf(document, budget) {
  const pages = [];
  const seen = new Set();
  const walk = (reference, depth) => {
    budget.visit();
    if (depth > 64) throw new Refusal("damaged");
    const node = reference instanceof PDFRef ? document.context.lookup(reference) : reference;
    if (!(node instanceof PDFDict) || seen.has(node)) throw new Refusal("damaged");
    seen.add(node);
    const kids = node.lookup(PDFName.of("Kids"));
    if (name(node, "Type") === "/Page" || !(kids instanceof PDFArray)) {
      pages.push(node);
      if (pages.length > BUDGETS.pages) throw new Refusal("too-many-pages");
      return;
    }
    for (const kid of kids.asArray()) walk(kid, depth + 1);
  };
  const root = document.catalog.get(PDFName.of("Pages"));
  if (root) walk(root, 0);
  return pages;
}

// A text-showing operator (Tj, TJ, ' or ") right after its string or array operand.
const TEXT_OPERATOR = /[)\]>]\s*(?:T[jJ]|['"])(?=[\s/[<(]|$)/;

function showsText(stream, budget) {
  if (!(stream instanceof PDFRawStream)) return false;
  let bytes;
  try {
    bytes = decodeWithin(stream, budget);
  } catch (error) {
    if (error instanceof BudgetError || budget.spent.overrun) throw error;
    // A filter that cannot be decoded: this stream tells nothing.
    return false;
  }
  return TEXT_OPERATOR.test(ascii(bytes));
}

/**
 * True when some page draws text, in its content streams or in the form XObjects it uses (each
 * XObject is looked at once, however many pages or forms use it). A scan with an OCR layer counts:
 * the OCR text is drawn invisibly and is what screen readers and search use.
 */
function hasTextLayer(document, pages, budget) {
  const seen = new Set();
  const lookup = (value) => (value instanceof PDFRef ? document.context.lookup(value) : value);
  const inheritedResources = (page) => {
    for (let node = page; node instanceof PDFDict; node = lookup(node.get(PDFName.of("Parent")))) {
      const resources = node.lookup(PDFName.of("Resources"));
      if (resources instanceof PDFDict) return resources;
      budget.visit();
    }
    return undefined;
  };
  const drawsText = (streams, resources, depth) => {
    if (streams.some((stream) => showsText(stream, budget))) return true;
    if (depth >= BUDGETS.xObjectDepth || !(resources instanceof PDFDict)) return false;
    const xObjects = resources.lookup(PDFName.of("XObject"));
    if (!(xObjects instanceof PDFDict)) return false;
    for (const reference of xObjects.values()) {
      budget.visit();
      const key = reference instanceof PDFRef ? reference.tag : reference;
      if (seen.has(key)) continue;
      seen.add(key);
      const xObject = lookup(reference);
      if (!(xObject instanceof PDFRawStream) || name(xObject.dict, "Subtype") !== "/Form") continue;
      if (drawsText([xObject], xObject.dict.lookup(PDFName.of("Resources")), depth + 1)) return true;
    }
    return false;
  };
  return pages.some((page) => {
    const contents = page.lookup(PDFName.of("Contents"));
    const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
    return drawsText(streams, inheritedResources(page), 0);
  });
}

/**
 * The whole check: { pageCount, hasTextLayer } for a PDF the site may publish, or
 * { problem, detail } for one it refuses.
 */
export async function checkPdf(bytes, { deadline = Date.now() + 20_000 } = {}) {
  const budget = meter(deadline);
  try {
    if (bytes.byteLength === 0) throw new Refusal("empty");
    if (ascii(bytes.subarray(0, 5)) !== "%PDF-") throw new Refusal("not-pdf");
    if (!hasEndMarker(bytes)) throw new Refusal("truncated");
    if (hidesZipArchive(bytes)) throw new Refusal("polyglot");
    let document;
    loading = budget;
    try {
      // Loaded even when encrypted, so that encryption gets its own message.
      document = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        updateMetadata: false,
        throwOnInvalidObject: false,
      });
    } catch (error) {
      budget.checkOverrun();
      throw error instanceof BudgetError ? error : new Refusal("damaged");
    } finally {
      loading = undefined;
    }
    budget.checkOverrun();
    if (document.isEncrypted) throw new Refusal("encrypted");
    let pages;
    try {
      pages = pagesOf(document, budget);
    } catch (error) {
      if (error instanceof Refusal || error instanceof BudgetError) throw error;
      throw new Refusal("damaged");
    }
    if (pages.length === 0) throw new Refusal("no-pages");
    const active = findActiveContent(document, budget);
    if (active) throw new Refusal("active-content", active);
    return { pageCount: pages.length, hasTextLayer: hasTextLayer(document, pages, budget) };
  } catch (error) {
    if (error instanceof Refusal) return { problem: error.problem, detail: error.detail };
    if (error instanceof BudgetError || budget.spent.overrun) return { problem: "too-complex", detail: error.budget };
    return { problem: "damaged" };
  }
}

/**
 * On Linux a thread has its own scheduling priority: the check yields the processor to the
 * thread that serves pages (the nicest value; where it cannot be set the check runs as it is).
 */
function yieldToServingThread() {
  try {
    const thread = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(thread)) os.setPriority(thread, 19);
  } catch {
    // Not Linux, or not allowed.
  }
}

if (parentPort && workerData?.pdfCheck) {
  yieldToServingThread();
  // pdf-lib narrates the damaged objects it skips; a hostile file would flood the server's log.
  console.log = () => {};
  parentPort.on("message", async ({ id, path, bytes, deadline }) => {
    const input = path ? fs.readFileSync(path) : new Uint8Array(bytes);
    const result = await checkPdf(input, { deadline });
    // Bytes that were lent (transferred) go back the same way.
    if (bytes) parentPort.postMessage({ id, result, bytes }, [bytes]);
    else parentPort.postMessage({ id, result });
  });
}
