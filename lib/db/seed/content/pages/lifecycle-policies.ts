import type { PolicyPage } from "./policies";
import { DEFAULT_REVIEW_DAYS, REVIEW_KIND_ORDER, REVIEW_KINDS, reviewDays } from "../../../../content/review-intervals";

/**
 * The lifecycle policies GIGW 3.0 asks a government website to publish (content contribution,
 * moderation and approval; content review; website monitoring; contingency management; website
 * security), written from what this website's software does (docs: managing-content, operations,
 * security). What is the university's to decide (the officers, the intervals) is marked
 * as to be confirmed rather than invented; staff edit the pages in /admin/content.
 */
const LAST_REVIEWED = "2026-11-28";

/**
 * The review intervals as the Content Review Policy states them: written from the declaration the
 * staff dashboard follows (lib/content/review-intervals.ts), so the page and the overdue list agree.
 */
function reviewIntervalLines() {
  return REVIEW_KIND_ORDER.map((kind, index) => {
    const days = reviewDays(kind, DEFAULT_REVIEW_DAYS);
    const end = index === REVIEW_KIND_ORDER.length - 1 ? "." : ";";
    return {
      en: `${REVIEW_KINDS[kind].name.en}: every ${days} days${end}`,
      hi: `${REVIEW_KINDS[kind].name.hi}: हर ${days} दिन में${end === "." ? "।" : ";"}`,
    };
  });
}

export const lifecyclePolicies: PolicyPage[] = [
  {
    path: "/cmap-policy",
    title: {
      en: "Content Contribution, Moderation and Approval Policy",
      hi: "सामग्री योगदान, संचालन एवं अनुमोदन नीति",
    },
    description: {
      en: "Who may contribute content to the DSEU website, how it is checked and who approves it before visitors see it.",
      hi: "DSEU की वेबसाइट पर कौन सामग्री दे सकता है, उसकी जाँच कैसे होती है और आगंतुकों को दिखने से पहले उसे कौन अनुमोदित करता है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Who contributes", hi: "कौन योगदान देता है" },
        paragraphs: [
          {
            en: "Content reaches the website only through staff accounts, each with one role:",
            hi: "सामग्री वेबसाइट पर केवल कर्मचारियों के खातों के माध्यम से आती है, जिनमें से हर खाते की एक भूमिका होती है:",
          },
        ],
        list: [
          {
            en: "Editor: writes and changes pages, notices and tenders as drafts, and sends them for review;",
            hi: "संपादक (Editor): पृष्ठ, सूचनाएँ और निविदाएँ मसौदे के रूप में लिखता और बदलता है, और उन्हें समीक्षा के लिए भेजता है;",
          },
          {
            en: "Publisher: reviews drafts, publishes them or schedules them, or sends them back with a comment;",
            hi: "प्रकाशक (Publisher): मसौदों की समीक्षा करता है, उन्हें प्रकाशित या निर्धारित समय के लिए तय करता है, या टिप्पणी के साथ वापस भेजता है;",
          },
          {
            en: "Admissions: manages the admission rounds and results only;",
            hi: "प्रवेश (Admissions): केवल प्रवेश राउंड और परिणामों का प्रबंधन करता है;",
          },
          {
            en: "Faculty: keeps their own faculty profile only;",
            hi: "शिक्षक (Faculty): केवल अपनी शिक्षक प्रोफ़ाइल अद्यतन रखता है;",
          },
          {
            en: "Admin: manages the accounts and may do everything the other roles do.",
            hi: "प्रशासक (Admin): खातों का प्रबंधन करता है और अन्य सभी भूमिकाओं के कार्य कर सकता है।",
          },
        ],
      },
      {
        heading: { en: "Moderation and approval", hi: "संचालन एवं अनुमोदन" },
        paragraphs: [
          {
            en: "A change to a page is saved as a draft that visitors do not see. When it is sent for review, the website checks it for pictures without a text alternative, headings out of order, links that only say 'click here', PDF files without a text layer and links to pages that do not exist. A Publisher then approves and publishes it, chooses a time to publish it, or sends it back with a comment. An Editor cannot publish.",
            hi: "किसी पृष्ठ में किया गया परिवर्तन मसौदे के रूप में सहेजा जाता है, जो आगंतुकों को नहीं दिखता। समीक्षा के लिए भेजे जाने पर वेबसाइट जाँचती है कि कहीं वैकल्पिक पाठ के बिना चित्र, क्रम से बाहर शीर्षक, केवल 'यहाँ क्लिक करें' कहने वाले लिंक, पाठ की परत के बिना PDF फ़ाइलें और अस्तित्वहीन पृष्ठों के लिंक तो नहीं हैं। इसके बाद प्रकाशक उसे अनुमोदित करके प्रकाशित करता है, प्रकाशन का समय तय करता है, या टिप्पणी के साथ वापस भेजता है। संपादक प्रकाशित नहीं कर सकता।",
          },
          {
            en: "Every save, publication, restoration and withdrawal is kept as a revision with the name of the person and the time, and any earlier version can be restored as a new draft, which goes through review again. Every change is also recorded in the audit log.",
            hi: "हर बार सहेजना, प्रकाशन, पुनर्स्थापन और वापस लेना व्यक्ति के नाम और समय के साथ एक संशोधन (revision) के रूप में रखा जाता है, और किसी भी पुराने संस्करण को नए मसौदे के रूप में पुनर्स्थापित किया जा सकता है, जो फिर से समीक्षा से गुज़रता है। हर परिवर्तन लेखा-परीक्षा लॉग (audit log) में भी दर्ज होता है।",
          },
        ],
      },
      {
        heading: { en: "Who is responsible", hi: "उत्तरदायी कौन है" },
        paragraphs: [
          {
            en: "Each office of the university is responsible for the accuracy of what it contributes. The officers who hold the Publisher role for each office, and the contributors named for each section of the website: to be confirmed by the university.",
            hi: "विश्वविद्यालय का हर कार्यालय अपने द्वारा दी गई सामग्री की सटीकता के लिए उत्तरदायी है। हर कार्यालय के लिए प्रकाशक की भूमिका निभाने वाले अधिकारी, और वेबसाइट के हर अनुभाग के लिए नामित योगदानकर्ता: विश्वविद्यालय द्वारा पुष्टि की जानी है।",
          },
        ],
      },
    ],
  },
  {
    path: "/content-review-policy",
    title: { en: "Content Review Policy", hi: "सामग्री समीक्षा नीति" },
    description: {
      en: "How often each kind of content on the DSEU website is reviewed, and how a review is recorded.",
      hi: "DSEU की वेबसाइट पर हर प्रकार की सामग्री की समीक्षा कितनी बार होती है, और समीक्षा कैसे दर्ज की जाती है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "How a review is recorded", hi: "समीक्षा कैसे दर्ज की जाती है" },
        paragraphs: [
          {
            en: "Every page carries the date it was last reviewed, shown to visitors as 'Last updated'. Staff set it when they check the page against the facts, and the change goes through the usual review and approval.",
            hi: "हर पृष्ठ पर उसकी अंतिम समीक्षा की तिथि होती है, जो आगंतुकों को 'अंतिम अद्यतन' के रूप में दिखाई जाती है। कर्मचारी पृष्ठ का तथ्यों से मिलान करते समय इसे निर्धारित करते हैं, और यह परिवर्तन सामान्य समीक्षा और अनुमोदन से गुज़रता है।",
          },
          {
            en: "Notices that archive themselves on a date are listed on the staff dashboard two weeks before that date, so they can be extended, replaced or left to expire on purpose.",
            hi: "जो सूचनाएँ किसी तिथि पर अपने आप संग्रह में चली जाती हैं, वे उस तिथि से दो सप्ताह पहले कर्मचारियों के डैशबोर्ड पर सूचीबद्ध हो जाती हैं, ताकि उन्हें आगे बढ़ाया जा सके, बदला जा सके या जानबूझकर समाप्त होने दिया जा सके।",
          },
          {
            en: "Pages whose last review is older than the review interval are listed on the staff dashboard, so that the responsible office can check them.",
            hi: "जिन पृष्ठों की अंतिम समीक्षा समीक्षा-अंतराल से पुरानी हो चुकी है, वे कर्मचारियों के डैशबोर्ड पर सूचीबद्ध होते हैं, ताकि संबंधित कार्यालय उनकी जाँच कर सके।",
          },
        ],
      },
      {
        heading: { en: "Review intervals", hi: "समीक्षा का अंतराल" },
        paragraphs: [
          {
            en: "Each kind of page is reviewed at its own interval, counted from its last review; a page is reviewed at once whenever a fact it states changes. The intervals below are proposed by the web team and are to be confirmed by the university:",
            hi: "हर प्रकार के पृष्ठ की समीक्षा उसके अपने अंतराल पर, उसकी अंतिम समीक्षा से गिनकर, होती है; जब भी पृष्ठ में बताया गया कोई तथ्य बदलता है, उसकी समीक्षा तुरंत की जाती है। नीचे दिए गए अंतराल वेब टीम द्वारा प्रस्तावित हैं और विश्वविद्यालय द्वारा इनकी पुष्टि की जानी है:",
          },
        ],
        list: reviewIntervalLines(),
      },
      {
        heading: { en: "Notices", hi: "सूचनाएँ" },
        paragraphs: [
          {
            en: "Notices, tenders and vacancies are not reviewed on a schedule: each is checked when it is published, and is archived on its last date, or by staff once it no longer applies.",
            hi: "सूचनाओं, निविदाओं और रिक्तियों की समीक्षा किसी निश्चित अंतराल पर नहीं होती: प्रकाशित करते समय हर एक की जाँच की जाती है, और उसकी अंतिम तिथि पर, या लागू न रहने पर कर्मचारियों द्वारा, उसे संग्रह में भेज दिया जाता है।",
          },
        ],
      },
    ],
  },
  {
    path: "/website-monitoring-policy",
    title: { en: "Website Monitoring Policy", hi: "वेबसाइट निगरानी नीति" },
    description: {
      en: "How the DSEU website is watched for availability, speed, errors and broken links.",
      hi: "DSEU की वेबसाइट की उपलब्धता, गति, त्रुटियों और टूटे लिंक की निगरानी कैसे की जाती है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "What is measured", hi: "क्या मापा जाता है" },
        paragraphs: [
          {
            en: "Every server of the website reports its measurements (requests and their answers, response times, errors, memory, the database's connections and the time of the last good backup) to the monitoring system of the IT cell. Alerts are raised when a server stops answering, when more than 1% of requests fail, when pages become slow, and when the last backup is too old.",
            hi: "वेबसाइट का हर सर्वर अपने माप (अनुरोध और उनके उत्तर, उत्तर देने का समय, त्रुटियाँ, मेमोरी, डेटाबेस के कनेक्शन और अंतिम सफल बैकअप का समय) आईटी प्रकोष्ठ की निगरानी प्रणाली को भेजता है। जब कोई सर्वर उत्तर देना बंद कर दे, 1% से अधिक अनुरोध विफल हों, पृष्ठ धीमे हो जाएँ, या अंतिम बैकअप बहुत पुराना हो जाए, तब चेतावनी (alert) दी जाती है।",
          },
          {
            en: "Before each release, automated tests check every page for accessibility faults, broken links and errors, in English and Hindi.",
            hi: "हर नए संस्करण से पहले स्वचालित परीक्षण हर पृष्ठ की अंग्रेज़ी और हिंदी में सुगम्यता की त्रुटियों, टूटे लिंक और त्रुटियों के लिए जाँच करते हैं।",
          },
        ],
      },
      {
        heading: { en: "Visitors' reports", hi: "आगंतुकों की सूचनाएँ" },
        paragraphs: [
          {
            en: "Visitors can report a problem with the website through the feedback form; each report gets a reference number and is answered by the staff responsible.",
            hi: "आगंतुक प्रतिक्रिया प्रपत्र के माध्यम से वेबसाइट की किसी समस्या की सूचना दे सकते हैं; हर सूचना को एक संदर्भ संख्या मिलती है और उत्तरदायी कर्मचारी उसका उत्तर देते हैं।",
          },
          {
            en: "Who watches the alerts, and how quickly they respond: to be confirmed by the university.",
            hi: "चेतावनियों पर कौन नज़र रखता है, और वे कितनी शीघ्रता से कार्रवाई करते हैं: विश्वविद्यालय द्वारा पुष्टि की जानी है।",
          },
        ],
        links: [{ name: { en: "Feedback form", hi: "प्रतिक्रिया प्रपत्र" }, path: "/feedback" }],
      },
    ],
  },
  {
    path: "/contingency-management-policy",
    title: { en: "Contingency Management Policy", hi: "आकस्मिकता प्रबंधन नीति" },
    description: {
      en: "How the DSEU website is kept running and brought back after a failure, a wrong publication or an attack.",
      hi: "किसी विफलता, गलत प्रकाशन या हमले के बाद DSEU की वेबसाइट को कैसे चालू रखा और फिर से शुरू किया जाता है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Wrong or harmful content", hi: "गलत या हानिकारक सामग्री" },
        paragraphs: [
          {
            en: "Anyone who edits content can withdraw a published item at once, giving a reason that is recorded in the audit log, and any earlier version of a page can be restored.",
            hi: "सामग्री संपादित करने वाला कोई भी व्यक्ति किसी प्रकाशित सामग्री को तुरंत वापस ले सकता है, जिसका कारण लेखा-परीक्षा लॉग में दर्ज होता है, और किसी पृष्ठ के किसी भी पुराने संस्करण को पुनर्स्थापित किया जा सकता है।",
          },
        ],
      },
      {
        heading: { en: "Backups and recovery", hi: "बैकअप और पुनर्प्राप्ति" },
        paragraphs: [
          {
            en: "The website takes a complete, checked backup of its database every day by default and keeps the latest seven; the IT cell copies them off the server. A backup is restored with one command, which checks every table against the backup before it commits, so at most one day's changes can be lost.",
            hi: "वेबसाइट डिफ़ॉल्ट रूप से हर दिन अपने डेटाबेस का एक पूर्ण, जाँचा हुआ बैकअप लेती है और नवीनतम सात बैकअप रखती है; आईटी प्रकोष्ठ इन्हें सर्वर से बाहर प्रतिलिपि करता है। बैकअप एक ही आदेश से पुनर्स्थापित होता है, जो पुष्टि से पहले हर तालिका का बैकअप से मिलान करता है, इसलिए अधिक से अधिक एक दिन के परिवर्तन ही खो सकते हैं।",
          },
          {
            en: "The website can run on several servers at once, so that one failing server does not take it down.",
            hi: "वेबसाइट एक साथ कई सर्वरों पर चल सकती है, ताकि किसी एक सर्वर के विफल होने से वह बंद न हो।",
          },
        ],
      },
      {
        heading: { en: "Who acts", hi: "कार्रवाई कौन करता है" },
        paragraphs: [
          {
            en: "The contingency team, its contacts, and the time within which the website must be restored: to be confirmed by the university.",
            hi: "आकस्मिकता दल, उसके संपर्क, और वह समय जिसके भीतर वेबसाइट को पुनः चालू करना आवश्यक है: विश्वविद्यालय द्वारा पुष्टि की जानी है।",
          },
        ],
      },
    ],
  },
  {
    path: "/website-security-policy",
    title: { en: "Website Security Policy", hi: "वेबसाइट सुरक्षा नीति" },
    description: {
      en: "How the DSEU website protects its visitors, its staff accounts and its content.",
      hi: "DSEU की वेबसाइट अपने आगंतुकों, कर्मचारियों के खातों और अपनी सामग्री की सुरक्षा कैसे करती है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Measures in place", hi: "लागू उपाय" },
        paragraphs: [
          {
            en: "The website is built to the OWASP Application Security Verification Standard, level 2:",
            hi: "वेबसाइट OWASP एप्लिकेशन सुरक्षा सत्यापन मानक (ASVS) के स्तर 2 के अनुसार बनाई गई है:",
          },
        ],
        list: [
          {
            en: "every page is served with strict security headers, and refuses to be shown inside another website's frame;",
            hi: "हर पृष्ठ कड़े सुरक्षा हेडर के साथ भेजा जाता है, और किसी दूसरी वेबसाइट के फ़्रेम के भीतर दिखाए जाने से इनकार करता है;",
          },
          {
            en: "forms and sign-ins are limited in how often they can be used, to stop abuse;",
            hi: "फ़ॉर्म और साइन-इन के उपयोग की आवृत्ति सीमित है, ताकि दुरुपयोग रोका जा सके;",
          },
          {
            en: "uploaded files are checked, and hostile PDF files are refused;",
            hi: "अपलोड की गई फ़ाइलों की जाँच होती है, और हानिकारक PDF फ़ाइलें अस्वीकार कर दी जाती हैं;",
          },
          {
            en: "text written by staff is cleaned of scripts before it is saved and again before it is shown;",
            hi: "कर्मचारियों द्वारा लिखे गए पाठ से सहेजने से पहले और दिखाने से पहले फिर से स्क्रिप्ट हटा दी जाती हैं;",
          },
          {
            en: "staff accounts have strong passwords, and the staff area can be limited to the university's own networks;",
            hi: "कर्मचारियों के खातों के पासवर्ड सुदृढ़ होते हैं, और कर्मचारी क्षेत्र को विश्वविद्यालय के अपने नेटवर्क तक सीमित किया जा सकता है;",
          },
          {
            en: "every change by staff is recorded in the audit log with who made it and when.",
            hi: "कर्मचारियों द्वारा किया गया हर परिवर्तन, किसने और कब किया, इसके साथ लेखा-परीक्षा लॉग में दर्ज होता है।",
          },
        ],
      },
      {
        heading: { en: "Audits and incidents", hi: "लेखा-परीक्षा और घटनाएँ" },
        paragraphs: [
          {
            en: "The security audit of the website by a CERT-In empanelled auditor, its date and certificate, and the officer to whom security incidents are reported: to be confirmed by the university.",
            hi: "CERT-In द्वारा सूचीबद्ध लेखा-परीक्षक से वेबसाइट की सुरक्षा लेखा-परीक्षा, उसकी तिथि और प्रमाणपत्र, और वह अधिकारी जिसे सुरक्षा घटनाओं की सूचना दी जाती है: विश्वविद्यालय द्वारा पुष्टि की जानी है।",
          },
          {
            en: "If you find a security problem on this website, please report it through the feedback form.",
            hi: "यदि आपको इस वेबसाइट पर कोई सुरक्षा समस्या मिले, तो कृपया प्रतिक्रिया प्रपत्र के माध्यम से उसकी सूचना दें।",
          },
        ],
        links: [{ name: { en: "Feedback form", hi: "प्रतिक्रिया प्रपत्र" }, path: "/feedback" }],
      },
    ],
  },
];
