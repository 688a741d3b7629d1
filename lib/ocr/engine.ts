import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Optical character recognition of scanned PDFs with Debian's own tools: poppler's `pdftoppm`
 * draws each page, `tesseract` reads it (English and, where `tesseract-ocr-hin` is installed,
 * Hindi). Both run as child processes, so recognition never holds up the server's event loop, and
 * each gets a time budget. Where either tool is missing the site keeps working and says, to staff,
 * that documents without text wait for a server that has them.
 */

export type OcrTools = { available: true; languages: string[] } | { available: false; reason: string };

export type Recognition = { text: string; pages: number; languages: string[]; truncated: boolean };

export class OcrError extends Error {}

// Tesseract's own threads would take every core of a small server; one page at a time on one thread
// leaves the rest to the visitors.
const CHILD_ENV = { ...process.env, OMP_THREAD_LIMIT: "1" };
// Enough for a printed page at 200 dpi; far beyond what one page's text can be.
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
const RESOLUTION_DPI = 200;

let detected: Promise<OcrTools> | undefined;

/** Whether this server can recognise text, and in which of the site's languages. Asked once. */
export function ocrTools(): Promise<OcrTools> {
  detected ??= detectTools();
  return detected;
}

async function detectTools(): Promise<OcrTools> {
  for (const [command, pkg] of [
    ["pdftoppm", "poppler-utils"],
    ["pdfinfo", "poppler-utils"],
    ["pdfimages", "poppler-utils"],
  ] as const) {
    const missing = await run(command, ["-v"], { timeout: 10_000 }).then(
      () => false,
      (error: unknown) => isMissing(error),
    );
    if (missing) return { available: false, reason: `${command} (Debian package ${pkg}) is not installed` };
  }
  const languages = await tesseractLanguages().catch((): string[] => []);
  if (!languages.includes("eng")) {
    return { available: false, reason: "tesseract with English (Debian package tesseract-ocr) is not installed" };
  }
  return { available: true, languages };
}

async function tesseractLanguages(): Promise<string[]> {
  const { stdout } = await run("tesseract", ["--list-langs"], { timeout: 10_000, env: CHILD_ENV });
  const installed = stdout
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^[a-z_]+$/.test(line));
  return ["eng", "hin"].filter((language) => installed.includes(language));
}

// `pdftoppm -v` prints its version and exits with 0 on some builds and 99 on others: only "not found" means missing.
function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** A PDF written once to a temporary folder, for the tools to look at and read until `deadline` (ms). */
export type PdfOnDisk = {
  /**
   * Whether it is a scan: most of its pages are one picture covering the page. A scanner's own
   * text layer (invisible text over the picture) is often poor, so a scan is read again by OCR
   * even when it has one; a document made on a computer, with its own text, is not.
   */
  isScan(): Promise<boolean>;
  /**
   * The text of its first `maxPages` pages, read page by page. Pages come back in order,
   * separated by a blank line; a PDF with more pages is marked truncated.
   */
  recognise(maxPages: number): Promise<Recognition>;
};

// A picture drawn over at least this share of the page's width and height is a scanned page.
const SCAN_COVER = 0.8;

/** Runs `work` on the PDF's bytes written to a temporary file, removed afterwards. */
export async function withPdfOnDisk<T>(
  bytes: Uint8Array,
  deadline: number,
  work: (pdf: PdfOnDisk) => Promise<T>,
): Promise<T> {
  const tools = await ocrTools();
  if (!tools.available) throw new OcrError(tools.reason);
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "dseu-ocr-"));
  try {
    const pdf = path.join(folder, "document.pdf");
    await fs.promises.writeFile(pdf, bytes);
    let info: Promise<PdfInfo> | undefined;
    const pdfInfo = () => (info ??= readPdfInfo(pdf, deadline));
    return await work({
      async isScan() {
        const { pages, width, height } = await pdfInfo();
        const scanned = new Set<number>();
        for (const line of (await runWithin("pdfimages", ["-list", pdf], deadline)).stdout.split("\n").slice(2)) {
          const cells = line.trim().split(/\s+/);
          const [page, pixelsWide, pixelsHigh, xPpi, yPpi] = [cells[0], cells[3], cells[4], cells[12], cells[13]].map(
            Number,
          );
          if (!page || !pixelsWide || !pixelsHigh || !xPpi || !yPpi) continue;
          if (pixelsWide / xPpi >= SCAN_COVER * width && pixelsHigh / yPpi >= SCAN_COVER * height) scanned.add(page);
        }
        return scanned.size * 2 >= pages;
      },
      async recognise(maxPages) {
        const { pages: pageCount } = await pdfInfo();
        const pages = Math.min(pageCount, maxPages);
        const texts: string[] = [];
        for (let page = 1; page <= pages; page++) {
          const image = path.join(folder, `page-${page}`);
          const pageRange = ["-f", String(page), "-l", String(page)];
          await runWithin(
            "pdftoppm",
            ["-r", String(RESOLUTION_DPI), "-gray", "-png", "-singlefile", ...pageRange, pdf, image],
            deadline,
          );
          const read = ["-l", tools.languages.join("+")];
          const { stdout } = await runWithin("tesseract", [`${image}.png`, "-", ...read], deadline);
          texts.push(tidy(stdout));
          await fs.promises.rm(`${image}.png`, { force: true });
        }
        return {
          text: texts.filter(Boolean).join("\n\n"),
          pages,
          languages: tools.languages,
          truncated: pageCount > pages,
        };
      },
    });
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/** The page count, and the first page's size in inches. */
type PdfInfo = { pages: number; width: number; height: number };

async function readPdfInfo(pdf: string, deadline: number): Promise<PdfInfo> {
  const { stdout } = await runWithin("pdfinfo", [pdf], deadline);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  if (!Number.isInteger(pages) || pages < 1) throw new OcrError("the PDF has no pages to read");
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
  // Without a size no picture can be said to cover the page: the PDF is then not taken for a scan.
  return { pages, width: size ? Number(size[1]) / 72 : Infinity, height: size ? Number(size[2]) / 72 : Infinity };
}

async function runWithin(command: string, args: string[], deadline: number) {
  const timeout = deadline - Date.now();
  if (timeout <= 0) throw new OcrError("the time allowed for reading this document ran out");
  try {
    return await run(command, args, { timeout, killSignal: "SIGKILL", maxBuffer: MAX_OUTPUT_BYTES, env: CHILD_ENV });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { killed?: boolean; stderr?: string };
    if (failure.killed) throw new OcrError("the time allowed for reading this document ran out");
    throw new OcrError(
      `${command} could not read the document: ${(failure.stderr || failure.message).trim().slice(0, 300)}`,
    );
  }
}

/** Tesseract's output without its page-break characters, trailing spaces and runs of blank lines. */
function tidy(text: string): string {
  return text
    .replace(/\f/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
