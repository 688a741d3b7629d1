import { portals, site } from "../site";
import { externalLinks } from "./external-links";
import type { DocumentLink, PageText, TextSection } from "./types";

/** Admission pages other than the seat-allocation results (content-facts §5, §0.3, §11). */

const ADMISSION = { name: "Admission", path: "/admission" };
const REVIEWED = "2026-11-21";

export const admissionContacts = [
  { name: "Admission help desk", role: "All admission questions", email: site.admissionHelpdeskEmail },
  { name: "Diploma admissions", role: "Programmes after class X", email: "diplomaadmissions_2025@dseu.ac.in" },
  { name: "B.Tech admissions", role: "B.Tech programmes", email: "btechadmissions_2025@dseu.ac.in" },
  { name: "UG admissions", role: "Programmes after class XII", email: "ugadmissions_2025@dseu.ac.in" },
  { name: "PG admissions", role: "Programmes after a bachelor's degree", email: "pgadmissions_2025@dseu.ac.in" },
];

export const admission = {
  page: {
    path: "/admission",
    title: "Admission 2025-26",
    description:
      "DSEU admission cycle 2025-26: registration portals for diploma (after class X), UG and B.Tech (after class XII) and PG programmes, the Information Bulletin, key dates and contacts.",
    crumbs: [ADMISSION],
    lead: "Admission Cycle 2025-26: choose your level, register on the admission portal and follow the steps to a seat.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  routes: [
    {
      id: "diploma",
      heading: "Diploma admissions",
      who: "For students who have passed class X.",
      href: portals.admissionsAfter10th,
    },
    {
      id: "ug",
      heading: "UG admissions",
      who: "For students who have passed class XII, including B.Tech.",
      href: portals.admissionsAfter12th,
    },
    {
      id: "pg",
      heading: "PG admissions",
      who: "For graduates of an undergraduate programme.",
      href: portals.admissionsAfterBachelor,
    },
  ],
  bulletin: {
    title: "Information Bulletin 2025",
    text: "The Information Bulletin has everything about the programmes, eligibility and the admission process. Read it before you register.",
    href: externalLinks.informationBulletin2025,
  },
  video: {
    title: "How to fill in the DSEU admission form (video)",
    href: externalLinks.admissionFormVideo,
  },
  keyDates: [
    {
      flow: "Diploma, round 1",
      allotment: "23 July 2025",
      decision: "23–26 July",
      payment: "27–29 July",
      reporting: "30 July – 1 August",
      classes: "From 4 August 2025",
    },
    {
      flow: "B.Tech, round 1",
      allotment: "25 July 2025",
      decision: "26–28 July",
      payment: "29 July – 1 August",
      reporting: "30 July – 4 August",
      classes: "From 5 August 2025",
    },
    {
      flow: "UG, round 1",
      allotment: "29 July 2025",
      decision: "29–31 July",
      payment: "1–4 August",
      reporting: "4–6 August",
      classes: "From 7 August 2025",
    },
    {
      flow: "Diploma, round 2",
      allotment: "6 August 2025",
      decision: "7–8 August",
      payment: "9–11 August",
      reporting: "12–14 August",
      classes: "",
    },
    {
      flow: "PG",
      allotment: "",
      decision: "",
      payment: "6–12 August 2025",
      reporting: "Last date 13 August 2025",
      classes: "18 August 2025",
    },
    {
      flow: "Diploma, round 3",
      allotment: "22 August 2025",
      decision: "22–25 August (accept or reject only)",
      payment: "23–27 August",
      reporting: "25–28 August",
      classes: "",
    },
    {
      flow: "Diploma, round 4",
      allotment: "4 September 2025",
      decision: "5–9 September",
      payment: "5–9 September",
      reporting: "8–9 September",
      classes: "",
    },
  ],
  walkIns: [
    "Walk-in admissions to UG, B.Tech and PG programmes were held at the Dwarka headquarters from 15 to 30 September 2025.",
    "Diploma walk-in admissions were open at the Wazirpur campus until 30 September 2025.",
    "Spot admission directly into the second year of diploma programmes (multiple entry) was held at DSEU Wazirpur-I Campus on 29 September 2025, with registration from 10 to 11 am.",
  ],
  links: [
    { title: "Admission process, step by step", href: "/admission/process-and-guidelines" },
    { title: "Eligibility and admission guidelines", href: "/admission/guidelines" },
    { title: "Fee refund policy", href: "/admission/refund-policy" },
    { title: "Information Bulletin notices", href: "/admission/information-bulletin" },
    { title: "Seat allocation results", href: "/admission/result" },
    { title: "All programmes", href: "/courses" },
  ] satisfies DocumentLink[],
};

export const admissionProcess = {
  page: {
    path: "/admission/process-and-guidelines",
    title: "DSEU Admission Process",
    description:
      "The six steps of admission to DSEU, from registration and choice filling to reporting at your campus, and the choices you have when a seat is allotted.",
    crumbs: [ADMISSION, { name: "Process and guidelines", path: "/admission/process-and-guidelines" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  steps: [
    {
      name: "Registration and choice filling",
      text: "Register on the admission portal for your level and list the programmes and campuses you want, in order of preference.",
    },
    {
      name: "Correction window",
      text: "A window opens in which you can correct the details of your form before seats are allotted.",
    },
    {
      name: "Seat allocation result",
      text: "Seats are allotted on merit and preference. Log in with the email used at registration to see your result.",
    },
    {
      name: "Document verification",
      text: "Bring your original documents to the verification at the time and place given in the seat confirmation process.",
    },
    {
      name: "Seat confirmation and fee payment",
      text: "Confirm your seat and pay the fee through the link you receive. The seat stays provisional until the fee is paid.",
    },
    { name: "Reporting to the allotted campus", text: "Report to your campus for the start of classes." },
  ],
  decisions: {
    id: "decisions",
    heading: "When a seat is allotted to you",
    paragraphs: [
      "Decide within the window given for your round; in round 1 that is within three days of the result. Once you decide, a payment link follows, and the seat is provisional until you pay.",
      "If you got your first preference you can only freeze the seat. Otherwise you choose one of:",
    ],
    items: [
      "Final Acceptance: keep this seat and leave the later rounds.",
      "Accept & Upgrade: keep this seat but stay in the running for a higher preference.",
      "Not Accepted & Upgrade: decline this seat but stay in the running for a higher preference.",
      "Not Accepted: decline the seat.",
    ],
  } satisfies TextSection,
  cancellation:
    "A seat is cancelled if the fee is not paid in time or if the candidate does not attend document verification.",
  feeGuide: { title: "How to pay admission fees online (step-by-step guide)", href: externalLinks.feePaymentGuide },
};

export const admissionGuidelines = {
  page: {
    path: "/admission/guidelines",
    title: "Admission Guidelines",
    description:
      "Who can apply to DSEU programmes and how merit is decided, for diplomas, UG certificates and degrees, B.Tech, PG diplomas and master's programmes, plus reporting for PwD and Defence candidates.",
    crumbs: [ADMISSION, { name: "Guidelines", path: "/admission/guidelines" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro:
    "DSEU admits students to programmes built on NEP 2020 and the National Credit Framework, with credit-based choices, multiple entry and exit, and internships, apprenticeships or on-the-job training in every programme. The table sums up who is eligible and how merit is decided for the 2025-26 cycle; the Information Bulletin is the authoritative text.",
  eligibility: [
    {
      programmes: "Three-Year Diploma (Technical), NCrF 4.5",
      basis: "Merit in class X, or a two-year NTC after class VIII, or 40 credits at NCrF level 3.0",
    },
    {
      programmes:
        "One-Year UG Certificate (4.5), Two-Year UG Diploma (5.0), Three-Year (5.5) and Four-Year (6.0) Bachelor's degrees",
      basis: "Merit in class XII, or a two-year NTC/NAC/CITS after class X, or 40 credits at NCrF level 4.0",
    },
    { programmes: "B.Tech", basis: "JEE (Main) 2025 percentile" },
    {
      programmes: "One-Year PG Diploma / B.Lib. (6.5), Two-Year MBA / MCA / M.Sc (6.5)",
      basis: "Merit in the bachelor's degree",
    },
    { programmes: "Two-Year M.Tech (7.0)", basis: "Aggregate percentage in the B.Tech" },
  ],
  reporting: [
    { flow: "Diploma", place: "DSEU, Sector-9, Dwarka", when: "25 July 2025, 11:00 AM to 2:00 PM" },
    { flow: "B.Tech", place: "GB Pant Okhla Campus (Library Block, Ground Floor)", when: "31 July 2025, 11:00 AM" },
    { flow: "UG", place: "DSEU Pusa-2 Campus, Room 309", when: "1 August 2025, 10:30 AM" },
  ],
  tips: [
    "Use an email address you check often: results, payment links and allotment letters are sent to it, and you log in to the result pages with it and your date of birth (DD-MM-YYYY).",
    "Read the seat confirmation process for your round before the result is declared, so you can decide within the window.",
    "Keep your original documents ready for verification; missing verification cancels the seat.",
  ],
  walkIn: {
    title: "Walk-in admission guidelines for UG, B.Tech and PG (September 2025)",
    href: portals.walkInGuidelines,
  },
};

export const refundPolicy = {
  page: {
    path: "/admission/refund-policy",
    title: "Fee Refund Policy",
    description:
      "How to ask DSEU for a refund of admission fees: the fee refund form for 2025 admissions, where the refund rules are published, and whom to contact.",
    crumbs: [ADMISSION, { name: "Fee refund policy", path: "/admission/refund-policy" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro:
    "Students who withdraw from a programme after paying the admission fee can apply for a refund with the fee refund form. The rules that decide whether and how much is refunded in the 2025-26 cycle are set out in the Information Bulletin 2025: read them before you apply.",
  steps: [
    "Read the refund rules in the Information Bulletin 2025.",
    "Fill in the fee refund form for 2025 admissions and send it as the form instructs. Keep a copy.",
    "For questions about your refund, write to the admission help desk, quoting your form number.",
  ],
  form: { title: "Fee refund form, 2025 admissions", href: portals.feeRefundForm },
  bulletin: { title: "Information Bulletin 2025", href: externalLinks.informationBulletin2025 },
};
