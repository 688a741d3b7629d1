import type { Localized } from "../../../../content/localized";
import { site } from "../site";
import type { BilingualPageText } from "./types";
import { lifecyclePolicies } from "./lifecycle-policies";

/**
 * The first version of the website policy pages that the Guidelines for Indian Government Websites
 * (GIGW 3.0) ask every government website to publish; they describe what this website actually
 * does. The seed writes each page's sections as its rich-text body (lib/content/seed-input.ts);
 * staff edit them in /admin/content from then on.
 */
export type PolicySection = {
  heading: Localized;
  paragraphs: Localized[];
  list?: Localized[];
  links?: { name: Localized; path: string }[];
};

const FEEDBACK_LINK = { name: { en: "Feedback form", hi: "प्रतिक्रिया प्रपत्र" }, path: "/feedback" };
/** Every text has Hindi: the Hindi body is made of the Hindi texts. The description is also the page's lead. */
export type PolicyPage = BilingualPageText & { sections: PolicySection[] };

const LAST_REVIEWED = "2026-11-21";

export const policyPages: PolicyPage[] = [
  {
    path: "/accessibility-statement",
    title: { en: "Accessibility Statement", hi: "सुगम्यता विवरण" },
    description: {
      en: "How the DSEU website is built to be usable by everyone, including people who use screen readers, keyboards or magnification, and how to report a problem.",
      hi: "DSEU की वेबसाइट इस तरह कैसे बनाई गई है कि सभी इसका उपयोग कर सकें, जिनमें स्क्रीन रीडर, कीबोर्ड या आवर्धन (मैग्निफ़िकेशन) का उपयोग करने वाले लोग भी शामिल हैं, और किसी समस्या की सूचना कैसे दें।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Our commitment", hi: "हमारी प्रतिबद्धता" },
        paragraphs: [
          {
            en: `${site.name} wants every visitor to be able to use this website, whatever their device, technology or ability. The site is designed to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites and Apps (GIGW 3.0).`,
            hi: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय चाहता है कि हर आगंतुक इस वेबसाइट का उपयोग कर सके, चाहे उसका उपकरण, तकनीक या क्षमता कुछ भी हो। यह साइट वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) 2.1 के स्तर AA और भारतीय सरकारी वेबसाइटों एवं ऐप्स के दिशानिर्देश (GIGW 3.0) को पूरा करने के लिए बनाई गई है।",
          },
        ],
      },
      {
        heading: { en: "What you can expect", hi: "आप क्या अपेक्षा कर सकते हैं" },
        paragraphs: [
          { en: "The pages of this website are built so that:", hi: "इस वेबसाइट के पृष्ठ इस प्रकार बनाए गए हैं कि:" },
        ],
        list: [
          {
            en: "every page starts with a 'Skip to main content' link and has one main heading, with headings in order;",
            hi: "हर पृष्ठ 'मुख्य सामग्री पर जाएँ' लिंक से शुरू होता है और उसमें एक मुख्य शीर्षक होता है, तथा शीर्षक क्रम में होते हैं;",
          },
          {
            en: "everything can be reached and operated with a keyboard alone, with a visible focus indicator;",
            hi: "हर चीज़ तक केवल कीबोर्ड से पहुँचा और उसे चलाया जा सकता है, और फ़ोकस स्पष्ट दिखाई देता है;",
          },
          {
            en: "menus, dialogs and the search follow the WAI-ARIA patterns that screen readers announce;",
            hi: "मेनू, डायलॉग और खोज WAI-ARIA के उन पैटर्न का पालन करते हैं जिन्हें स्क्रीन रीडर पढ़कर बताते हैं;",
          },
          {
            en: "text can be enlarged to 200% with the browser's zoom without loss of content, and the A- / A / A+ buttons at the top of every page change the text size for the whole site;",
            hi: "ब्राउज़र के ज़ूम से पाठ को बिना किसी सामग्री के छूटे 200% तक बड़ा किया जा सकता है, और हर पृष्ठ के ऊपर दिए A- / A / A+ बटन पूरी साइट के पाठ का आकार बदलते हैं;",
          },
          {
            en: "a High contrast button at the top of every page switches to black and white with stronger focus indicators, and the choice is remembered;",
            hi: "हर पृष्ठ के ऊपर दिया उच्च कंट्रास्ट बटन साइट को अधिक स्पष्ट फ़ोकस संकेतकों के साथ काले और सफ़ेद रंग में बदल देता है, और यह चुनाव याद रखा जाता है;",
          },
          {
            en: "moving content (announcement strips, carousels, rotating banners) can be paused, and stays still for people who ask their system to reduce motion;",
            hi: "चलती सामग्री (घोषणा पट्टियाँ, कैरोसेल, घूमते बैनर) रोकी जा सकती है, और जिन लोगों ने अपने सिस्टम में गति कम करने का विकल्प चुना है, उनके लिए वह स्थिर रहती है;",
          },
          {
            en: "images carry text alternatives, form fields have labels, and errors are described in words;",
            hi: "चित्रों के साथ वैकल्पिक पाठ दिया गया है, फ़ॉर्म के हर फ़ील्ड का लेबल है, और त्रुटियाँ शब्दों में बताई जाती हैं;",
          },
          {
            en: "links that open another website say so, and documents show their format and size.",
            hi: "दूसरी वेबसाइट खोलने वाले लिंक यह बताते हैं, और दस्तावेज़ों का प्रारूप और आकार दिखाया जाता है।",
          },
        ],
      },
      {
        heading: { en: "Documents", hi: "दस्तावेज़" },
        paragraphs: [
          {
            en: "Notices are published as PDF files. Most have a text layer that screen readers can read. Some older notices are scanned images; if you cannot read one, write to the help desk and we will send the text in an accessible format.",
            hi: "सूचनाएँ PDF फ़ाइलों के रूप में प्रकाशित की जाती हैं। अधिकांश में पाठ की परत होती है जिसे स्क्रीन रीडर पढ़ सकते हैं। कुछ पुरानी सूचनाएँ स्कैन किए गए चित्र हैं; यदि आप किसी को नहीं पढ़ पा रहे हैं, तो हेल्प डेस्क को लिखें, हम उसका पाठ सुगम प्रारूप में भेजेंगे।",
          },
        ],
      },
      {
        heading: { en: "Report a problem", hi: "समस्या की सूचना दें" },
        paragraphs: [
          {
            en: `If something on this website is hard to use, please tell us what you tried to do and on which page, by email to ${site.helpdeskEmail} or through the feedback form. We aim to reply within five working days.`,
            hi: `यदि इस वेबसाइट पर किसी चीज़ का उपयोग कठिन लगे, तो कृपया हमें ${site.helpdeskEmail} पर ईमेल से या प्रतिक्रिया प्रपत्र के माध्यम से बताएँ कि आप क्या करना चाह रहे थे और किस पृष्ठ पर। हमारा प्रयास पाँच कार्य दिवसों के भीतर उत्तर देने का है।`,
          },
        ],
        links: [FEEDBACK_LINK],
      },
    ],
  },
  {
    path: "/help",
    title: { en: "Help", hi: "सहायता" },
    description: {
      en: "How to find your way around the DSEU website: navigation, search, documents, accessibility options and whom to contact.",
      hi: "DSEU की वेबसाइट पर जानकारी कैसे खोजें: नेविगेशन, खोज, दस्तावेज़, सुगम्यता के विकल्प और किससे संपर्क करें।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Finding information", hi: "जानकारी खोजना" },
        paragraphs: [
          {
            en: "The main menu at the top of every page groups the website by topic: About Us, Academics, Campuses, Admission, Administration, Student Life, the Training and Placement Cell, Work with us and Entrepreneurship. On a phone, open it with the Menu button.",
            hi: "हर पृष्ठ के ऊपर दिया मुख्य मेनू वेबसाइट को विषयों में बाँटता है: हमारे बारे में, शैक्षणिक, परिसर, प्रवेश, प्रशासन, विद्यार्थी जीवन, प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ, हमारे साथ काम करें और उद्यमिता। फ़ोन पर इसे मेनू बटन से खोलें।",
          },
          {
            en: "The search button opens a search box that finds pages and faculty members as you type; use the arrow keys to choose a result and Enter to open it. The site map lists every section on one page.",
            hi: "खोज बटन एक खोज बॉक्स खोलता है, जो टाइप करते समय ही पृष्ठ और शिक्षक खोज लेता है; परिणाम चुनने के लिए तीर कुंजियों और उसे खोलने के लिए Enter का उपयोग करें। साइट मैप में हर अनुभाग एक ही पृष्ठ पर सूचीबद्ध है।",
          },
        ],
      },
      {
        heading: { en: "Opening documents", hi: "दस्तावेज़ खोलना" },
        paragraphs: [
          {
            en: "Notices, orders and forms are PDF files. They open in your browser; to read them outside the browser you can use any PDF reader, such as the free readers built into current versions of Windows, macOS, Android and iOS.",
            hi: "सूचनाएँ, आदेश और प्रपत्र PDF फ़ाइलें हैं। ये आपके ब्राउज़र में खुलती हैं; ब्राउज़र के बाहर पढ़ने के लिए आप कोई भी PDF रीडर उपयोग कर सकते हैं, जैसे Windows, macOS, Android और iOS के वर्तमान संस्करणों में उपलब्ध निःशुल्क रीडर।",
          },
        ],
      },
      {
        heading: { en: "Changing how the site looks", hi: "साइट का रूप बदलना" },
        paragraphs: [
          {
            en: "To make text larger, use your browser's zoom (Ctrl and + on Windows and Linux, Command and + on a Mac, or pinch on a phone). The pages reflow to fit the larger text.",
            hi: "पाठ बड़ा करने के लिए अपने ब्राउज़र का ज़ूम उपयोग करें (Windows और Linux पर Ctrl और +, Mac पर Command और +, या फ़ोन पर दो उँगलियों से फैलाएँ)। पृष्ठ बड़े पाठ के अनुसार स्वयं व्यवस्थित हो जाते हैं।",
          },
          {
            en: "The buttons A-, A and A+ at the top of every page make the text smaller, normal or larger on every page of the site, and the High contrast button switches to black and white. The website remembers both choices on your device.",
            hi: "हर पृष्ठ के ऊपर दिए A-, A और A+ बटन साइट के हर पृष्ठ पर पाठ को छोटा, सामान्य या बड़ा करते हैं, और उच्च कंट्रास्ट बटन साइट को काले और सफ़ेद रंग में बदल देता है। वेबसाइट आपके उपकरण पर ये दोनों चुनाव याद रखती है।",
          },
        ],
      },
      {
        heading: { en: "Contact", hi: "संपर्क" },
        paragraphs: [
          {
            en: `General questions: ${site.helpdeskEmail}. Admission questions: ${site.admissionHelpdeskEmail}. Requests under the Right to Information Act: ${site.rtiEmail}.`,
            hi: `सामान्य प्रश्न: ${site.helpdeskEmail}। प्रवेश संबंधी प्रश्न: ${site.admissionHelpdeskEmail}। सूचना का अधिकार अधिनियम के अंतर्गत अनुरोध: ${site.rtiEmail}।`,
          },
          {
            en: "Comments on the website, broken links and suggestions are welcome through the feedback form.",
            hi: "वेबसाइट पर टिप्पणियों, टूटे लिंक की सूचना और सुझावों का प्रतिक्रिया प्रपत्र के माध्यम से स्वागत है।",
          },
        ],
        links: [FEEDBACK_LINK],
      },
    ],
  },
  {
    path: "/privacy-policy",
    title: { en: "Privacy Policy", hi: "गोपनीयता नीति" },
    description: {
      en: "What personal information the DSEU website collects, why, how long it is kept and who can see it.",
      hi: "DSEU की वेबसाइट कौन-सी व्यक्तिगत जानकारी एकत्र करती है, क्यों, उसे कितने समय तक रखा जाता है और उसे कौन देख सकता है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Browsing the website", hi: "वेबसाइट देखना" },
        paragraphs: [
          {
            en: "You can read every public page without telling us who you are. The website does not use advertising or tracking cookies and does not share your visit with analytics companies. When you submit a form or sign in, the address of your computer is recorded with that action to protect the service from abuse; reading pages is not recorded.",
            hi: "आप हमें अपनी पहचान बताए बिना हर सार्वजनिक पृष्ठ पढ़ सकते हैं। यह वेबसाइट विज्ञापन या ट्रैकिंग कुकी (cookie) का उपयोग नहीं करती और आपकी विज़िट की जानकारी विश्लेषण (analytics) कंपनियों के साथ साझा नहीं करती। जब आप कोई फ़ॉर्म जमा करते हैं या साइन इन करते हैं, तो सेवा को दुरुपयोग से बचाने के लिए उस कार्य के साथ आपके कंप्यूटर का पता दर्ज किया जाता है; पृष्ठ पढ़ना दर्ज नहीं किया जाता।",
          },
        ],
      },
      {
        heading: { en: "Information you give us", hi: "आपके द्वारा दी गई जानकारी" },
        paragraphs: [
          {
            en: "Some pages ask for personal information so that we can do what you ask:",
            hi: "कुछ पृष्ठ व्यक्तिगत जानकारी माँगते हैं, ताकि आप जो अनुरोध करें, वह हम कर सकें:",
          },
        ],
        list: [
          {
            en: "the grievance and RTI form, the alumni registration and the feedback form store what you enter, to answer you and to act on it;",
            hi: "शिकायत एवं RTI प्रपत्र, पूर्व विद्यार्थी पंजीकरण और प्रतिक्रिया प्रपत्र में आप जो भरते हैं, उसे आपको उत्तर देने और उस पर कार्रवाई करने के लिए संग्रहीत किया जाता है;",
          },
          {
            en: "the admission result pages use your registration email and date of birth only to find your allotment, and record the seat decision you make;",
            hi: "प्रवेश परिणाम के पृष्ठ आपके पंजीकरण ईमेल और जन्म तिथि का उपयोग केवल आपका आवंटन (allotment) खोजने के लिए करते हैं, और सीट के बारे में आपके द्वारा लिया गया निर्णय दर्ज करते हैं;",
          },
          {
            en: "staff and faculty who sign in have an account with their work email address.",
            hi: "साइन इन करने वाले कर्मचारियों और शिक्षकों का खाता उनके कार्यालयी ईमेल पते से होता है।",
          },
        ],
      },
      {
        heading: { en: "Cookies", hi: "कुकी (cookie)" },
        paragraphs: [
          {
            en: "The website sets a cookie only when you sign in as staff or faculty, or when you look up an admission result: it keeps that session, cannot be read by scripts, and expires on its own (after 30 minutes for result look-ups).",
            hi: "वेबसाइट कुकी केवल तभी सेट करती है जब आप कर्मचारी या शिक्षक के रूप में साइन इन करते हैं, या जब आप प्रवेश परिणाम देखते हैं: यह कुकी उस सत्र (session) को बनाए रखती है, इसे स्क्रिप्ट नहीं पढ़ सकतीं, और यह अपने आप समाप्त हो जाती है (परिणाम देखने के लिए 30 मिनट के बाद)।",
          },
          {
            en: "If you choose a text size or high contrast, that choice is kept in your browser's own storage on your device; it is never sent to us.",
            hi: "यदि आप पाठ का आकार या उच्च कंट्रास्ट चुनते हैं, तो यह चुनाव आपके उपकरण पर आपके ब्राउज़र के अपने संग्रहण (storage) में रखा जाता है; इसे हमें कभी नहीं भेजा जाता।",
          },
        ],
      },
      {
        heading: { en: "Who sees it and for how long", hi: "इसे कौन देखता है और कितने समय तक" },
        paragraphs: [
          {
            en: "Only the university staff responsible for the matter can see what you submit. We keep it as long as the matter requires and the university's record rules demand, and we do not sell or give it to anyone outside the university unless the law requires it.",
            hi: "आप जो जमा करते हैं, उसे केवल उस विषय के लिए उत्तरदायी विश्वविद्यालय कर्मचारी ही देख सकते हैं। हम इसे तब तक रखते हैं जब तक विषय के लिए आवश्यक हो और विश्वविद्यालय के अभिलेख नियम अपेक्षित करें, और जब तक कानून द्वारा अपेक्षित न हो, हम इसे विश्वविद्यालय के बाहर किसी को न बेचते हैं, न देते हैं।",
          },
          {
            en: `To ask what we hold about you, or to correct it, write to ${site.helpdeskEmail}.`,
            hi: `हमारे पास आपके बारे में कौन-सी जानकारी है, यह जानने के लिए या उसे सुधारने के लिए ${site.helpdeskEmail} पर लिखें।`,
          },
        ],
      },
    ],
  },
  {
    path: "/terms-and-conditions",
    title: { en: "Terms and Conditions", hi: "नियम एवं शर्तें" },
    description: {
      en: "The terms on which the DSEU website and its content are offered.",
      hi: "वे शर्तें जिन पर DSEU की वेबसाइट और उसकी सामग्री उपलब्ध कराई जाती है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "About this website", hi: "इस वेबसाइट के बारे में" },
        paragraphs: [
          {
            en: `This website is published and maintained by ${site.name}, ${site.legalStatus.toLowerCase()}. It is offered to inform students, applicants, staff and the public.`,
            hi: "यह वेबसाइट दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय द्वारा प्रकाशित और अनुरक्षित की जाती है, जो राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार के 2020 के अधिनियम संख्या 04 के अंतर्गत स्थापित एक राज्य विश्वविद्यालय है। यह विद्यार्थियों, आवेदकों, कर्मचारियों और जनसाधारण को जानकारी देने के लिए उपलब्ध कराई गई है।",
          },
        ],
      },
      {
        heading: { en: "Accuracy", hi: "सटीकता" },
        paragraphs: [
          {
            en: "We take care that the information here is correct and current. It does not replace the university's official orders, notifications and regulations: where they differ, the signed document prevails. Please check dates and eligibility against the notice concerned before acting on them.",
            hi: "हम ध्यान रखते हैं कि यहाँ दी गई जानकारी सही और अद्यतन हो। यह विश्वविद्यालय के आधिकारिक आदेशों, अधिसूचनाओं और विनियमों का स्थान नहीं लेती: जहाँ इनमें अंतर हो, वहाँ हस्ताक्षरित दस्तावेज़ ही मान्य होगा। कृपया तिथियों और पात्रता के आधार पर कोई कदम उठाने से पहले संबंधित सूचना से उनका मिलान कर लें।",
          },
        ],
      },
      {
        heading: { en: "Links to other websites", hi: "अन्य वेबसाइटों के लिंक" },
        paragraphs: [
          {
            en: "Some pages link to websites of other organisations, such as the admissions portal or government departments. Those links are marked, and the university is not responsible for their content or availability.",
            hi: "कुछ पृष्ठों पर अन्य संगठनों की वेबसाइटों के लिंक हैं, जैसे प्रवेश पोर्टल या सरकारी विभाग। ऐसे लिंक चिह्नित हैं, और उनकी सामग्री या उपलब्धता के लिए विश्वविद्यालय उत्तरदायी नहीं है।",
          },
        ],
      },
      {
        heading: { en: "Governing law", hi: "लागू कानून" },
        paragraphs: [
          {
            en: "These terms are governed by the laws of India, and disputes are subject to the courts at Delhi.",
            hi: "ये शर्तें भारत के कानूनों द्वारा शासित हैं, और विवाद दिल्ली स्थित न्यायालयों के क्षेत्राधिकार के अधीन होंगे।",
          },
        ],
      },
    ],
  },
  {
    path: "/hyperlinking-policy",
    title: { en: "Hyperlinking Policy", hi: "हाइपरलिंकिंग नीति" },
    description: {
      en: "How other websites may link to the DSEU website, and how this website links to others.",
      hi: "अन्य वेबसाइटें DSEU की वेबसाइट का लिंक कैसे दे सकती हैं, और यह वेबसाइट अन्य वेबसाइटों के लिंक कैसे देती है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Links to this website", hi: "इस वेबसाइट के लिंक" },
        paragraphs: [
          {
            en: "You may link to any public page of this website without asking permission. Please do not load our pages inside frames on your site, and do not present them as your own content. The website's pages refuse to be framed for the safety of visitors.",
            hi: "आप बिना अनुमति माँगे इस वेबसाइट के किसी भी सार्वजनिक पृष्ठ का लिंक दे सकते हैं। कृपया हमारे पृष्ठों को अपनी साइट पर फ़्रेम (frame) के भीतर न खोलें, और उन्हें अपनी सामग्री के रूप में प्रस्तुत न करें। आगंतुकों की सुरक्षा के लिए इस वेबसाइट के पृष्ठ किसी फ़्रेम के भीतर नहीं खुलते।",
          },
        ],
      },
      {
        heading: { en: "Links from this website", hi: "इस वेबसाइट से दिए गए लिंक" },
        paragraphs: [
          {
            en: "Links to other websites are given for convenience and open in a new tab, announced as such. They do not mean that the university endorses the other website, its views or its products, and we cannot guarantee that those pages are available at all times.",
            hi: "अन्य वेबसाइटों के लिंक सुविधा के लिए दिए गए हैं और नए टैब में खुलते हैं, जिसकी सूचना लिंक के साथ दी जाती है। इनका अर्थ यह नहीं है कि विश्वविद्यालय उस वेबसाइट, उसके विचारों या उसके उत्पादों का समर्थन करता है, और हम यह गारंटी नहीं दे सकते कि वे पृष्ठ हर समय उपलब्ध रहेंगे।",
          },
        ],
      },
    ],
  },
  {
    path: "/copyright-policy",
    title: { en: "Copyright Policy", hi: "कॉपीराइट नीति" },
    description: {
      en: "Who owns the content of the DSEU website and how it may be reproduced.",
      hi: "DSEU की वेबसाइट की सामग्री का स्वामी कौन है और उसका पुनरुत्पादन कैसे किया जा सकता है।",
    },
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: { en: "Reproducing content", hi: "सामग्री का पुनरुत्पादन" },
        paragraphs: [
          {
            en: "The text and documents of this website may be reproduced free of charge, provided they are reproduced accurately, not used in a misleading or derogatory way, and acknowledged with the name of the university and the address of the page. This permission does not extend to material that belongs to others and is marked as such; for that, ask the owner.",
            hi: "इस वेबसाइट के पाठ और दस्तावेज़ों का निःशुल्क पुनरुत्पादन किया जा सकता है, बशर्ते उनका पुनरुत्पादन सटीक रूप से किया जाए, उनका उपयोग भ्रामक या अपमानजनक ढंग से न किया जाए, और विश्वविद्यालय के नाम तथा पृष्ठ के पते के साथ स्रोत का उल्लेख किया जाए। यह अनुमति उस सामग्री पर लागू नहीं होती जो दूसरों की है और जिस पर ऐसा अंकित है; उसके लिए उसके स्वामी से पूछें।",
          },
        ],
      },
      {
        heading: { en: "Official documents", hi: "आधिकारिक दस्तावेज़" },
        paragraphs: [
          {
            en: "Orders, notifications and regulations are published here for information. When you quote them, quote the document itself, with its number and date.",
            hi: "आदेश, अधिसूचनाएँ और विनियम यहाँ जानकारी के लिए प्रकाशित किए जाते हैं। इन्हें उद्धृत करते समय मूल दस्तावेज़ को ही उसकी संख्या और तिथि के साथ उद्धृत करें।",
          },
        ],
      },
    ],
  },
  {
    path: "/content-archival-policy",
    title: { en: "Content Archival Policy", hi: "सामग्री संग्रहण नीति" },
    description: {
      en: "How long content stays on the DSEU website and how older notices remain available in the archive.",
      hi: "DSEU की वेबसाइट पर सामग्री कितने समय तक रहती है और पुरानी सूचनाएँ संग्रह (archive) में कैसे उपलब्ध रहती हैं।",
    },
    // Rewritten from the archive rules with the lifecycle policies (issue 29).
    lastReviewed: "2026-11-28",
    sections: [
      {
        heading: { en: "Current and archived notices", hi: "वर्तमान और संग्रहीत सूचनाएँ" },
        paragraphs: [
          {
            en: "Every notice has a life: a recruitment advertisement until its last date, an admission notice until its round closes, a circular until it is replaced. When a notice's validity ends it moves to the archive of its section automatically, or when the responsible office archives it.",
            hi: "हर सूचना की एक अवधि होती है: भर्ती विज्ञापन की उसकी अंतिम तिथि तक, प्रवेश सूचना की उसके राउंड के बंद होने तक, और परिपत्र की उसके स्थान पर नया परिपत्र आने तक। जब किसी सूचना की वैधता समाप्त होती है, तो वह अपने आप अपने अनुभाग के संग्रह में चली जाती है, या तब जब संबंधित कार्यालय उसे संग्रह में डालता है।",
          },
          {
            en: "Archived notices stay available to everyone through the 'Archived' view of each notice board, so that decisions and dates can always be checked later.",
            hi: "संग्रहीत सूचनाएँ हर सूचना पट्ट के 'संग्रहीत' दृश्य के माध्यम से सभी के लिए उपलब्ध रहती हैं, ताकि निर्णयों और तिथियों की बाद में भी कभी भी जाँच की जा सके।",
          },
        ],
      },
      {
        heading: { en: "Tenders, pages and earlier versions", hi: "निविदाएँ, पृष्ठ और पुराने संस्करण" },
        paragraphs: [
          {
            en: "A tender moves to the tenders archive by itself once its bids close. A page or block can be given a time at which it stops being shown. Every earlier version of a page is kept as a revision that staff can compare and restore.",
            hi: "कोई निविदा अपनी बोलियाँ बंद होते ही अपने आप निविदा संग्रह में चली जाती है। किसी पृष्ठ या खंड के लिए वह समय तय किया जा सकता है जिसके बाद वह दिखना बंद हो जाए। किसी पृष्ठ का हर पुराना संस्करण एक संशोधन (revision) के रूप में रखा जाता है, जिसकी कर्मचारी तुलना कर सकते हैं और जिसे पुनर्स्थापित कर सकते हैं।",
          },
          {
            en: "How long archived notices and tenders stay on the website before they are removed: to be confirmed by the university.",
            hi: "संग्रहीत सूचनाएँ और निविदाएँ हटाए जाने से पहले वेबसाइट पर कितने समय तक रहती हैं: विश्वविद्यालय द्वारा पुष्टि की जानी है।",
          },
        ],
      },
    ],
  },
  ...lifecyclePolicies,
];

const FREE: Localized = { en: "Free", hi: "निःशुल्क" };
const WINDOWS: Localized = { en: "Windows", hi: "विंडोज़ (Windows)" };

/** Screen readers a visitor may use with this website (GIGW asks for this list). */
const screenReaders = [
  { name: "NVDA (NonVisual Desktop Access)", platform: WINDOWS, licence: FREE, href: "https://www.nvaccess.org/" },
  {
    name: "JAWS (Job Access With Speech)",
    platform: WINDOWS,
    licence: { en: "Commercial", hi: "सशुल्क (व्यावसायिक)" },
    href: "https://www.freedomscientific.com/products/software/jaws/",
  },
  {
    name: "Narrator",
    platform: { en: "Windows (built in)", hi: "विंडोज़ (Windows) में अंतर्निहित" },
    licence: FREE,
    href: "https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1",
  },
  {
    name: "VoiceOver",
    platform: { en: "macOS and iOS (built in)", hi: "macOS और iOS में अंतर्निहित" },
    licence: FREE,
    href: "https://www.apple.com/accessibility/vision/",
  },
  {
    name: "TalkBack",
    platform: { en: "Android (built in)", hi: "एंड्रॉइड (Android) में अंतर्निहित" },
    licence: FREE,
    href: "https://support.google.com/accessibility/android/answer/6283677",
  },
  {
    name: "Orca",
    platform: { en: "Linux", hi: "लिनक्स (Linux)" },
    licence: FREE,
    href: "https://help.gnome.org/users/orca/stable/",
  },
];

/** The structured part of /accessibility-statement: its screen-reader table, after the body. */
export const accessibilityStatementParts = {
  screenReaders: {
    heading: { en: "Screen reader access", hi: "स्क्रीन रीडर से उपयोग" },
    intro: {
      en: "The website works with the screen readers below, among others.",
      hi: "यह वेबसाइट नीचे दिए गए स्क्रीन रीडरों सहित अन्य स्क्रीन रीडरों के साथ भी काम करती है।",
    },
    readers: screenReaders,
  },
};
