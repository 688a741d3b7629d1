import { site } from "../site";
import { withHindi } from "../../../../content/glossary";
import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";

/**
 * The visitors' forms: grievances and RTI, alumni registration (content-facts §8, §0.1), feedback (GIGW).
 * The texts beside the forms take their Hindi from the glossary (lib/content/glossary-terms.ts) here, so that the
 * pages' items are seeded with both languages.
 */

const REVIEWED = "2026-11-21";

export const grievancePage = {
  page: {
    path: "/grievance-form",
    title: "Grievance form & RTI",
    description:
      "Send a grievance to DSEU online and get a reference number, or find out how to request information under the RTI Act: the RTI officers, the Delhi RTI portal and the contact for court-related petitions.",
    crumbs: [{ name: "Grievance form & RTI", path: "/grievance-form" }],
    lead: "Tell us what went wrong and we will pass it to the office concerned. Every grievance gets a reference number.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  before: [
    "Use this form for problems with academics, examinations or administration that your campus has not been able to solve.",
    "Give your email address and mobile number correctly: the reply will come to them.",
    "You can attach one PDF with evidence, such as a fee receipt, a hall ticket or earlier correspondence.",
  ].map(withHindi),
  privacy: withHindi("What you send is kept by the university and used only to look into and resolve your grievance."),
  rti: {
    intro: withHindi(
      "Under the Right to Information Act, 2005, any citizen can ask the university for information it holds. RTI applications to DSEU are made online through the Delhi Government's RTI portal, or in writing to the Public Information Officer.",
    ),
  },
  courtPetitions: {
    text: withHindi("Court-related petitions are received only by email at"),
    email: "osd.legal@dseu.ac.in",
  },
};

export const alumniPage = {
  page: {
    path: "/alumni",
    title: "Alumni",
    description:
      "Welcome home: register with the DSEU alumni network to stay in touch with the university, hear about alumni events and help current students, including alumni of the institutes merged into DSEU.",
    crumbs: [{ name: "Alumni", path: "/alumni" }],
    lead: "Welcome home! Our alumni are the university's greatest strength.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  association: [
    {
      en: "The DSEU alumni network keeps former students connected with one another and with the university. It celebrates what our alumni achieve and brings them together with current students, as mentors, speakers and employers.",
      hi: "DSEU पूर्व विद्यार्थी नेटवर्क पूर्व विद्यार्थियों को एक-दूसरे से और विश्वविद्यालय से जोड़े रखता है। यह हमारे पूर्व विद्यार्थियों की उपलब्धियों का उत्सव मनाता है और उन्हें मार्गदर्शक (मेंटर), वक्ता और नियोक्ता के रूप में वर्तमान विद्यार्थियों से जोड़ता है।",
    },
    {
      en: "Graduates of the institutes that became part of DSEU, such as the former polytechnics, GB Pant Engineering College, the Delhi Institutes of Tool Engineering and the World Class Skill Centres, are welcome to register too.",
      hi: "DSEU का हिस्सा बने संस्थानों, जैसे पूर्ववर्ती पॉलिटेक्निक, जी.बी. पंत इंजीनियरिंग कॉलेज, दिल्ली टूल इंजीनियरिंग संस्थान (Delhi Institutes of Tool Engineering) और विश्वस्तरीय कौशल केंद्रों (World Class Skill Centres) के स्नातक भी पंजीकरण कर सकते हैं।",
    },
  ] satisfies Localized[],
  why: [
    {
      en: "Hear about alumni meetings, talks and events on the campuses.",
      hi: "परिसरों में होने वाली पूर्व विद्यार्थी बैठकों, वार्ताओं और आयोजनों की जानकारी पाएँ।",
    },
    {
      en: "Share job openings and internships with current students.",
      hi: "वर्तमान विद्यार्थियों के साथ नौकरी और इंटर्नशिप के अवसर साझा करें।",
    },
    {
      en: "Mentor students in your field, or speak at your old campus.",
      hi: "अपने क्षेत्र में विद्यार्थियों का मार्गदर्शन करें, या अपने पुराने परिसर में व्याख्यान दें।",
    },
    {
      en: "Stay in touch with the friends and teachers you studied with.",
      hi: "जिन मित्रों और शिक्षकों के साथ आपने पढ़ाई की, उनसे जुड़े रहें।",
    },
  ] satisfies Localized[],
  register: {
    en: "Register once with the form below. We keep your details only for the alumni network and will write to you about alumni news and events.",
    hi: "नीचे दिए गए फ़ॉर्म से एक बार पंजीकरण करें। हम आपका विवरण केवल पूर्व विद्यार्थी नेटवर्क के लिए रखते हैं और पूर्व विद्यार्थियों से जुड़े समाचारों और आयोजनों के बारे में आपको लिखेंगे।",
  } satisfies Localized,
  contact: {
    text: {
      en: "Questions about the alumni network can be sent to the help desk:",
      hi: "पूर्व विद्यार्थी नेटवर्क के बारे में प्रश्न हेल्प डेस्क को भेजे जा सकते हैं:",
    } satisfies Localized,
    email: site.helpdeskEmail,
  },
};

export const feedbackPage = {
  page: {
    path: "/feedback",
    title: "Feedback",
    description:
      "Tell DSEU what you think of its website or its services: report a broken link or an accessibility problem, suggest an improvement, and get a reference number for your message.",
    crumbs: [{ name: "Feedback", path: "/feedback" }],
    lead: "Your comments help us improve this website and the university's services. Every message is read and gets a reference number.",
    lastReviewed: "2026-11-21",
  } satisfies PageText,
  useFor: [
    "a page that is out of date, a broken link or a document that will not open;",
    "something on the website that is hard to use with a keyboard, a screen reader or magnification;",
    "a suggestion for the website or for a service of the university.",
  ].map(withHindi),
  notFor: withHindi(
    "For a complaint that needs action on your own case, such as an examination result or a fee refund, please use the grievance form instead, so that it reaches the office that can resolve it.",
  ),
  grievanceLink: { name: withHindi("Grievance form & RTI"), path: "/grievance-form" },
  afterSending: withHindi(
    "The help desk reads every message and passes it to the office concerned. If you ask a question, we aim to reply within five working days to the email address you give.",
  ),
  privacy: withHindi("We use your name and contact details only to answer this message."),
  privacyLink: { name: withHindi("Privacy policy"), path: "/privacy-policy" },
  contact: { text: withHindi("You can also write to the help desk:"), email: site.helpdeskEmail },
};
