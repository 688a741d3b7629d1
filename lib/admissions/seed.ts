import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { admissionRounds } from "../db/schema";
import { newId } from "../ids";
import type { FileStore } from "../files/store";
import { addFileInTransaction } from "../files/service";
import { acceptPdfBytes } from "../files/upload";
import { fileUrl } from "../files/urls";
import { ROUND_KEYS, ROUND_PAGES, type RoundKey } from "./rounds";
import { indiaTime } from "../time";

/**
 * The nine rounds of 2025-26 with their process PDFs, and no candidates: staff import each round's
 * allotments (CSV), and the tests bring their own fictional candidates (tests/fixtures). Idempotent:
 * rounds are keyed by (category, round), and existing rows are never touched.
 */

/** Where the university's own seat-confirmation PDFs of 2025-26 ship (copies of the old site's files). */
export const PROCESS_PDF_DIR = path.join(process.cwd(), "lib", "db", "seed", "files", "admissions");

/**
 * Each round's process document: the university's PDF where we have it, else the address the old
 * site linked. B.Tech and UG round 2 have none: the old site linked the diploma round 2 PDF there,
 * whose dates are the diploma's, so their pages show the process in text only.
 */
export const PROCESS_DOCUMENTS: Readonly<Record<RoundKey, { file: string } | { url: string } | null>> = {
  diploma1: { file: "seat-confirmation-diploma.pdf" },
  diploma2: { file: "seat-confirmation-diploma-round2.pdf" },
  diploma3: { url: "https://dseu.ac.in/seat-confirmation-diploma-round3.pdf" },
  diploma4: { url: "https://dseu.ac.in/seat-confirmation-diploma-round4.pdf" },
  btech1: { file: "seat-confirmation-btech.pdf" },
  btech2: null,
  ug1: { file: "seat-confirmation-ug.pdf" },
  ug2: null,
  pg1: { file: "seat-confirmation-pg.pdf" },
};

async function processDocument(
  tx: Executor,
  store: FileStore,
  key: RoundKey,
): Promise<{ confirmationPdfUrl: string; confirmationFileId: string | null }> {
  const document = PROCESS_DOCUMENTS[key];
  if (!document) return { confirmationPdfUrl: "", confirmationFileId: null };
  if ("url" in document) return { confirmationPdfUrl: document.url, confirmationFileId: null };
  const bytes = new Uint8Array(await readFile(path.join(PROCESS_PDF_DIR, document.file)));
  const id = await addFileInTransaction(tx, await acceptPdfBytes(bytes, document.file), { store });
  return { confirmationPdfUrl: fileUrl(id, document.file), confirmationFileId: id };
}

async function seedRounds(tx: Executor, store: FileStore): Promise<number> {
  let created = 0;
  for (const key of ROUND_KEYS) {
    const page = ROUND_PAGES[key];
    const [existing] = await tx
      .select({ id: admissionRounds.id })
      .from(admissionRounds)
      .where(and(eq(admissionRounds.category, page.category), eq(admissionRounds.round, page.round)));
    if (existing) continue;
    await tx.insert(admissionRounds).values({
      id: newId(),
      category: page.category,
      round: page.round,
      title: page.title,
      startsAt: page.decisionWindow ? indiaTime(page.decisionWindow.from, "00:00:00") : null,
      endsAt: page.decisionWindow ? indiaTime(page.decisionWindow.to, "23:59:59") : null,
      // Closed: a public page never says decisions are open unless staff opened a current window.
      windowOpen: false,
      ...(await processDocument(tx, store, key)),
    });
    created++;
  }
  return created;
}

export async function seedAdmissions(tx: Executor, store: FileStore): Promise<{ admissionRounds: number }> {
  return { admissionRounds: await seedRounds(tx, store) };
}
