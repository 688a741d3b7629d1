import path from "node:path";
import { Worker } from "node:worker_threads";
import { AppError } from "../errors";
import { config } from "../config";

/**
 * Decides by content, never by name or declared type, whether bytes are a PDF we can publish, and
 * reads what the site tells readers about it (pages, whether text can be read out). The check runs
 * in a worker thread (lib/files/pdf-check-worker.mjs), one file at a time per worker, within
 * budgets of inflated bytes, objects and time, and the worker is ended by force when it overruns:
 * a hostile file costs its own upload a refusal, and never slows another request.
 */
export type PdfInspection = { pageCount: number; hasTextLayer: boolean };

export type PdfProblem =
  | "empty"
  | "not-pdf"
  | "truncated"
  | "damaged"
  | "encrypted"
  | "no-pages"
  | "too-many-pages"
  | "too-complex"
  | "polyglot"
  | "active-content";

const MESSAGES: Record<PdfProblem, string> = {
  empty: "the file is empty.",
  "not-pdf": "only PDF files are accepted; this file is not a PDF.",
  truncated: "the PDF is incomplete (it was cut off). Upload the whole file.",
  damaged: "the PDF is damaged and cannot be read.",
  encrypted: "the PDF is encrypted or password-protected; upload an unprotected copy.",
  "no-pages": "the PDF has no pages.",
  "too-many-pages": "the PDF has more pages than the site accepts (10,000); split it into several documents.",
  "too-complex":
    "the PDF is too complex to check (it expands to too much data, has too many objects or takes too long to read). " +
    "Print or export it to a plain PDF and upload that copy.",
  polyglot: "the file is a PDF and a ZIP archive at once, which the site does not publish. Upload a plain PDF.",
  "active-content":
    "the PDF contains active content, which the site does not publish. Print or export it to a plain PDF and upload that copy.",
};

const STATUS: Partial<Record<PdfProblem, number>> = { "not-pdf": 415, "too-complex": 422, "too-many-pages": 422 };

/** Why bytes were refused as a PDF: the message names the field; `problem` lets a form word it for its readers. */
export class PdfRejectedError extends AppError {
  constructor(
    readonly problem: PdfProblem,
    field: string,
    detail?: string,
  ) {
    super(
      STATUS[problem] ?? 400,
      `${field}: ${problem === "active-content" && detail ? MESSAGES[problem].replace("active content", `active content (${detail})`) : MESSAGES[problem]}`,
      field,
    );
  }
}

type CheckResult = PdfInspection | { problem: PdfProblem; detail?: string };

// Plain JavaScript beside this module, found from the project folder: `next build` leaves it alone
// (a path it cannot follow is not bundled), and `next start`, jest and the scripts all run there.
const WORKER_FILE = path.join(process.cwd(), "lib", "files", "pdf-check-worker.mjs");
// What the worker may use of the JavaScript heap; a file that needs more is refused as too complex.
const WORKER_HEAP_MB = 768;

// Workers are started on demand, at most `pdfChecksAtOnce`; one that finished a check takes the
// next waiting one, and ends after a moment without work, except the last one: the server keeps
// one warm worker (started with the server, see warmUpPdfChecks), so its fixed cost (some 40 MB of
// JavaScript heap and pdf-lib) is paid once, not by every upload. A worker that overran, failed
// or timed out is ended at once, and its memory with it.
const IDLE_MS = 2_000;
type Pooled = { worker: Worker; idleTimer?: NodeJS.Timeout };
const idle: Pooled[] = [];
const waiting: ((pooled: Pooled) => void)[] = [];
let live = 0;
let nextId = 0;

function startWorker(): Pooled {
  const worker = new Worker(WORKER_FILE, {
    workerData: { pdfCheck: true },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // Errors are answered by the check that was running (see ask); this keeps a late one from crashing the server.
  worker.on("error", () => {});
  return { worker };
}

async function acquire(): Promise<Pooled> {
  const ready = idle.pop();
  if (ready) {
    clearTimeout(ready.idleTimer);
    return ready;
  }
  if (live < config().pdfChecksAtOnce) {
    live++;
    return startWorker();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(pooled: Pooled, healthy: boolean): void {
  if (!healthy) {
    live--;
    void pooled.worker.terminate();
    const next = waiting.shift();
    if (next) {
      live++;
      next(startWorker());
    }
    return;
  }
  const next = waiting.shift();
  if (next) return next(pooled);
  pooled.idleTimer = setTimeout(() => {
    if (live === 1) return;
    idle.splice(idle.indexOf(pooled), 1);
    live--;
    void pooled.worker.terminate();
  }, IDLE_MS);
  pooled.idleTimer.unref();
  pooled.worker.unref();
  idle.push(pooled);
}

/** Starts the warm worker ahead of the first upload (called once when the server starts). */
export function warmUpPdfChecks(): void {
  if (live > 0) return;
  live++;
  const pooled = startWorker();
  pooled.worker.unref();
  idle.push(pooled);
}

/** Bytes handed to the worker are moved, not copied; they come back with the answer. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer ? bytes.buffer : bytes.slice().buffer;
}

type Input = { path: string } | { bytes: Uint8Array };
type Answer = { result: CheckResult; bytes?: Uint8Array; healthy: boolean };

function ask(worker: Worker, input: Input, timeout: number): Promise<Answer> {
  const id = nextId++;
  return new Promise((resolve) => {
    const overrun: Answer = { result: { problem: "too-complex" }, healthy: false };
    const finish = (answer: Answer) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      resolve(answer);
    };
    const onMessage = (message: { id: number; result: CheckResult; bytes?: ArrayBuffer }) => {
      if (message.id !== id) return;
      // A file over a budget leaves a large heap behind: that worker is not used again.
      const healthy = !("problem" in message.result && message.result.problem === "too-complex");
      finish({ result: message.result, bytes: message.bytes && new Uint8Array(message.bytes), healthy });
    };
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or gone: the file needs more than a publishable document does.
    const onFailure = () => finish(overrun);
    // The worker stops itself at the deadline; this is for one stuck inside a parser.
    const timer = setTimeout(() => finish(overrun), timeout + 2_000);
    worker.on("message", onMessage);
    worker.once("error", onFailure);
    worker.once("exit", onFailure);
    const deadline = Date.now() + timeout;
    if ("path" in input) worker.postMessage({ id, path: input.path, deadline });
    else {
      const buffer = ownBuffer(input.bytes);
      worker.postMessage({ id, bytes: buffer, deadline }, [buffer]);
    }
  });
}

async function runCheck(input: Input): Promise<{ result: CheckResult; bytes?: Uint8Array }> {
  const pooled = await acquire();
  // Only a worker at work keeps the process alive (an idle one must not hold up a script's exit).
  pooled.worker.ref();
  let healthy = false;
  try {
    const answer = await ask(pooled.worker, input, config().pdfCheckTimeoutMs);
    healthy = answer.healthy;
    return answer;
  } finally {
    release(pooled, healthy);
  }
}

function settle(result: CheckResult, field: string): PdfInspection {
  if ("problem" in result) throw new PdfRejectedError(result.problem, field, result.detail);
  return result;
}

/**
 * Checks that the file at `filePath` is a complete, readable, unencrypted PDF without active
 * content, within the budgets: 415 when it is not a PDF at all (the header must be at byte 0),
 * 422 when it is too complex to check, 400 when it is a PDF that cannot be published.
 */
export async function inspectPdfFile(filePath: string, field = "pdf"): Promise<PdfInspection> {
  return settle((await runCheck({ path: filePath })).result, field);
}

/** The same check for bytes in memory; the caller's array is left as it was (the worker gets a copy). */
export async function inspectPdf(bytes: Uint8Array, field = "pdf"): Promise<PdfInspection> {
  return settle((await runCheck({ bytes: bytes.slice() })).result, field);
}

/**
 * The same check without a copy: the bytes are lent to the worker and come back in `bytes`; the
 * array passed in is unusable afterwards.
 */
export async function inspectPdfLent(
  bytes: Uint8Array,
  field = "pdf",
): Promise<{ inspection: PdfInspection; bytes: Uint8Array }> {
  const answer = await runCheck({ bytes });
  const inspection = settle(answer.result, field);
  return { inspection, bytes: answer.bytes ?? bytes };
}
