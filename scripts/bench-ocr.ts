import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ocrTools, withPdfOnDisk } from "../lib/ocr/engine";

/**
 * `npm run bench:ocr`: how fast this server reads scanned PDFs (lib/ocr), in seconds per page,
 * on the scanned IQAC office order of ../shared/data/pdfs (or `-- --file x.pdf`), three runs
 * (`--runs N`). Printed, never asserted; prints why, and exits 0, where the OCR tools are missing.
 */
const { values } = parseArgs({
  options: {
    file: { type: "string", default: path.resolve("../shared/data/pdfs/IQAC_ORDER.pdf") },
    runs: { type: "string", default: "3" },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);

const tools = await ocrTools();
if (!tools.available) {
  console.log(`OCR is not available on this machine: ${tools.reason}. Nothing to measure.`);
  process.exit(0);
}
const bytes = new Uint8Array(fs.readFileSync(values.file));
console.log(
  `${path.basename(values.file)} (${(bytes.byteLength / 1024).toFixed(0)} KB), languages ${tools.languages.join("+")}`,
);
const started = Date.now();
const scanned = await withPdfOnDisk(bytes, Date.now() + 60_000, (pdf) => pdf.isScan());
console.log(`scan check: ${scanned ? "a scan" : "not a scan"} in ${((Date.now() - started) / 1000).toFixed(2)} s`);
const perPage: number[] = [];
for (let run = 1; run <= runs; run++) {
  const at = Date.now();
  const result = await withPdfOnDisk(bytes, Date.now() + 600_000, (pdf) => pdf.recognise(500));
  const seconds = (Date.now() - at) / 1000;
  perPage.push(seconds / result.pages);
  console.log(
    `run ${run}: ${result.pages} pages in ${seconds.toFixed(1)} s, ${(seconds / result.pages).toFixed(1)} s per page, ${result.text.length} characters`,
  );
}
perPage.sort((a, b) => a - b);
console.log(`median: ${perPage[Math.floor(perPage.length / 2)]!.toFixed(1)} s per page`);
