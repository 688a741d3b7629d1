import { portals, site } from "../site";
import { externalLinks } from "./external-links";
import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";
import type { Contact, DocumentLink, TextSection } from "../../../../content/page-parts";
import { documentPages } from "../documents";

/** Admission pages other than the seat-allocation results (content-facts §5, §0.3, §11). */

const ADMISSION = { name: "Admission", path: "/admission" };
const REVIEWED = "2026-11-21";

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
      heading: { en: "Diploma admissions", hi: "डिप्लोमा प्रवेश" },
      who: { en: "For students who have passed class X.", hi: "कक्षा 10 उत्तीर्ण विद्यार्थियों के लिए।" },
      href: portals.admissionsAfter10th,
    },
    {
      heading: { en: "UG admissions", hi: "UG प्रवेश" },
      who: {
        en: "For students who have passed class XII, including B.Tech.",
        hi: "कक्षा 12 उत्तीर्ण विद्यार्थियों के लिए, बी.टेक सहित।",
      },
      href: portals.admissionsAfter12th,
    },
    {
      heading: { en: "PG admissions", hi: "PG प्रवेश" },
      who: {
        en: "For graduates of an undergraduate programme.",
        hi: "किसी स्नातक कार्यक्रम से उपाधि प्राप्त विद्यार्थियों के लिए।",
      },
      href: portals.admissionsAfterBachelor,
    },
  ],
  bulletin: {
    title: { en: "Information Bulletin 2025", hi: "सूचना बुलेटिन 2025" },
    text: {
      en: "The Information Bulletin has everything about the programmes, eligibility and the admission process. Read it before you register.",
      hi: "सूचना बुलेटिन में कार्यक्रमों, पात्रता और प्रवेश प्रक्रिया की पूरी जानकारी है। पंजीकरण से पहले इसे पढ़ें।",
    },
    href: documentPages.informationBulletin2025,
  },
  video: {
    title: {
      en: "How to fill in the DSEU admission form (video)",
      hi: "DSEU प्रवेश फ़ॉर्म कैसे भरें (वीडियो)",
    },
    href: externalLinks.admissionFormVideo,
  },
  keyDates: [
    {
      flow: { en: "Diploma, round 1", hi: "डिप्लोमा, राउंड 1" },
      allotment: { en: "23 July 2025", hi: "23 जुलाई 2025" },
      decision: { en: "23–26 July", hi: "23–26 जुलाई" },
      payment: { en: "27–29 July", hi: "27–29 जुलाई" },
      reporting: { en: "30 July – 1 August", hi: "30 जुलाई – 1 अगस्त" },
      classes: { en: "From 4 August 2025", hi: "4 अगस्त 2025 से" },
    },
    {
      flow: { en: "B.Tech, round 1", hi: "बी.टेक, राउंड 1" },
      allotment: { en: "25 July 2025", hi: "25 जुलाई 2025" },
      decision: { en: "26–28 July", hi: "26–28 जुलाई" },
      payment: { en: "29 July – 1 August", hi: "29 जुलाई – 1 अगस्त" },
      reporting: { en: "30 July – 4 August", hi: "30 जुलाई – 4 अगस्त" },
      classes: { en: "From 5 August 2025", hi: "5 अगस्त 2025 से" },
    },
    {
      flow: { en: "UG, round 1", hi: "UG, राउंड 1" },
      allotment: { en: "29 July 2025", hi: "29 जुलाई 2025" },
      decision: { en: "29–31 July", hi: "29–31 जुलाई" },
      payment: { en: "1–4 August", hi: "1–4 अगस्त" },
      reporting: { en: "4–6 August", hi: "4–6 अगस्त" },
      classes: { en: "From 7 August 2025", hi: "7 अगस्त 2025 से" },
    },
    {
      flow: { en: "Diploma, round 2", hi: "डिप्लोमा, राउंड 2" },
      allotment: { en: "6 August 2025", hi: "6 अगस्त 2025" },
      decision: { en: "7–8 August", hi: "7–8 अगस्त" },
      payment: { en: "9–11 August", hi: "9–11 अगस्त" },
      reporting: { en: "12–14 August", hi: "12–14 अगस्त" },
    },
    {
      flow: { en: "PG", hi: "PG" },
      payment: { en: "6–12 August 2025", hi: "6–12 अगस्त 2025" },
      reporting: { en: "Last date 13 August 2025", hi: "अंतिम तिथि 13 अगस्त 2025" },
      classes: { en: "18 August 2025", hi: "18 अगस्त 2025" },
    },
    {
      flow: { en: "Diploma, round 3", hi: "डिप्लोमा, राउंड 3" },
      allotment: { en: "22 August 2025", hi: "22 अगस्त 2025" },
      decision: {
        en: "22–25 August (accept or reject only)",
        hi: "22–25 अगस्त (केवल स्वीकार या अस्वीकार)",
      },
      payment: { en: "23–27 August", hi: "23–27 अगस्त" },
      reporting: { en: "25–28 August", hi: "25–28 अगस्त" },
    },
    {
      flow: { en: "Diploma, round 4", hi: "डिप्लोमा, राउंड 4" },
      allotment: { en: "4 September 2025", hi: "4 सितंबर 2025" },
      decision: { en: "5–9 September", hi: "5–9 सितंबर" },
      payment: { en: "5–9 September", hi: "5–9 सितंबर" },
      reporting: { en: "8–9 September", hi: "8–9 सितंबर" },
    },
  ] satisfies KeyDates[],
  walkIns: [
    {
      en: "Walk-in admissions to UG, B.Tech and PG programmes were held at the Dwarka headquarters from 15 to 30 September 2025.",
      hi: "UG, बी.टेक और PG कार्यक्रमों में वॉक-इन प्रवेश 15 से 30 सितंबर 2025 तक द्वारका मुख्यालय में आयोजित किए गए।",
    },
    {
      en: "Diploma walk-in admissions were open at the Wazirpur campus until 30 September 2025.",
      hi: "डिप्लोमा के वॉक-इन प्रवेश 30 सितंबर 2025 तक वज़ीरपुर परिसर में खुले रहे।",
    },
    {
      en: "Spot admission directly into the second year of diploma programmes (multiple entry) was held at DSEU Wazirpur-I Campus on 29 September 2025, with registration from 10 to 11 am.",
      hi: "डिप्लोमा कार्यक्रमों के द्वितीय वर्ष में सीधे स्पॉट प्रवेश (मल्टी-एंट्री) 29 सितंबर 2025 को DSEU वज़ीरपुर-I परिसर में आयोजित किया गया; पंजीकरण सुबह 10 से 11 बजे तक हुआ।",
    },
  ] satisfies Localized[],
  /** The admission help desks, in the contacts table. */
  contacts: [
    {
      name: { en: "Admission help desk", hi: "प्रवेश हेल्प डेस्क" },
      role: { en: "All admission questions", hi: "प्रवेश से जुड़े सभी प्रश्न" },
      email: site.admissionHelpdeskEmail,
    },
    {
      name: { en: "Diploma admissions", hi: "डिप्लोमा प्रवेश" },
      role: { en: "Programmes after class X", hi: "कक्षा 10 के बाद के कार्यक्रम" },
      email: "diplomaadmissions_2025@dseu.ac.in",
    },
    {
      name: { en: "B.Tech admissions", hi: "बी.टेक प्रवेश" },
      role: { en: "B.Tech programmes", hi: "बी.टेक कार्यक्रम" },
      email: "btechadmissions_2025@dseu.ac.in",
    },
    {
      name: { en: "UG admissions", hi: "UG प्रवेश" },
      role: { en: "Programmes after class XII", hi: "कक्षा 12 के बाद के कार्यक्रम" },
      email: "ugadmissions_2025@dseu.ac.in",
    },
    {
      name: { en: "PG admissions", hi: "PG प्रवेश" },
      role: { en: "Programmes after a bachelor's degree", hi: "स्नातक उपाधि के बाद के कार्यक्रम" },
      email: "pgadmissions_2025@dseu.ac.in",
    },
  ] satisfies Contact[],
  links: [
    {
      title: { en: "Admission process, step by step", hi: "प्रवेश प्रक्रिया, चरण-दर-चरण" },
      href: "/admission/process-and-guidelines",
    },
    {
      title: { en: "Eligibility and admission guidelines", hi: "पात्रता और प्रवेश दिशानिर्देश" },
      href: "/admission/guidelines",
    },
    { title: { en: "Fee refund policy", hi: "शुल्क वापसी नीति" }, href: "/admission/refund-policy" },
    {
      title: { en: "Information Bulletin notices", hi: "सूचना बुलेटिन की सूचनाएँ" },
      href: "/admission/information-bulletin",
    },
    { title: { en: "Seat allocation results", hi: "सीट आवंटन परिणाम" }, href: "/admission/result" },
    { title: { en: "All programmes", hi: "सभी कार्यक्रम" }, href: "/courses" },
  ] satisfies DocumentLink[],
};

/** One round's dates; a missing value is left out (stored content has no undefined) and shown as a dash. */
type KeyDates = {
  flow: Localized;
  allotment?: Localized;
  decision?: Localized;
  payment?: Localized;
  reporting?: Localized;
  classes?: Localized;
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
      name: { en: "Registration and choice filling", hi: "पंजीकरण और विकल्प भरना" },
      text: {
        en: "Register on the admission portal for your level and list the programmes and campuses you want, in order of preference.",
        hi: "अपने स्तर के प्रवेश पोर्टल पर पंजीकरण करें और जिन कार्यक्रमों और परिसरों में प्रवेश चाहते हैं, उन्हें वरीयता के क्रम में भरें।",
      },
    },
    {
      name: { en: "Correction window", hi: "सुधार अवधि" },
      text: {
        en: "A window opens in which you can correct the details of your form before seats are allotted.",
        hi: "सीट आवंटन से पहले एक अवधि खुलती है, जिसमें आप अपने फ़ॉर्म के विवरण में सुधार कर सकते हैं।",
      },
    },
    {
      name: { en: "Seat allocation result", hi: "सीट आवंटन परिणाम" },
      text: {
        en: "Seats are allotted on merit and preference. Log in with the email used at registration to see your result.",
        hi: "सीटें मेरिट और वरीयता के आधार पर आवंटित की जाती हैं। अपना परिणाम देखने के लिए पंजीकरण में दिए गए ईमेल से लॉग इन करें।",
      },
    },
    {
      name: { en: "Document verification", hi: "दस्तावेज़ सत्यापन" },
      text: {
        en: "Bring your original documents to the verification at the time and place given in the seat confirmation process.",
        hi: "सीट पुष्टि प्रक्रिया में बताए गए समय और स्थान पर सत्यापन के लिए अपने मूल दस्तावेज़ लेकर आएँ।",
      },
    },
    {
      name: { en: "Seat confirmation and fee payment", hi: "सीट की पुष्टि और शुल्क भुगतान" },
      text: {
        en: "Confirm your seat and pay the fee through the link you receive. The seat stays provisional until the fee is paid.",
        hi: "आपको मिले लिंक के माध्यम से अपनी सीट की पुष्टि करें और शुल्क का भुगतान करें। शुल्क भुगतान तक सीट अनंतिम रहती है।",
      },
    },
    {
      name: { en: "Reporting to the allotted campus", hi: "आवंटित परिसर में रिपोर्ट करना" },
      text: { en: "Report to your campus for the start of classes.", hi: "कक्षाओं के आरंभ पर अपने परिसर में रिपोर्ट करें।" },
    },
  ],
  /** The section's anchor ("decisions") is the page's, not text. */
  decisions: {
    heading: { en: "When a seat is allotted to you", hi: "जब आपको सीट आवंटित हो" },
    paragraphs: [
      {
        en: "Decide within the window given for your round; in round 1 that is within three days of the result. Once you decide, a payment link follows, and the seat is provisional until you pay.",
        hi: "अपने राउंड के लिए दी गई अवधि के भीतर निर्णय लें; राउंड 1 में यह परिणाम के तीन दिन के भीतर है। निर्णय लेने के बाद भुगतान का लिंक भेजा जाता है, और भुगतान होने तक सीट अनंतिम रहती है।",
      },
      {
        en: "If you got your first preference you can only freeze the seat. Otherwise you choose one of:",
        hi: "यदि आपको अपनी पहली वरीयता मिली है, तो आप केवल सीट फ़्रीज़ कर सकते हैं। अन्यथा आप इनमें से एक चुनते हैं:",
      },
    ],
    items: [
      {
        en: "Final Acceptance: keep this seat and leave the later rounds.",
        hi: "अंतिम स्वीकृति (Final Acceptance): यह सीट रखें और आगे के राउंड से बाहर हो जाएँ।",
      },
      {
        en: "Accept & Upgrade: keep this seat but stay in the running for a higher preference.",
        hi: "स्वीकार और अपग्रेड (Accept & Upgrade): यह सीट रखें, पर ऊँची वरीयता के लिए दौड़ में बने रहें।",
      },
      {
        en: "Not Accepted & Upgrade: decline this seat but stay in the running for a higher preference.",
        hi: "अस्वीकार और अपग्रेड (Not Accepted & Upgrade): यह सीट अस्वीकार करें, पर ऊँची वरीयता के लिए दौड़ में बने रहें।",
      },
      { en: "Not Accepted: decline the seat.", hi: "अस्वीकार (Not Accepted): सीट अस्वीकार करें।" },
    ],
  } satisfies Omit<TextSection, "id">,
  cancellation: {
    en: "A seat is cancelled if the fee is not paid in time or if the candidate does not attend document verification.",
    hi: "यदि शुल्क समय पर जमा नहीं किया जाता या उम्मीदवार दस्तावेज़ सत्यापन में उपस्थित नहीं होता, तो सीट रद्द कर दी जाती है।",
  },
  feeGuide: {
    title: {
      en: "How to pay admission fees online (step-by-step guide)",
      hi: "प्रवेश शुल्क का ऑनलाइन भुगतान कैसे करें (चरण-दर-चरण मार्गदर्शिका)",
    },
    href: documentPages.feePaymentGuide,
  },
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
  intro: {
    en: "DSEU admits students to programmes built on NEP 2020 and the National Credit Framework, with credit-based choices, multiple entry and exit, and internships, apprenticeships or on-the-job training in every programme. The table sums up who is eligible and how merit is decided for the 2025-26 cycle; the Information Bulletin is the authoritative text.",
    hi: "DSEU राष्ट्रीय शिक्षा नीति (NEP) 2020 और राष्ट्रीय क्रेडिट फ़्रेमवर्क (NCrF) पर आधारित कार्यक्रमों में प्रवेश देता है, जिनमें क्रेडिट आधारित विकल्प, बहु-प्रवेश और बहु-निकास, और हर कार्यक्रम में इंटर्नशिप, अप्रेंटिसशिप या कार्यस्थल पर प्रशिक्षण शामिल है। नीचे की तालिका बताती है कि 2025-26 सत्र में कौन पात्र है और मेरिट कैसे तय होती है; प्रामाणिक पाठ सूचना बुलेटिन है।",
  },
  eligibility: [
    {
      programmes: { en: "Three-Year Diploma (Technical), NCrF 4.5", hi: "तीन वर्षीय डिप्लोमा (तकनीकी), NCrF 4.5" },
      basis: {
        en: "Merit in class X, or a two-year NTC after class VIII, or 40 credits at NCrF level 3.0",
        hi: "कक्षा 10 की मेरिट, या कक्षा 8 के बाद दो वर्षीय NTC, या NCrF स्तर 3.0 पर 40 क्रेडिट",
      },
    },
    {
      programmes: {
        en: "One-Year UG Certificate (4.5), Two-Year UG Diploma (5.0), Three-Year (5.5) and Four-Year (6.0) Bachelor's degrees",
        hi: "एक वर्षीय UG प्रमाणपत्र (4.5), दो वर्षीय UG डिप्लोमा (5.0), तीन वर्षीय (5.5) और चार वर्षीय (6.0) स्नातक उपाधि",
      },
      basis: {
        en: "Merit in class XII, or a two-year NTC/NAC/CITS after class X, or 40 credits at NCrF level 4.0",
        hi: "कक्षा 12 की मेरिट, या कक्षा 10 के बाद दो वर्षीय NTC/NAC/CITS, या NCrF स्तर 4.0 पर 40 क्रेडिट",
      },
    },
    {
      programmes: { en: "B.Tech", hi: "बी.टेक" },
      basis: { en: "JEE (Main) 2025 percentile", hi: "JEE (Main) 2025 पर्सेंटाइल" },
    },
    {
      programmes: {
        en: "One-Year PG Diploma / B.Lib. (6.5), Two-Year MBA / MCA / M.Sc (6.5)",
        hi: "एक वर्षीय PG डिप्लोमा / B.Lib. (6.5), दो वर्षीय MBA / MCA / M.Sc (6.5)",
      },
      basis: { en: "Merit in the bachelor's degree", hi: "स्नातक उपाधि की मेरिट" },
    },
    {
      programmes: { en: "Two-Year M.Tech (7.0)", hi: "दो वर्षीय M.Tech (7.0)" },
      basis: { en: "Aggregate percentage in the B.Tech", hi: "बी.टेक के कुल प्रतिशत अंक" },
    },
  ],
  reporting: [
    {
      flow: { en: "Diploma", hi: "डिप्लोमा" },
      place: { en: "DSEU, Sector-9, Dwarka", hi: "DSEU, सेक्टर-9, द्वारका" },
      when: { en: "25 July 2025, 11:00 AM to 2:00 PM", hi: "25 जुलाई 2025, सुबह 11:00 से दोपहर 2:00 बजे तक" },
    },
    {
      flow: { en: "B.Tech", hi: "बी.टेक" },
      place: {
        en: "GB Pant Okhla Campus (Library Block, Ground Floor)",
        hi: "जी.बी. पंत ओखला परिसर (लाइब्रेरी ब्लॉक, भूतल)",
      },
      when: { en: "31 July 2025, 11:00 AM", hi: "31 जुलाई 2025, सुबह 11:00 बजे" },
    },
    {
      flow: { en: "UG", hi: "UG" },
      place: { en: "DSEU Pusa-2 Campus, Room 309", hi: "DSEU पूसा-2 परिसर, कक्ष 309" },
      when: { en: "1 August 2025, 10:30 AM", hi: "1 अगस्त 2025, सुबह 10:30 बजे" },
    },
  ],
  tips: [
    {
      en: "Use an email address you check often: results, payment links and allotment letters are sent to it, and you log in to the result pages with it and your date of birth (DD-MM-YYYY).",
      hi: "ऐसा ईमेल पता दें जिसे आप अक्सर देखते हों: परिणाम, भुगतान के लिंक और आवंटन पत्र उसी पर भेजे जाते हैं, और परिणाम पृष्ठों पर आप उसी ईमेल और अपनी जन्मतिथि (DD-MM-YYYY) से लॉग इन करते हैं।",
    },
    {
      en: "Read the seat confirmation process for your round before the result is declared, so you can decide within the window.",
      hi: "परिणाम घोषित होने से पहले अपने राउंड की सीट पुष्टि प्रक्रिया पढ़ लें, ताकि आप तय अवधि के भीतर निर्णय ले सकें।",
    },
    {
      en: "Keep your original documents ready for verification; missing verification cancels the seat.",
      hi: "सत्यापन के लिए अपने मूल दस्तावेज़ तैयार रखें; सत्यापन में उपस्थित न होने पर सीट रद्द हो जाती है।",
    },
  ] satisfies Localized[],
  walkIn: {
    title: {
      en: "Walk-in admission guidelines for UG, B.Tech and PG (September 2025)",
      hi: "UG, बी.टेक और PG के लिए वॉक-इन प्रवेश दिशानिर्देश (सितंबर 2025)",
    },
    href: documentPages.walkInGuidelines,
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
  intro: {
    en: "Students who withdraw from a programme after paying the admission fee can apply for a refund with the fee refund form. The rules that decide whether and how much is refunded in the 2025-26 cycle are set out in the Information Bulletin 2025: read them before you apply.",
    hi: "जो विद्यार्थी प्रवेश शुल्क जमा करने के बाद किसी कार्यक्रम से नाम वापस लेते हैं, वे शुल्क वापसी फ़ॉर्म से वापसी के लिए आवेदन कर सकते हैं। 2025-26 सत्र में शुल्क वापस होगा या नहीं और कितना, यह तय करने वाले नियम सूचना बुलेटिन 2025 में दिए गए हैं: आवेदन से पहले उन्हें पढ़ें।",
  },
  steps: [
    {
      en: "Read the refund rules in the Information Bulletin 2025.",
      hi: "सूचना बुलेटिन 2025 में शुल्क वापसी के नियम पढ़ें।",
    },
    {
      en: "Fill in the fee refund form for 2025 admissions and send it as the form instructs. Keep a copy.",
      hi: "2025 के प्रवेशों के लिए शुल्क वापसी फ़ॉर्म भरें और फ़ॉर्म में दिए निर्देशों के अनुसार भेजें। उसकी एक प्रति अपने पास रखें।",
    },
    {
      en: "For questions about your refund, write to the admission help desk, quoting your form number.",
      hi: "अपनी शुल्क वापसी से जुड़े प्रश्नों के लिए अपने फ़ॉर्म नंबर के साथ प्रवेश हेल्प डेस्क को लिखें।",
    },
  ] satisfies Localized[],
  form: {
    title: {
      en: "Fee refund form, 2025 admissions: ask the admission office for it",
      hi: "शुल्क वापसी फ़ॉर्म, 2025 के प्रवेश: प्रवेश कार्यालय से माँगें",
    },
    href: "/contact",
  },
  bulletin: {
    title: { en: "Information Bulletin 2025", hi: "सूचना बुलेटिन 2025" },
    href: documentPages.informationBulletin2025,
  },
};
