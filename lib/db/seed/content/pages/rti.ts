import type { Localized } from "../../../../content/localized";
import { site } from "../site";
import { externalLinks } from "./external-links";
import type { PolicyPage } from "./policies";

/**
 * /rti: how to ask the university for information under the Right to Information Act, 2005, and
 * its proactive disclosures under section 4(1)(b). The officers are office-holder records the route
 * shows after this text. The old site's disclosure documents were Google Drive links, which this
 * site does not reproduce: every item the site does not hold says so, until staff link a document.
 */
const NOT_YET_PUBLISHED: Localized = { en: "not yet published", hi: "अभी प्रकाशित नहीं" };

/** The seventeen items of section 4(1)(b) of the RTI Act, 2005, in the Act's words. */
const SECTION_4_1_B: Localized[] = [
  {
    en: "the particulars of its organisation, functions and duties",
    hi: "अपने संगठन, कृत्यों और कर्तव्यों की विशिष्टियाँ",
  },
  { en: "the powers and duties of its officers and employees", hi: "अपने अधिकारियों और कर्मचारियों की शक्तियाँ और कर्तव्य" },
  {
    en: "the procedure followed in the decision making process, including channels of supervision and accountability",
    hi: "विनिश्चय करने की प्रक्रिया में पालन की जाने वाली प्रक्रिया, जिसमें पर्यवेक्षण और उत्तरदायित्व के माध्यम सम्मिलित हैं",
  },
  {
    en: "the norms set by it for the discharge of its functions",
    hi: "अपने कृत्यों के निर्वहन के लिए स्वयं द्वारा स्थापित मानदंड",
  },
  {
    en: "the rules, regulations, instructions, manuals and records, held by it or under its control or used by its employees for discharging its functions",
    hi: "अपने द्वारा या अपने नियंत्रणाधीन धारित या अपने कर्मचारियों द्वारा अपने कृत्यों के निर्वहन के लिए प्रयोग किए गए नियम, विनियम, अनुदेश, निर्देशिका और अभिलेख",
  },
  {
    en: "a statement of the categories of documents that are held by it or under its control",
    hi: "ऐसे दस्तावेज़ों के, जो उसके द्वारा धारित या उसके नियंत्रणाधीन हैं, प्रवर्गों का विवरण",
  },
  {
    en: "the particulars of any arrangement that exists for consultation with, or representation by, the members of the public in relation to the formulation of its policy or implementation thereof",
    hi: "किसी व्यवस्था की विशिष्टियाँ, जो उसकी नीति की संरचना या उसके कार्यान्वयन के संबंध में जनता के सदस्यों से परामर्श के लिए या उनके द्वारा अभ्यावेदन के लिए विद्यमान है",
  },
  {
    en: "a statement of the boards, councils, committees and other bodies consisting of two or more persons constituted as its part or for the purpose of its advice, and as to whether meetings of those boards, councils, committees and other bodies are open to the public, or the minutes of such meetings are accessible for public",
    hi: "ऐसे बोर्डों, परिषदों, समितियों और अन्य निकायों के, जिनमें दो या अधिक व्यक्ति हैं, जिनका उसके भागरूप या इस बारे में सलाह देने के प्रयोजन के लिए गठन किया गया है, विवरण और इस बारे में कि क्या उन बोर्डों, परिषदों, समितियों और अन्य निकायों की बैठकें जनता के लिए खुली होंगी या ऐसी बैठकों के कार्यवृत्त तक जनता की पहुँच होगी",
  },
  { en: "a directory of its officers and employees", hi: "अपने अधिकारियों और कर्मचारियों की निर्देशिका" },
  {
    en: "the monthly remuneration received by each of its officers and employees, including the system of compensation as provided in its regulations",
    hi: "अपने प्रत्येक अधिकारी और कर्मचारी द्वारा प्राप्त मासिक पारिश्रमिक, जिसके अंतर्गत प्रतिकर की प्रणाली भी है, जो उसके विनियमों में यथा उपबंधित हो",
  },
  {
    en: "the budget allocated to each of its agency, indicating the particulars of all plans, proposed expenditures and reports on disbursements made",
    hi: "सभी योजनाओं, प्रस्तावित व्ययों और किए गए संवितरणों पर रिपोर्टों की विशिष्टियाँ उपदर्शित करते हुए अपने प्रत्येक अभिकरण को आवंटित बजट",
  },
  {
    en: "the manner of execution of subsidy programmes, including the amounts allocated and the details of beneficiaries of such programmes",
    hi: "सहायिकी कार्यक्रमों के निष्पादन की रीति, जिसमें आवंटित राशि और ऐसे कार्यक्रमों के फ़ायदाग्राहियों के ब्यौरे सम्मिलित हैं",
  },
  {
    en: "particulars of recipients of concessions, permits or authorisations granted by it",
    hi: "अपने द्वारा अनुदत्त रियायतों, अनुज्ञापत्रों या प्राधिकारों के प्राप्तिकर्ताओं की विशिष्टियाँ",
  },
  {
    en: "details in respect of the information, available to or held by it, reduced in an electronic form",
    hi: "किसी इलेक्ट्रॉनिक रूप में सूचना के संबंध में ब्यौरे, जो उसको उपलब्ध हों या उसके द्वारा धारित हों",
  },
  {
    en: "the particulars of facilities available to citizens for obtaining information, including the working hours of a library or reading room, if maintained for public use",
    hi: "सूचना अभिप्राप्त करने के लिए नागरिकों को उपलब्ध सुविधाओं की विशिष्टियाँ, जिनके अंतर्गत किसी पुस्तकालय या वाचन कक्ष के, यदि लोक उपयोग के लिए अनुरक्षित हैं तो, कार्यकरण घंटे सम्मिलित हैं",
  },
  {
    en: "the names, designations and other particulars of the Public Information Officers",
    hi: "लोक सूचना अधिकारियों के नाम, पदनाम और अन्य विशिष्टियाँ",
  },
  { en: "such other information as may be prescribed", hi: "ऐसी अन्य सूचना, जो विहित की जाए" },
];

const ROMAN = [
  "i",
  "ii",
  "iii",
  "iv",
  "v",
  "vi",
  "vii",
  "viii",
  "ix",
  "x",
  "xi",
  "xii",
  "xiii",
  "xiv",
  "xv",
  "xvi",
  "xvii",
];

/** Item (xvi), the officers, is the one this page itself publishes. */
const OFFICERS_ITEM = 15;
const ON_THIS_PAGE: Localized = {
  en: "published on this page, under “Public Information Officers”",
  hi: "इसी पृष्ठ पर “लोक सूचना अधिकारी” के अंतर्गत प्रकाशित",
};

export const rtiPage: PolicyPage = {
  path: "/rti",
  title: { en: "Right to Information", hi: "सूचना का अधिकार" },
  description: {
    en: "How to ask Delhi Skill and Entrepreneurship University for information under the RTI Act, 2005: the Public Information Officers, the First Appellate Authority and the proactive disclosures under section 4(1)(b).",
    hi: "सूचना का अधिकार अधिनियम, 2005 के अंतर्गत दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय से जानकारी कैसे माँगें: लोक सूचना अधिकारी, प्रथम अपीलीय प्राधिकारी और धारा 4(1)(ख) के अंतर्गत स्वप्रेरित प्रकटीकरण।",
  },
  lastReviewed: "2026-11-28",
  sections: [
    {
      heading: { en: "How to apply", hi: "आवेदन कैसे करें" },
      paragraphs: [
        {
          en: "Any citizen of India can ask the university for information it holds. Apply online through the RTI portal of the Government of NCT of Delhi, choosing Delhi Skill and Entrepreneurship University as the public authority, or in writing to the Public Information Officer at the address below.",
          hi: "भारत का कोई भी नागरिक विश्वविद्यालय के पास उपलब्ध जानकारी माँग सकता है। राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार के RTI पोर्टल के माध्यम से ऑनलाइन आवेदन करें और लोक प्राधिकारी के रूप में दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय चुनें, या नीचे दिए पते पर लोक सूचना अधिकारी को लिखित रूप में आवेदन भेजें।",
        },
        {
          en: `Address: Public Information Officer, ${site.name}, ${site.address}. Email: ${site.rtiEmail}.`,
          hi: `पता: लोक सूचना अधिकारी, दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय, ${site.address}। ईमेल: ${site.rtiEmail}।`,
        },
        {
          en: "The application fee and how to pay it: to be confirmed by the university.",
          hi: "आवेदन शुल्क और उसके भुगतान का तरीका: विश्वविद्यालय द्वारा पुष्टि की जानी है।",
        },
      ],
      links: [
        {
          name: {
            en: "Online RTI portal of the Government of NCT of Delhi",
            hi: "राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार का ऑनलाइन RTI पोर्टल",
          },
          path: externalLinks.rtiPortal,
        },
      ],
    },
    {
      heading: { en: "Appeal", hi: "अपील" },
      paragraphs: [
        {
          en: "If you receive no reply within the time the Act allows, or disagree with the reply, you can appeal to the First Appellate Authority named below.",
          hi: "यदि अधिनियम द्वारा दी गई समय-सीमा के भीतर आपको उत्तर नहीं मिलता, या आप उत्तर से असहमत हैं, तो आप नीचे नामित प्रथम अपीलीय प्राधिकारी को अपील कर सकते हैं।",
        },
      ],
    },
    {
      heading: {
        en: "Proactive disclosures under section 4(1)(b)",
        hi: "धारा 4(1)(ख) के अंतर्गत स्वप्रेरित प्रकटीकरण",
      },
      paragraphs: [
        {
          en: "Section 4(1)(b) of the RTI Act asks every public authority to publish seventeen kinds of information. Where the university has not yet published an item on this website, it says so.",
          hi: "RTI अधिनियम की धारा 4(1)(ख) हर लोक प्राधिकारी से सत्रह प्रकार की जानकारी प्रकाशित करने की अपेक्षा करती है। जिस मद को विश्वविद्यालय ने अभी इस वेबसाइट पर प्रकाशित नहीं किया है, वहाँ यह बताया गया है।",
        },
      ],
      list: SECTION_4_1_B.map((item, index) => {
        const status = index === OFFICERS_ITEM ? ON_THIS_PAGE : NOT_YET_PUBLISHED;
        return {
          en: `(${ROMAN[index]}) ${item.en}: ${status.en}.`,
          hi: `(${ROMAN[index]}) ${item.hi}: ${status.hi}।`,
        };
      }),
    },
  ],
};
