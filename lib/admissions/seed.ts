import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { admissionRounds } from "../db/schema";
import { newId } from "../ids";
import type { FileStore } from "../files/store";
import { addFileInTransaction } from "../files/service";
import { acceptPdfBytes } from "../files/upload";
import { fileUrl } from "../files/urls";
import { renderNoticePdf } from "../pdf/notice-pdf";
import { site } from "../db/seed/content/site";
import { SEAT_CONFIRMATION_RULES, SEAT_CONFIRMATION_STEPS } from "./round-pages";
import { ROUND_KEYS, ROUND_PAGES, type RoundPage } from "./rounds";
import { indiaTime } from "../time";

/**
 * The nine rounds of 2025-26 with their process PDFs, and no candidates: staff import each round's
 * allotments (CSV), and the tests bring their own fictional candidates (tests/fixtures). Idempotent:
 * rounds are keyed by (category, round), and existing rows are never touched.
 */

function processPdfName(page: RoundPage): string {
  return `seat-confirmation-${page.category}${page.round > 1 ? `-round${page.round}` : ""}.pdf`;
}

/** A process PDF written from the round's facts (the original PDFs are not redistributed). */
async function storeProcessPdf(
  tx: Executor,
  store: FileStore,
  page: RoundPage,
): Promise<{ confirmationPdfUrl: string; confirmationFileId: string }> {
  const body = [
    "Step-by-step instructions",
    ...SEAT_CONFIRMATION_STEPS.map((step, index) => `${index + 1}. ${step}`),
    "Important",
    ...(page.category === "pg" ? [] : SEAT_CONFIRMATION_RULES.map((rule) => `- ${rule}`)),
    ...(page.note ? [page.note] : []),
    ...(page.schedule.length
      ? ["Timeline", ...page.schedule.map((item) => `- ${item.label}: ${item.when}`)]
      : ["The timeline of this round is announced on the seat-allocation page."]),
    `Help: write to ${site.admissionHelpdeskEmail}.`,
  ];
  const issued = indiaTime(page.decisionWindow?.from ?? "2025-07-20", "09:00:00");
  const bytes = await renderNoticePdf({
    title: `${page.title}: seat confirmation process, academic year 2025-26`,
    date: issued,
    body,
  });
  const name = processPdfName(page);
  const id = await addFileInTransaction(tx, await acceptPdfBytes(bytes, name), { store });
  return { confirmationPdfUrl: fileUrl(id, name), confirmationFileId: id };
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
      ...(await storeProcessPdf(tx, store, page)),
    });
    created++;
  }
  return created;
}

export async function seedAdmissions(tx: Executor, store: FileStore): Promise<{ admissionRounds: number }> {
  return { admissionRounds: await seedRounds(tx, store) };
}
