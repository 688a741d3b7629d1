import { examSections, type ExamSlug } from "../../../../exams/page-sections";
import { site } from "../site";
import type { BilingualPageText } from "./types";

/** The first version of /examination's words, seeded as its page item (lib/content/page-fields/examination.ts). */
const LEAD = {
  en: "Notices, results, date sheets and fee links of the examination branch, as it publishes them. Choose a section to see its documents, newest first.",
  hi: "परीक्षा शाखा द्वारा प्रकाशित सूचनाएँ, परिणाम, डेटशीट और शुल्क लिंक। किसी खंड के दस्तावेज़ देखने के लिए उसे चुनें, सबसे नए पहले।",
};

const page: BilingualPageText = {
  path: "/examination",
  title: { en: "Examination", hi: "परीक्षा" },
  // Each section's address has its own description; the page's is what the site search shows.
  description: LEAD,
  lead: LEAD,
  lastReviewed: "2026-11-24",
};

function wordsOf(slug: ExamSlug) {
  const { label, heading, description, emptyText } = examSections.find((s) => s.slug === slug)!;
  return { label, heading, description, emptyText };
}

export const examination = {
  page,
  menuLabel: { en: "Examination sections", hi: "परीक्षा के खंड" },
  sections: {
    notices: wordsOf("notices"),
    results: wordsOf("results"),
    dateSheets: wordsOf("date-sheets"),
    feeLinks: wordsOf("fee-links"),
  },
  feeLinkNote: {
    en: "Fee links open the payment page on another website. Check the address before you pay.",
    hi: "शुल्क लिंक दूसरी वेबसाइट पर भुगतान पृष्ठ खोलते हैं। भुगतान करने से पहले पता जाँच लें।",
  },
  contact: {
    heading: { en: "Controller of Examination", hi: "परीक्षा नियंत्रक" },
    address: `${site.name}, ${site.address}`,
    questions: {
      en: "For a question about an examination or a result, use the grievance form and choose the category “Examination issues”: it reaches the branch with a reference number.",
      hi: "किसी परीक्षा या परिणाम से संबंधित प्रश्न के लिए शिकायत प्रपत्र का उपयोग करें और श्रेणी “परीक्षा संबंधी समस्याएँ” चुनें: आपका प्रश्न संदर्भ संख्या के साथ परीक्षा शाखा तक पहुँचेगा।",
    },
    grievanceLink: { title: { en: "Grievance form", hi: "शिकायत प्रपत्र" }, href: "/grievance-form" },
    officeLink: {
      title: { en: "About the Controller of Examination", hi: "परीक्षा नियंत्रक के बारे में" },
      href: "/administration/coe",
    },
  },
};
