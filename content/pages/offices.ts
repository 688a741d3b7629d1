import { site } from "../site";
import { externalLinks } from "./external-links";
import { academicCalendar } from "./academics";
import type { Localized } from "../../lib/content/localized";
import type { PageText } from "./types";

/**
 * Administration pages the old site left "under construction" (content-facts §6), written from
 * what is known about each office; holders' names come from the database by office key.
 */

const ADMINISTRATION = { name: "Administration", path: "/administration/administrative" };
const REVIEWED = "2026-11-21";

export type ServiceEntry = {
  name: string;
  does: string;
  /** Office keys in the database whose holders are the contacts. */
  offices: string[];
  email?: string;
  link?: { title: string; href: string; external?: boolean };
};

export const supportServices = {
  page: {
    path: "/administration/Support-Services",
    title: "Support Services",
    description:
      "The offices that support DSEU's students and staff: help desks, IT and the Samarth ERP, accounts, civil works, legal, public relations, partnerships, RTI and placements, with their contacts.",
    crumbs: [ADMINISTRATION, { name: "Support Services", path: "/administration/Support-Services" }],
    lead: "Who to turn to for help with admissions, accounts, IT, buildings, legal matters, information requests and placements.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  services: [
    {
      name: "General help desk",
      does: "First point of contact for any question about the university.",
      offices: [],
      email: site.helpdeskEmail,
    },
    {
      name: "Admission help desk",
      does: "Registration, seat allocation, fee payment and allotment letters.",
      offices: [],
      email: site.admissionHelpdeskEmail,
      link: { title: "Admission 2025-26", href: "/admission" },
    },
    {
      name: "IT and process automation",
      does: "The university's IT systems and the Samarth ERP used for student and staff records.",
      offices: ["osd-it"],
    },
    {
      name: "Accounts",
      does: "Payments, fees and the university's accounts, under the Controller of Finance.",
      offices: ["senior-accounts-officer", "assistant-accounts-officer"],
      link: { title: "Controller of Finance", href: "/administration/cof" },
    },
    {
      name: "Civil works",
      does: "Buildings, maintenance and construction on the campuses.",
      offices: ["executive-engineer"],
    },
    {
      name: "Legal",
      does: "Legal matters of the university. Court-related petitions are received by email.",
      offices: ["jd-legal"],
      email: "osd.legal@dseu.ac.in",
    },
    {
      name: "Public relations",
      does: "News, media and the university's public communication.",
      offices: ["jd-public-relation"],
    },
    {
      name: "Partnerships",
      does: "Agreements with industry and institutions.",
      offices: ["jd-partnership"],
      link: { title: "Academic collaborations", href: "/academics/collaboration" },
    },
    {
      name: "Right to Information",
      does: "Requests and appeals under the RTI Act, 2005.",
      offices: ["rti-nodal-officer", "rti-first-appellate-authority"],
      link: { title: "Grievance form & RTI", href: "/grievance-form" },
    },
    {
      name: "Training and placement",
      does: "Internships, campus recruitment and links with employers.",
      offices: ["tpo-hq"],
      email: "placements@dseu.ac.in",
      link: { title: "T & P Cell", href: "/placement" },
    },
    {
      name: "Library",
      does: "Campus libraries joined by one KOHA catalogue.",
      offices: [],
      link: { title: "Library catalogue (KOHA)", href: externalLinks.libraryCatalogue, external: true },
    },
  ] satisfies ServiceEntry[],
  grievances:
    "If a service has not solved your problem, send a grievance through the online form: it is recorded with a reference number and passed to the office concerned.",
};

export type AcademicUnit = { name: string; does: string; offices: string[]; link?: { title: string; href: string } };

export const otherAcademicUnits = {
  page: {
    path: "/administration/Other-Academic-Units",
    title: "Other Academic Units",
    description:
      "The units that support teaching and research at DSEU beyond its faculties and departments: centres and schools of studies, IQAC, research, library, placement, entrepreneurship and student cells.",
    crumbs: [ADMINISTRATION, { name: "Other Academic Units", path: "/administration/Other-Academic-Units" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: [
    "Most teaching at DSEU happens in the departments of its fifteen faculties. Under the university's Regulation 1, a unit becomes a Department only when it has regular faculty members on its roll; until then it is run as a Centre or a School of Studies, led by a Director appointed by the Vice Chancellor for two years.",
    "Alongside them, the units below support quality, research, students' careers and campus life.",
  ],
  units: [
    {
      name: "Internal Quality Assurance Cell (IQAC)",
      does: "Sets quality benchmarks and tracks improvement in teaching, learning and administration.",
      offices: ["director-iqac"],
      link: { title: "IQAC", href: "/academics/IQAC" },
    },
    {
      name: "Research",
      does: "Doctoral research, supervisors and research committees.",
      offices: ["dean-research", "ar-research"],
    },
    {
      name: "Academics",
      does: "Academic planning, regulations and the academic calendar.",
      offices: ["director-academics", "ar-academics"],
      link: { title: "Academic regulations", href: "/academics/regulations" },
    },
    {
      name: "Library",
      does: "Print and digital collections on every campus, one catalogue.",
      offices: [],
      link: { title: "Library", href: "/amenities/Library" },
    },
    {
      name: "Training and Placement Cell",
      does: "Internships and placements with employers.",
      offices: ["tpo-hq"],
      link: { title: "T & P Cell", href: "/placement" },
    },
    {
      name: "Entrepreneurship",
      does: "Programmes such as Swavalamban Super 30 that help students start enterprises.",
      offices: [],
      link: { title: "Entrepreneurship", href: "/Entrepreneurship" },
    },
    {
      name: "Equal Opportunity Cell",
      does: "Equal access and support for students of every background.",
      offices: ["director-eoc"],
      link: { title: "Equal Opportunity Cell", href: "/amenities/Equal-Opportunity" },
    },
    {
      name: "Internal Complaints Committee",
      does: "Complaints of sexual harassment, handled fairly and in confidence.",
      offices: ["icc-presiding-officer"],
      link: { title: "Internal Complaints Committee", href: "/amenities/ICC" },
    },
    {
      name: "NCC",
      does: "The National Cadet Corps on DSEU campuses.",
      offices: [],
      link: { title: "NCC/NSS", href: "/ncc" },
    },
  ] satisfies AcademicUnit[],
};

export const ugcGuidelines = {
  page: {
    path: "/UGC-Guidelines",
    title: "UGC Guidelines",
    description:
      "How the University Grants Commission's regulations and guidelines apply at DSEU: ragging, quality assurance, the credit system under NEP 2020, and the UGC's place on the Board of Management.",
    crumbs: [{ name: "UGC Guidelines", path: "/UGC-Guidelines" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: {
    en: "The University Grants Commission (UGC) frames regulations and guidelines for universities in India. This page shows where they shape life and study at DSEU and where to find the documents; the full, current texts are always those on the UGC's own website.",
    hi: "विश्वविद्यालय अनुदान आयोग (UGC) भारत के विश्वविद्यालयों के लिए विनियम और दिशानिर्देश बनाता है। यह पेज बताता है कि DSEU में पढ़ाई और परिसर जीवन पर वे कहाँ लागू होते हैं और उनके दस्तावेज़ कहाँ मिलेंगे; पूरे और वर्तमान पाठ सदैव UGC की अपनी वेबसाइट पर उपलब्ध पाठ ही माने जाएँगे।",
  } satisfies Localized,
  areas: [
    {
      name: { en: "Ragging", hi: "रैगिंग" },
      text: {
        en: "The UGC Regulations on curbing ragging apply on every DSEU campus. Students and their parents sign anti-ragging affidavits, and the Anti-Ragging Cell acts on every complaint.",
        hi: "रैगिंग पर रोक संबंधी UGC विनियम DSEU के हर परिसर पर लागू होते हैं। विद्यार्थी और उनके अभिभावक रैगिंग-विरोधी शपथ-पत्र देते हैं, और रैगिंग निरोधक प्रकोष्ठ हर शिकायत पर कार्रवाई करता है।",
      },
      link: { title: { en: "Anti-Ragging policy", hi: "रैगिंग निरोधक नीति" }, href: "/amenities/Anti-Ragging" },
    },
    {
      name: { en: "Quality assurance", hi: "गुणवत्ता आश्वासन" },
      text: {
        en: "DSEU's Internal Quality Assurance Cell is constituted according to the guidelines of NAAC, the accreditation council set up by the UGC.",
        hi: "DSEU के आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ का गठन UGC द्वारा स्थापित प्रत्यायन परिषद NAAC के दिशानिर्देशों के अनुसार किया गया है।",
      },
      link: { title: { en: "IQAC", hi: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)" }, href: "/academics/IQAC" },
    },
    {
      name: { en: "Credit system and NEP 2020", hi: "क्रेडिट प्रणाली और NEP 2020" },
      text: {
        en: "Since 2024-25 the university's programmes follow a choice-based credit and semester system, with entry and exit options and grading in line with NEP 2020 (Regulation 2A).",
        hi: "2024-25 से विश्वविद्यालय के कार्यक्रम विकल्प-आधारित क्रेडिट और सेमेस्टर प्रणाली का पालन करते हैं, जिसमें NEP 2020 के अनुरूप प्रवेश और निकास के विकल्प तथा ग्रेडिंग है (विनियम 2A)।",
      },
      link: { title: { en: "Academic regulations", hi: "शैक्षणिक विनियम" }, href: "/academics/regulations" },
    },
    {
      name: { en: "Governance", hi: "शासन" },
      text: {
        en: "A representative of the UGC, Prof. S. G. Deshmukh, sits on the university's Board of Management, together with a representative of AICTE.",
        hi: "UGC के एक प्रतिनिधि, प्रो. एस. जी. देशमुख, AICTE के एक प्रतिनिधि के साथ विश्वविद्यालय के प्रबंध बोर्ड (Board of Management) के सदस्य हैं।",
      },
      link: {
        title: { en: "Board of Management", hi: "प्रबंध बोर्ड (Board of Management)" },
        href: "/administration/administrative/board-of-management",
      },
    },
  ] satisfies { name: Localized; text: Localized; link: { title: Localized; href: string } }[],
  noticesText: {
    en: "UGC letters and guidelines that the university circulates are published as notices:",
    hi: "विश्वविद्यालय द्वारा परिचालित UGC के पत्र और दिशानिर्देश सूचनाओं के रूप में प्रकाशित किए जाते हैं:",
  } satisfies Localized,
  ugcLink: {
    title: {
      en: "University Grants Commission website",
      hi: "विश्वविद्यालय अनुदान आयोग (UGC) की वेबसाइट",
    } satisfies Localized,
    href: externalLinks.ugcWebsite,
  },
};

export const holidayCalendar = {
  page: {
    path: "/holiday-calendar",
    title: "Holiday Calendar",
    description:
      "Holidays and vacations at DSEU: the breaks of the academic calendar, and the university's holiday list notices as they are published.",
    crumbs: [{ name: "Holiday Calendar", path: "/holiday-calendar" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: {
    en: "The university publishes its list of holidays for each calendar year as a notice. The current holiday notices are listed below; the table that follows gives the vacations and breaks set by the academic calendar.",
    hi: "विश्वविद्यालय प्रत्येक कैलेंडर वर्ष की अवकाश सूची एक सूचना के रूप में प्रकाशित करता है। वर्तमान अवकाश सूचनाएँ नीचे दी गई हैं; उसके बाद की तालिका में शैक्षणिक कैलेंडर द्वारा निर्धारित छुट्टियाँ और अवकाश दिए गए हैं।",
  } satisfies Localized,
  breaksYear: academicCalendar.year,
  /** The entries of the academic calendar that span several days are its breaks. */
  breaks: academicCalendar.entries.flatMap((e) => (e.to ? [{ item: e.item, from: e.from, to: e.to }] : [])),
  note: {
    en: "Offices and campuses may keep different hours during vacations. Follow the circulars of the university and of your campus for the days that apply to you.",
    hi: "छुट्टियों के दौरान कार्यालयों और परिसरों का समय अलग हो सकता है। आप पर लागू दिनों के लिए विश्वविद्यालय और अपने परिसर के परिपत्रों का पालन करें।",
  } satisfies Localized,
};
