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

/**
 * The text of a PDF's first `maxPages` pages, read page by page until `deadline` (a time in ms).
 * Pages come back in order, separated by a blank line; a PDF with more pages is marked truncated.
 */
export async function recognisePdf(
  bytes: Uint8Array,
  { maxPages, deadline }: { maxPages: number; deadline: number },
): Promise<Recognition> {
  const tools = await ocrTools();
  if (!tools.available) throw new OcrError(tools.reason);
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "dseu-ocr-"));
  try {
    const pdf = path.join(folder, "document.pdf");
    await fs.promises.writeFile(pdf, bytes);
    const pageCount = await countPages(pdf, deadline);
    const pages = Math.min(pageCount, maxPages);
    const texts: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const image = path.join(folder, `page-${page}`);
      await runWithin(
        "pdftoppm",
        [
          "-r",
          String(RESOLUTION_DPI),
          "-gray",
          "-png",
          "-singlefile",
          "-f",
          String(page),
          "-l",
          String(page),
          pdf,
          image,
        ],
        deadline,
      );
      const { stdout } = await runWithin("tesseract", [`${image}.png`, "-", "-l", tools.languages.join("+")], deadline);
      texts.push(tidy(stdout));
      await fs.promises.rm(`${image}.png`, { force: true });
    }
    return {
      text: texts.filter(Boolean).join("\n\n"),
      pages,
      languages: tools.languages,
      truncated: pageCount > pages,
    };
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

async function countPages(pdf: string, deadline: number): Promise<number> {
  const { stdout } = await runWithin("pdfinfo", [pdf], deadline);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  if (!Number.isInteger(pages) || pages < 1) throw new OcrError("the PDF has no pages to read");
  return pages;
}

// A picture drawn over at least this share of the page's width and height is a scanned page.
const SCAN_COVER = 0.8;

/**
 * Whether a PDF is a scan: most of its pages are one picture covering the page. A scanner's own
 * text layer (invisible text over the picture) is often poor, so a scan is read again by OCR even
 * when it has one; a document made on a computer, with its own text, is not.
 */
export async function isScannedPdf(bytes: Uint8Array, deadline: number): Promise<boolean> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "dseu-ocr-"));
  try {
    const pdf = path.join(folder, "document.pdf");
    await fs.promises.writeFile(pdf, bytes);
    const info = (await runWithin("pdfinfo", [pdf], deadline)).stdout;
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
    if (!pages || !size) return false;
    const [pageWidth, pageHeight] = [Number(size[1]) / 72, Number(size[2]) / 72];
    const scanned = new Set<number>();
    for (const line of (await runWithin("pdfimages", ["-list", pdf], deadline)).stdout.split("\n").slice(2)) {
      const cells = line.trim().split(/\s+/);
      const [page, width, height, xPpi, yPpi] = [cells[0], cells[3], cells[4], cells[12], cells[13]].map(Number);
      if (!page || !width || !height || !xPpi || !yPpi) continue;
      if (width / xPpi >= SCAN_COVER * pageWidth && height / yPpi >= SCAN_COVER * pageHeight) scanned.add(page);
    }
    return scanned.size * 2 >= pages;
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
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
