import { ROUND_ADDRESSES } from "./round-addresses";

/**
 * The seat-allocation rounds of admission cycle 2025-26 that have public pages: where each round's
 * pages live, its schedule, and what PwD and Defence candidates must do. The round's title, dates,
 * decision window and process PDF are kept in the database (staff edit them); the values here seed
 * a fresh database and describe the round in e-mails and the process text. The pages say the same
 * in either language from the message catalogue ("results"), whose English a unit test keeps equal
 * to these (tests/unit/results-words.test.ts).
 */
export const ROUND_KEYS = [
  "diploma1",
  "diploma2",
  "diploma3",
  "diploma4",
  "btech1",
  "btech2",
  "ug1",
  "ug2",
  "pg1",
] as const;
export type RoundKey = (typeof ROUND_KEYS)[number];

export type ScheduleItem = { label: string; when: string };

export type ReportingInstructions = {
  /** Who the instructions are for, in the page's words. */
  audience: string;
  place: string;
  date: string;
  time: string;
};

/** A round's page set; lib/admissions/rounds.ts checks `category` against the result categories. */
export type RoundPage = {
  key: RoundKey;
  category: string;
  round: number;
  /** Programme level as candidates call it. */
  level: string;
  /** Short name on the round tabs. */
  tabLabel: string;
  title: string;
  listingPath: string;
  showPath: string;
  /** The decision window of the facts (India time), when the facts give one. */
  decisionWindow?: { from: string; to: string };
  schedule: readonly ScheduleItem[];
  /** PwD and Defence candidates of this round report in person instead of deciding online. */
  reporting?: ReportingInstructions;
  /** Extra rule of this round, shown with the process. */
  note?: string;
  /** Rounds that only ever offer accepting or rejecting the seat (no upgrade to a later round). */
  acceptOrRejectOnly?: boolean;
};

export const ROUND_PAGES = {
  diploma1: {
    key: "diploma1",
    ...ROUND_ADDRESSES.diploma1,
    category: "diploma",
    round: 1,
    level: "Diploma",
    tabLabel: "Round 1",
    title: "DSEU Diploma Round 1 Seat Allocation",
    decisionWindow: { from: "2025-07-23", to: "2025-07-26" },
    schedule: [
      { label: "Merit list and seat allotment", when: "23 July 2025" },
      { label: "Freeze, upgrade or reject your seat", when: "23 to 26 July 2025" },
      { label: "Fee payment", when: "27 to 29 July 2025" },
      { label: "Document verification at your allotted campus", when: "30 July to 1 August 2025" },
      { label: "Classes begin", when: "4 August 2025" },
    ],
    reporting: {
      audience: "PwD and Defence category candidates (Diploma)",
      place: "DSEU, Sector-9, Dwarka, New Delhi",
      date: "25 July 2025",
      time: "11:00 AM to 2:00 PM",
    },
  },
  diploma2: {
    key: "diploma2",
    ...ROUND_ADDRESSES.diploma2,
    category: "diploma",
    round: 2,
    level: "Diploma",
    tabLabel: "Round 2",
    title: "DSEU Diploma Round 2 Seat Allocation",
    decisionWindow: { from: "2025-08-07", to: "2025-08-08" },
    schedule: [
      { label: "Merit list and seat allotment", when: "6 August 2025" },
      { label: "Freeze, upgrade or reject your seat", when: "7 to 8 August 2025" },
      { label: "Fee payment", when: "9 to 11 August 2025" },
      { label: "Physical document verification at your allotted campus", when: "12 to 14 August 2025" },
    ],
  },
  diploma3: {
    key: "diploma3",
    ...ROUND_ADDRESSES.diploma3,
    category: "diploma",
    round: 3,
    level: "Diploma",
    tabLabel: "Round 3",
    title: "DSEU Diploma Round 3 Seat Allocation",
    decisionWindow: { from: "2025-08-22", to: "2025-08-25" },
    schedule: [
      { label: "Merit list and seat allotment", when: "22 August 2025" },
      { label: "Accept or reject your seat", when: "22 to 25 August 2025" },
      { label: "Fee payment", when: "23 to 27 August 2025" },
      { label: "Document verification at your allotted campus", when: "25 to 28 August 2025" },
    ],
    note: "In this round a seat can only be accepted or rejected; there is no upgrade.",
    acceptOrRejectOnly: true,
  },
  diploma4: {
    key: "diploma4",
    ...ROUND_ADDRESSES.diploma4,
    category: "diploma",
    round: 4,
    level: "Diploma",
    tabLabel: "Round 4",
    title: "DSEU Diploma Round 4 Seat Allocation",
    decisionWindow: { from: "2025-09-05", to: "2025-09-09" },
    schedule: [
      { label: "Merit list and seat allotment", when: "4 September 2025" },
      { label: "Accept or reject your seat", when: "5 to 9 September 2025" },
      { label: "Fee payment", when: "5 to 9 September 2025" },
      { label: "Document verification at your allotted campus", when: "8 to 9 September 2025" },
    ],
    note: "This is the last diploma round: a seat can only be accepted or rejected.",
    acceptOrRejectOnly: true,
  },
  btech1: {
    key: "btech1",
    ...ROUND_ADDRESSES.btech1,
    category: "btech",
    round: 1,
    level: "B.Tech",
    tabLabel: "Round 1",
    title: "DSEU B.Tech Round 1 Seat Allocation",
    decisionWindow: { from: "2025-07-26", to: "2025-07-28" },
    schedule: [
      { label: "Merit list and seat allotment", when: "25 July 2025" },
      { label: "Freeze, upgrade or reject your seat", when: "26 to 28 July 2025" },
      { label: "Fee payment", when: "29 July to 1 August 2025" },
      { label: "Document verification and reporting to your campus", when: "30 July to 4 August 2025" },
      { label: "Classes begin", when: "5 August 2025" },
    ],
    reporting: {
      audience: "PwD and Defence category candidates (B.Tech)",
      place: "GB Pant Okhla Campus, Library Block, Ground Floor",
      date: "31 July 2025",
      time: "11:00 AM",
    },
  },
  btech2: {
    key: "btech2",
    ...ROUND_ADDRESSES.btech2,
    category: "btech",
    round: 2,
    level: "B.Tech",
    tabLabel: "Round 2",
    title: "DSEU B.Tech Round 2 Seat Allocation",
    schedule: [],
  },
  ug1: {
    key: "ug1",
    ...ROUND_ADDRESSES.ug1,
    category: "ug",
    round: 1,
    level: "UG",
    tabLabel: "Round 1",
    title: "DSEU UG Round 1 Seat Allocation",
    decisionWindow: { from: "2025-07-29", to: "2025-07-31" },
    schedule: [
      { label: "Merit list and seat allotment", when: "29 July 2025" },
      { label: "Freeze, upgrade or reject your seat", when: "29 to 31 July 2025" },
      { label: "Fee payment", when: "1 to 4 August 2025" },
      { label: "Document verification at your allotted campus", when: "4 to 6 August 2025" },
      { label: "Classes begin", when: "7 August 2025" },
    ],
    reporting: {
      audience: "PwD and Defence category candidates (UG)",
      place: "DSEU Pusa-2 Campus, Room 309",
      date: "1 August 2025",
      time: "10:30 AM",
    },
  },
  ug2: {
    key: "ug2",
    ...ROUND_ADDRESSES.ug2,
    category: "ug",
    round: 2,
    level: "UG",
    tabLabel: "Round 2",
    title: "DSEU UG Round 2 Seat Allocation",
    schedule: [],
  },
  pg1: {
    key: "pg1",
    ...ROUND_ADDRESSES.pg1,
    category: "pg",
    round: 1,
    level: "PG",
    tabLabel: "Round 1",
    title: "DSEU PG Seat Allocation",
    schedule: [
      { label: "Fee payment", when: "6 to 12 August 2025" },
      { label: "Document verification at your campus, after paying the fee", when: "by 13 August 2025" },
      { label: "Classes begin", when: "18 August 2025" },
    ],
    note: "PG instructions: F.No. 72(1)/DSEU/PG Admission/2025 dated 11/08/2025, PG Admission Committee. Document verification follows the Information Bulletin AY 2025-26.",
  },
} as const satisfies Record<RoundKey, RoundPage>;

/** The rounds of one programme level, in order (the tabs of a round's pages). */
export function sameLevelRounds(key: RoundKey): RoundPage[] {
  const { category } = ROUND_PAGES[key];
  return ROUND_KEYS.map((k) => ROUND_PAGES[k]).filter((p) => p.category === category);
}

/** What every round's process says, in our words (the seat-confirmation PDFs of 2025-26). */
export const SEAT_CONFIRMATION_STEPS = [
  "Look up your allotment here with the email address of your admission form and your date of birth.",
  "Record your decision on the seat within the decision window. A decision is final and cannot be changed afterwards.",
  "After your decision a fee payment link is sent to you. The seat is only provisionally yours until the fee is paid.",
  "Report to your allotted campus on the verification dates with your original documents.",
  "Your admission is confirmed and registered with DSEU once the documents are verified.",
] as const;

export const SEAT_CONFIRMATION_RULES = [
  "Candidates allotted their first preference can only freeze (accept) or reject the seat; there is no upgrade.",
  "Candidates allotted a second or later preference may choose Final Acceptance, Accept and Upgrade, Not Accepted and Upgrade, or Not Accepted.",
  "Not paying the fee, or missing document verification, cancels the seat.",
] as const;

/** The seat-allocation grievance form linked from the Diploma round 1 pages. */
export const SEAT_GRIEVANCE_FORM_URL = "https://forms.gle/x6sViUSBkHHF74uM7";
