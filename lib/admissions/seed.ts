import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { admissionResults, admissionRounds } from "../db/schema";
import { type ResultStatus } from "./vocabulary";
import { newId } from "../ids";
import type { FileStore } from "../files/store";
import { addFileInTransaction } from "../files/service";
import { acceptPdfBytes } from "../files/upload";
import { fileUrl } from "../files/urls";
import { renderNoticePdf } from "../pdf/notice-pdf";
import { site } from "../../content/site";
import { SEAT_CONFIRMATION_RULES, SEAT_CONFIRMATION_STEPS } from "../../content/admission-rounds";
import { ROUND_KEYS, ROUND_PAGES, type RoundKey, type RoundPage } from "./rounds";
import { indiaTime } from "../time";

/**
 * The nine rounds of 2025-26 with their process PDFs, and a few clearly fictional candidates
 * (example.org addresses) that show every case on the pages. Idempotent: rounds are keyed by
 * (category, round) and candidates by (round, form number), and existing rows are never touched.
 */

// The rounds the navigation links to (the latest of each level) take decisions on a fresh site.
const OPEN_ROUNDS: readonly RoundKey[] = ["diploma4", "btech2", "ug2", "pg1"];

type SampleCandidate = {
  round: RoundKey;
  formNumber: string;
  name: string;
  email: string;
  dob: string;
  program?: string;
  campus?: string;
  registeredCategory: string;
  categoryAllocated?: string;
  programPreference?: number;
  campusPreference?: boolean;
  rank?: number;
  status?: ResultStatus;
  pwd?: boolean;
  defence?: boolean;
};

export const SAMPLE_CANDIDATES: readonly SampleCandidate[] = [
  // Diploma round 1 (window closed): first preference, a decided seat, PwD, Defence, no seat.
  {
    round: "diploma1",
    formNumber: "DIP25-10001",
    name: "Asha Sample",
    email: "asha.sample@example.org",
    dob: "14-03-2009",
    program: "Diploma in Computer Engineering",
    campus: "Aryabhatt DSEU Campus",
    registeredCategory: "General",
    categoryAllocated: "DEL_UR",
    programPreference: 1,
    rank: 112,
  },
  {
    round: "diploma1",
    formNumber: "DIP25-10002",
    name: "Kabir Example",
    email: "kabir.example@example.org",
    dob: "02-11-2008",
    program: "Diploma in Civil Engineering",
    campus: "GB Pant DSEU Campus",
    registeredCategory: "SC",
    categoryAllocated: "DEL_SC",
    programPreference: 3,
    rank: 2290,
    status: "freeze",
  },
  {
    round: "diploma1",
    formNumber: "DIP25-10003",
    name: "Nisha Placeholder",
    email: "nisha.placeholder@example.org",
    dob: "21-07-2009",
    program: "Diploma in Electronics Engineering",
    campus: "DSEU Pusa-I Campus",
    registeredCategory: "ST",
    categoryAllocated: "DEL_ST",
    programPreference: 2,
    rank: 3104,
    pwd: true,
  },
  {
    round: "diploma1",
    formNumber: "DIP25-10004",
    name: "Vikram Demo",
    email: "vikram.demo@example.org",
    dob: "09-01-2009",
    program: "Diploma in Mechanical Engineering",
    campus: "DSEU Okhla-II Campus",
    registeredCategory: "OBC",
    categoryAllocated: "DEL_OBC",
    programPreference: 1,
    rank: 1875,
    defence: true,
  },
  {
    round: "diploma1",
    formNumber: "DIP25-10005",
    name: "Rohan Noseat",
    email: "rohan.noseat@example.org",
    dob: "30-05-2009",
    registeredCategory: "General",
    rank: 40210,
  },
  // Diploma rounds 2 and 3 (closed): decided seats.
  {
    round: "diploma2",
    formNumber: "DIP25-20001",
    name: "Farhan Sample",
    email: "farhan.sample@example.org",
    dob: "17-08-2008",
    program: "Diploma in Electrical Engineering",
    campus: "DSEU Wazirpur-I Campus",
    registeredCategory: "SC",
    categoryAllocated: "OB_DEL_SC",
    programPreference: 4,
    rank: 5120,
    status: "upgrade",
  },
  {
    round: "diploma3",
    formNumber: "DIP25-30001",
    name: "Lata Example",
    email: "lata.example@example.org",
    dob: "05-12-2008",
    program: "Diploma in Printing Technology",
    campus: "DSEU Jahndewalan Campus",
    registeredCategory: "ST",
    categoryAllocated: "OB_DEL_ST",
    programPreference: 2,
    rank: 6702,
    status: "reject",
  },
  // Diploma round 4 (open): accept or reject only; two pending seats and a no-seat answer.
  {
    round: "diploma4",
    formNumber: "DIP25-40001",
    name: "Pooja Sample",
    email: "pooja.sample@example.org",
    dob: "11-04-2009",
    program: "Diploma in Architecture",
    campus: "Ambedkar DSEU Campus",
    registeredCategory: "EWS",
    categoryAllocated: "OD_DEL_EWS",
    programPreference: 2,
    rank: 7011,
  },
  {
    round: "diploma4",
    formNumber: "DIP25-40002",
    name: "Sameer Example",
    email: "sameer.example@example.org",
    dob: "23-09-2008",
    program: "Diploma in Interior Design",
    campus: "Meerabai DSEU Campus",
    registeredCategory: "EWS",
    categoryAllocated: "EWS",
    programPreference: 4,
    rank: 7230,
  },
  {
    round: "diploma4",
    formNumber: "DIP25-40003",
    name: "Neha Noseat",
    email: "neha.noseat@example.org",
    dob: "08-02-2009",
    registeredCategory: "General",
    rank: 51002,
  },
  // B.Tech round 1 (closed): PwD, Defence, and a seat accepted with upgrade.
  {
    round: "btech1",
    formNumber: "BT25-10001",
    name: "Ishaan Sample",
    email: "ishaan.sample@example.org",
    dob: "12-06-2006",
    program: "B.Tech in Computer Science Engineering",
    campus: "DSEU Okhla-II Campus",
    registeredCategory: "General",
    categoryAllocated: "DEL_UR",
    programPreference: 1,
    rank: 845,
    pwd: true,
  },
  {
    round: "btech1",
    formNumber: "BT25-10002",
    name: "Tara Example",
    email: "tara.example@example.org",
    dob: "28-10-2006",
    program: "B.Tech in Mechanical Engineering",
    campus: "GB Pant DSEU Campus",
    registeredCategory: "OBC",
    categoryAllocated: "DEL_OBC",
    programPreference: 2,
    rank: 1630,
    defence: true,
  },
  {
    round: "btech1",
    formNumber: "BT25-10003",
    name: "Dev Sample",
    email: "dev.sample@example.org",
    dob: "03-03-2007",
    program: "B.Tech in Electrical Engineering",
    campus: "DSEU Okhla-II Campus",
    registeredCategory: "SC",
    categoryAllocated: "OD_DEL_SC",
    programPreference: 3,
    rank: 2412,
    status: "float",
  },
  // B.Tech round 2 (open): another preference (four choices) and a first preference (two).
  {
    round: "btech2",
    formNumber: "BT25-20001",
    name: "Karan Sample",
    email: "karan.sample@example.org",
    dob: "19-01-2007",
    program: "B.Tech in Data Analytics",
    campus: "DSEU Okhla-II Campus",
    registeredCategory: "General",
    categoryAllocated: "OD_DEL_UR",
    programPreference: 2,
    rank: 3050,
  },
  {
    round: "btech2",
    formNumber: "BT25-20002",
    name: "Riya Example",
    email: "riya.example@example.org",
    dob: "07-07-2006",
    program: "B.Tech in Artificial Intelligence",
    campus: "DSEU Okhla-II Campus",
    registeredCategory: "OBC",
    categoryAllocated: "DEL_OBC",
    programPreference: 1,
    rank: 2990,
  },
  // UG round 1 (closed): campus preference, PwD, Defence.
  {
    round: "ug1",
    formNumber: "UG25-10001",
    name: "Meera Example",
    email: "meera.example@example.org",
    dob: "15-02-2007",
    program: "Bachelor of Computer Applications (BCA)",
    campus: "DSEU Pusa-II Campus",
    registeredCategory: "ST",
    categoryAllocated: "OD_DEL_ST",
    programPreference: 2,
    campusPreference: true,
    rank: 1402,
  },
  {
    round: "ug1",
    formNumber: "UG25-10002",
    name: "Arjun Sample",
    email: "arjun.sample@example.org",
    dob: "26-12-2006",
    program: "BS in Retail Management",
    campus: "DSEU Dwarka Campus",
    registeredCategory: "General",
    categoryAllocated: "DEL_UR",
    programPreference: 1,
    rank: 950,
    pwd: true,
  },
  {
    round: "ug1",
    formNumber: "UG25-10003",
    name: "Zoya Example",
    email: "zoya.example@example.org",
    dob: "04-04-2007",
    program: "BMS (E-Commerce)",
    campus: "DSEU Rajokri Campus",
    registeredCategory: "OBC",
    categoryAllocated: "DEL_OBC",
    programPreference: 3,
    rank: 2204,
    defence: true,
  },
  // UG round 2 (open): two candidates with the four choices.
  {
    round: "ug2",
    formNumber: "UG25-20001",
    name: "Aditi Sample",
    email: "aditi.sample@example.org",
    dob: "10-10-2006",
    program: "B.Sc. in Data Analytics",
    campus: "DSEU Dwarka Campus",
    registeredCategory: "SC",
    categoryAllocated: "DEL_SC",
    programPreference: 3,
    rank: 2688,
  },
  {
    round: "ug2",
    formNumber: "UG25-20002",
    name: "Manav Example",
    email: "manav.example@example.org",
    dob: "01-08-2007",
    program: "BA in Digital Media and Design",
    campus: "DSEU Vivek Vihar Campus",
    registeredCategory: "ST",
    categoryAllocated: "DEL_ST",
    programPreference: 2,
    rank: 3011,
  },
  // PG (open): freeze or reject only; two seats and a no-seat answer.
  {
    round: "pg1",
    formNumber: "PG25-10001",
    name: "Sara Sample",
    email: "sara.sample@example.org",
    dob: "22-06-2002",
    program: "Master of Computer Applications (MCA)",
    campus: "DSEU Okhla-II Campus",
    registeredCategory: "General",
  },
  {
    round: "pg1",
    formNumber: "PG25-10002",
    name: "Yash Example",
    email: "yash.example@example.org",
    dob: "13-11-2001",
    program: "MBA in Data Analytics",
    campus: "DSEU Dwarka Campus",
    registeredCategory: "OBC",
  },
  {
    round: "pg1",
    formNumber: "PG25-10003",
    name: "Gita Noseat",
    email: "gita.noseat@example.org",
    dob: "29-01-2002",
    registeredCategory: "EWS",
  },
];

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
      windowOpen: OPEN_ROUNDS.includes(key),
      ...(await storeProcessPdf(tx, store, page)),
    });
    created++;
  }
  return created;
}

async function seedCandidates(tx: Executor): Promise<number> {
  const rounds = await tx
    .select({ id: admissionRounds.id, category: admissionRounds.category, round: admissionRounds.round })
    .from(admissionRounds);
  let created = 0;
  for (const c of SAMPLE_CANDIDATES) {
    const page = ROUND_PAGES[c.round];
    const round = rounds.find((r) => r.category === page.category && r.round === page.round);
    if (!round) continue;
    const decided =
      c.status && c.status !== "pending" && page.decisionWindow
        ? indiaTime(page.decisionWindow.from, "11:00:00")
        : null;
    const inserted = await tx
      .insert(admissionResults)
      .values({
        id: newId(),
        roundId: round.id,
        formNumber: c.formNumber,
        name: c.name,
        email: c.email,
        dob: c.dob,
        program: c.program ?? "",
        campus: c.campus ?? "",
        registeredCategory: c.registeredCategory,
        categoryAllocated: c.categoryAllocated ?? "",
        programPreference: c.programPreference ?? null,
        campusPreference: c.campusPreference ?? false,
        rank: c.rank ?? null,
        status: c.status ?? "pending",
        pwd: c.pwd ?? false,
        defence: c.defence ?? false,
        decidedAt: decided,
      })
      .onConflictDoNothing()
      .returning({ id: admissionResults.id });
    created += inserted.length;
  }
  return created;
}

export async function seedAdmissions(
  tx: Executor,
  store: FileStore,
): Promise<{ admissionRounds: number; admissionResults: number }> {
  const roundCount = await seedRounds(tx, store);
  return { admissionRounds: roundCount, admissionResults: await seedCandidates(tx) };
}
