import { site } from "../site";
import { externalLinks } from "./external-links";
import { academicCalendar } from "./academics";
import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";

/**
 * Administration pages the old site left "under construction" (content-facts §6), written from
 * what is known about each office; holders' names come from the database by office key. The
 * Support Services and Other Academic Units pages have a Hindi version: their texts are bilingual.
 */

const ADMINISTRATION = { name: "Administration", path: "/administration/administrative" };
const REVIEWED = "2026-11-21";

export type ServiceEntry = {
  name: Localized;
  does: Localized;
  /** Office keys in the database whose holders are the contacts. */
  offices: string[];
  email?: string;
  link?: { title: Localized; href: string; external?: boolean };
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
      name: { en: "General help desk", hi: "सामान्य हेल्प डेस्क" },
      does: {
        en: "First point of contact for any question about the university.",
        hi: "विश्वविद्यालय से जुड़े किसी भी प्रश्न के लिए संपर्क का पहला स्थान।",
      },
      offices: [],
      email: site.helpdeskEmail,
    },
    {
      name: { en: "Admission help desk", hi: "प्रवेश हेल्प डेस्क" },
      does: {
        en: "Registration, seat allocation, fee payment and allotment letters.",
        hi: "पंजीकरण, सीट आवंटन, शुल्क भुगतान और आवंटन पत्र।",
      },
      offices: [],
      email: site.admissionHelpdeskEmail,
      link: { title: { en: "Admission 2025-26", hi: "प्रवेश 2025-26" }, href: "/admission" },
    },
    {
      name: { en: "IT and process automation", hi: "IT और प्रक्रिया स्वचालन" },
      does: {
        en: "The university's IT systems and the Samarth ERP used for student and staff records.",
        hi: "विश्वविद्यालय की IT प्रणालियाँ और विद्यार्थियों एवं कर्मचारियों के अभिलेखों के लिए प्रयुक्त Samarth ERP।",
      },
      offices: ["osd-it"],
    },
    {
      name: { en: "Accounts", hi: "लेखा" },
      does: {
        en: "Payments, fees and the university's accounts, under the Controller of Finance.",
        hi: "वित्त नियंत्रक के अधीन भुगतान, शुल्क और विश्वविद्यालय के लेखे।",
      },
      offices: ["senior-accounts-officer", "assistant-accounts-officer"],
      link: { title: { en: "Controller of Finance", hi: "वित्त नियंत्रक" }, href: "/administration/cof" },
    },
    {
      name: { en: "Civil works", hi: "सिविल कार्य" },
      does: { en: "Buildings, maintenance and construction on the campuses.", hi: "परिसरों में भवन, रखरखाव और निर्माण।" },
      offices: ["executive-engineer"],
    },
    {
      name: { en: "Legal", hi: "विधि" },
      does: {
        en: "Legal matters of the university. Court-related petitions are received by email.",
        hi: "विश्वविद्यालय के विधिक मामले। न्यायालय से संबंधित याचिकाएँ ईमेल से प्राप्त की जाती हैं।",
      },
      offices: ["jd-legal"],
      email: "osd.legal@dseu.ac.in",
    },
    {
      name: { en: "Public relations", hi: "जनसंपर्क" },
      does: {
        en: "News, media and the university's public communication.",
        hi: "समाचार, मीडिया और विश्वविद्यालय का सार्वजनिक संवाद।",
      },
      offices: ["jd-public-relation"],
    },
    {
      name: { en: "Partnerships", hi: "साझेदारियाँ" },
      does: { en: "Agreements with industry and institutions.", hi: "उद्योग और संस्थानों के साथ समझौते।" },
      offices: ["jd-partnership"],
      link: { title: { en: "Academic collaborations", hi: "शैक्षणिक सहयोग" }, href: "/academics/collaboration" },
    },
    {
      name: { en: "Right to Information", hi: "सूचना का अधिकार (RTI)" },
      does: {
        en: "Requests and appeals under the RTI Act, 2005.",
        hi: "सूचना का अधिकार अधिनियम, 2005 के अंतर्गत अनुरोध और अपीलें।",
      },
      offices: ["rti-nodal-officer", "rti-first-appellate-authority"],
      link: {
        title: { en: "Grievance form & RTI", hi: "शिकायत प्रपत्र एवं सूचना का अधिकार (RTI)" },
        href: "/grievance-form",
      },
    },
    {
      name: { en: "Training and placement", hi: "प्रशिक्षण एवं प्लेसमेंट" },
      does: {
        en: "Internships, campus recruitment and links with employers.",
        hi: "इंटर्नशिप, कैंपस भर्ती और नियोक्ताओं से संपर्क।",
      },
      offices: ["tpo-hq"],
      email: "placements@dseu.ac.in",
      link: { title: { en: "T & P Cell", hi: "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ" }, href: "/placement" },
    },
    {
      name: { en: "Library", hi: "पुस्तकालय" },
      does: {
        en: "Campus libraries joined by one KOHA catalogue.",
        hi: "सभी परिसरों के पुस्तकालय, एक ही KOHA कैटलॉग से जुड़े हुए।",
      },
      offices: [],
      link: {
        title: { en: "Library catalogue (KOHA)", hi: "पुस्तकालय कैटलॉग (KOHA)" },
        href: externalLinks.libraryCatalogue,
        external: true,
      },
    },
  ] satisfies ServiceEntry[],
  grievances: {
    en: "If a service has not solved your problem, send a grievance through the online form: it is recorded with a reference number and passed to the office concerned.",
    hi: "यदि किसी सेवा से आपकी समस्या का समाधान नहीं हुआ है, तो ऑनलाइन प्रपत्र से शिकायत भेजें: वह एक संदर्भ संख्या के साथ दर्ज की जाती है और संबंधित कार्यालय को भेजी जाती है।",
  },
};

/** A unit's name links to its page (`href`), where it has one. */
export type AcademicUnit = {
  name: Localized;
  does: Localized;
  offices: string[];
  href?: string;
};

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
    {
      en: "Most teaching at DSEU happens in the departments of its fifteen faculties. Under the university's Regulation 1, a unit becomes a Department only when it has regular faculty members on its roll; until then it is run as a Centre or a School of Studies, led by a Director appointed by the Vice Chancellor for two years.",
      hi: "DSEU में अधिकांश अध्यापन इसके पंद्रह संकायों के विभागों में होता है। विश्वविद्यालय के विनियम 1 के अनुसार कोई इकाई विभाग तभी बनती है जब उसमें नियमित संकाय सदस्य हों; तब तक वह केंद्र या अध्ययन विद्यालय (स्कूल ऑफ़ स्टडीज़) के रूप में चलती है, जिसका नेतृत्व कुलपति द्वारा दो वर्ष के लिए नियुक्त निदेशक करते हैं।",
    },
    {
      en: "Alongside them, the units below support quality, research, students' careers and campus life.",
      hi: "इनके साथ-साथ नीचे दी गई इकाइयाँ गुणवत्ता, अनुसंधान, विद्यार्थियों के करियर और परिसर जीवन में सहयोग करती हैं।",
    },
  ],
  units: [
    {
      name: { en: "Internal Quality Assurance Cell (IQAC)", hi: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)" },
      does: {
        en: "Sets quality benchmarks and tracks improvement in teaching, learning and administration.",
        hi: "गुणवत्ता के मानदंड तय करता है और अध्यापन, अधिगम और प्रशासन में सुधार पर नज़र रखता है।",
      },
      offices: ["director-iqac"],
      href: "/academics/IQAC",
    },
    {
      name: { en: "Research", hi: "अनुसंधान" },
      does: {
        en: "Doctoral research, supervisors and research committees.",
        hi: "डॉक्टरेट अनुसंधान, शोध-निर्देशक और अनुसंधान समितियाँ।",
      },
      offices: ["dean-research", "ar-research"],
    },
    {
      name: { en: "Academics", hi: "शैक्षणिक" },
      does: {
        en: "Academic planning, regulations and the academic calendar.",
        hi: "शैक्षणिक योजना, विनियम और शैक्षणिक कैलेंडर।",
      },
      offices: ["director-academics", "ar-academics"],
      href: "/academics/regulations",
    },
    {
      name: { en: "Library", hi: "पुस्तकालय" },
      does: {
        en: "Print and digital collections on every campus, one catalogue.",
        hi: "हर परिसर में मुद्रित और डिजिटल संग्रह, एक ही कैटलॉग।",
      },
      offices: [],
      href: "/amenities/Library",
    },
    {
      name: { en: "Training and Placement Cell", hi: "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ" },
      does: { en: "Internships and placements with employers.", hi: "नियोक्ताओं के साथ इंटर्नशिप और प्लेसमेंट।" },
      offices: ["tpo-hq"],
      href: "/placement",
    },
    {
      name: { en: "Entrepreneurship", hi: "उद्यमिता" },
      does: {
        en: "Programmes such as Swavalamban Super 30 that help students start enterprises.",
        hi: "स्वावलंबन सुपर 30 जैसे कार्यक्रम, जो विद्यार्थियों को उद्यम शुरू करने में सहायता करते हैं।",
      },
      offices: [],
      href: "/Entrepreneurship",
    },
    {
      name: { en: "Equal Opportunity Cell", hi: "समान अवसर प्रकोष्ठ" },
      does: {
        en: "Equal access and support for students of every background.",
        hi: "हर पृष्ठभूमि के विद्यार्थियों के लिए समान पहुँच और सहयोग।",
      },
      offices: ["director-eoc"],
      href: "/amenities/Equal-Opportunity",
    },
    {
      name: { en: "Internal Complaints Committee", hi: "आंतरिक शिकायत समिति" },
      does: {
        en: "Complaints of sexual harassment, handled fairly and in confidence.",
        hi: "यौन उत्पीड़न की शिकायतें, जिन पर निष्पक्षता और गोपनीयता के साथ कार्रवाई होती है।",
      },
      offices: ["icc-presiding-officer"],
      href: "/amenities/ICC",
    },
    {
      name: { en: "NCC", hi: "राष्ट्रीय कैडेट कोर (NCC)" },
      does: { en: "The National Cadet Corps on DSEU campuses.", hi: "DSEU के परिसरों में राष्ट्रीय कैडेट कोर।" },
      offices: [],
      href: "/ncc",
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
