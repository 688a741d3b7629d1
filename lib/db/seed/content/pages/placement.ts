import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";
import type { Recruiter } from "../../../../content/page-parts";

/** The Training and Placement Cell (content-facts §7 `/placement`). */

export const placement = {
  page: {
    path: "/placement",
    title: "Training and Placement Cell",
    description:
      "DSEU's Training and Placement Cell: programmes on offer to recruiters, placement statistics with a chart of students selected by each company, and the placement officers of every zone.",
    crumbs: [{ name: "T & P Cell", path: "/placement" }],
    lead: "Connecting DSEU's students with employers, for internships and for jobs.",
    lastReviewed: "2026-11-21",
  } satisfies PageText,
  invitation: [
    {
      en: "DSEU invites recruiters to hire from its programmes. Our graduates have been recruited by Indian and international companies, and we would be glad to add your organisation to them.",
      hi: "DSEU नियोक्ताओं को अपने कार्यक्रमों से भर्ती के लिए आमंत्रित करता है। हमारे स्नातकों को भारतीय और अंतरराष्ट्रीय कंपनियों ने नियुक्त किया है, और हमें प्रसन्नता होगी यदि आपका संगठन भी उनमें शामिल हो।",
    },
    {
      en: "To plan a campus drive or offer internships, write to the placement cell or to the placement officer of the zone you are interested in.",
      hi: "कैंपस ड्राइव की योजना बनाने या इंटर्नशिप देने के लिए प्लेसमेंट प्रकोष्ठ को या जिस ज़ोन में आपकी रुचि है, उसके प्लेसमेंट अधिकारी को लिखें।",
    },
  ] satisfies Localized[],
  programmes: [
    {
      en: "B.Tech in Mechanical, Computer, Mechatronics and Electronics Engineering",
      hi: "मैकेनिकल, कंप्यूटर, मेकाट्रॉनिक्स और इलेक्ट्रॉनिक्स इंजीनियरिंग में बी.टेक",
    },
    {
      en: "Diplomas in Computer, Mechanical, Chemical, Tool and Die, Electronics and Production Engineering",
      hi: "कंप्यूटर, मैकेनिकल, केमिकल, टूल एंड डाई, इलेक्ट्रॉनिक्स और प्रोडक्शन इंजीनियरिंग में डिप्लोमा",
    },
    { en: "BBA in several specialisations", hi: "कई विशेषज्ञताओं में BBA" },
    { en: "BCA", hi: "BCA (बैचलर ऑफ़ कंप्यूटर एप्लिकेशंस)" },
    { en: "MCA", hi: "MCA (मास्टर ऑफ़ कंप्यूटर एप्लिकेशंस)" },
  ] satisfies Localized[],
  /** The cell itself, the first row of the contacts. */
  cell: {
    name: { en: "Training and Placement Cell", hi: "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ" },
    role: { en: "All placement and internship enquiries", hi: "प्लेसमेंट और इंटर्नशिप संबंधी सभी प्रश्न" },
  } satisfies { name: Localized; role: Localized },
  generalEmail: "placements@dseu.ac.in",
  policy: {
    en: "The placement policy of the university (2024) sets the rules for campus recruitment. Students should read it before registering for placements; the cell provides a copy, and the current placement notices are listed below.",
    hi: "विश्वविद्यालय की प्लेसमेंट नीति (2024) कैंपस भर्ती के नियम तय करती है। विद्यार्थी प्लेसमेंट के लिए पंजीकरण से पहले इसे पढ़ें; इसकी प्रति प्रकोष्ठ से मिलती है, और वर्तमान प्लेसमेंट सूचनाएँ नीचे दी गई हैं।",
  } satisfies Localized,
  highlights: [
    { label: { en: "Company visits", hi: "कंपनियों का आगमन" }, value: "200+" },
    { label: { en: "Placement offers", hi: "प्लेसमेंट प्रस्ताव" }, value: "2300+" },
    { label: { en: "Companies that took part", hi: "भाग लेने वाली कंपनियाँ" }, value: "165+" },
    { label: { en: "Highest internship stipend", hi: "सर्वोच्च इंटर्नशिप स्टाइपेंड" }, value: "₹80K" },
    { label: { en: "Highest UG package offered", hi: "UG का सर्वोच्च पैकेज" }, value: "9 LPA" },
    { label: { en: "Highest PG package offered", hi: "PG का सर्वोच्च पैकेज" }, value: "11.5 LPA" },
  ] satisfies { label: Localized; value: string }[],
  recruitersDiploma: [
    { company: "Maruti Suzuki", selected: 137 },
    { company: "IndiGo", selected: 64 },
    { company: "Tata", selected: 44 },
    { company: "Sony", selected: 32 },
    { company: "Thoughtworks", selected: 28 },
    { company: "Hero", selected: 23 },
    { company: "Samsung", selected: 23 },
    { company: "99acres", selected: 20 },
    { company: "Concentrix", selected: 19 },
    { company: "Nokia", selected: 13 },
    { company: "Fluor", selected: 13 },
    { company: "Daikin", selected: 6 },
    { company: "Infosys", selected: 5 },
    { company: "Max", selected: 5 },
    { company: "Schneider", selected: 5 },
    { company: "ABB", selected: 4 },
    { company: "Decathlon", selected: 3 },
  ] satisfies Recruiter[],
  recruitersDegree: [
    { company: "TCS", selected: 27 },
    { company: "Infosys", selected: 14 },
    { company: "Blue Star", selected: 11 },
    { company: "JLL", selected: 6 },
    { company: "Daikin", selected: 3 },
    { company: "Maruti Suzuki", selected: 3 },
    { company: "Oracle", selected: 2 },
  ] satisfies Recruiter[],
};

export const entrepreneurship = {
  page: {
    path: "/Entrepreneurship",
    title: "Entrepreneurship",
    description:
      "Entrepreneurship at DSEU: the Swavalamban Skill to Enterprise Model – Super 30 with SIDBI, from more than 1000 registrations to 30 selected founders, and the skills it builds.",
    crumbs: [{ name: "Entrepreneurship", path: "/Entrepreneurship" }],
    lead: "Nurturing entrepreneurial minds: passion, innovation, creativity, leadership, vision, commitment and growth.",
    lastReviewed: "2026-11-21",
  } satisfies PageText,
  intro: {
    en: "Supporting entrepreneurs is one of the two objectives DSEU was founded for. Beyond the programmes of its Faculty of Entrepreneurship Skills, the university runs initiatives that take students from an idea to an enterprise.",
    hi: "उद्यमियों को प्रोत्साहन देना उन दो उद्देश्यों में से एक है जिनके लिए DSEU की स्थापना हुई। अपने उद्यमिता कौशल संकाय (Faculty of Entrepreneurship Skills) के कार्यक्रमों के अतिरिक्त, विश्वविद्यालय ऐसी पहलें चलाता है जो विद्यार्थियों को विचार से उद्यम तक ले जाती हैं।",
  } satisfies Localized,
  super30: {
    heading: {
      en: "Swavalamban Skill to Enterprise Model – Super 30",
      hi: "स्वावलंबन कौशल से उद्यम मॉडल – सुपर 30",
    } satisfies Localized,
    paragraphs: [
      {
        en: "Swavalamban Super 30 is a joint initiative of DSEU and the Small Industries Development Bank of India (SIDBI). It was launched on 14 October 2023 by Prof. Dr. Ashok Kumar Nagawat, Vice Chancellor, and Dr. Subhransu S. Acharya, CGM, SIDBI.",
        hi: "स्वावलंबन सुपर 30, DSEU और भारतीय लघु उद्योग विकास बैंक (SIDBI) की संयुक्त पहल है। इसका शुभारंभ 14 अक्टूबर 2023 को कुलपति प्रो. डॉ. अशोक कुमार नागावत और SIDBI के मुख्य महाप्रबंधक (CGM) डॉ. सुभ्रांशु एस. आचार्य ने किया।",
      },
      {
        en: "An outreach across the campuses drew more than 1000 registrations. Of these, 567 students pitched their ideas, 130 were interviewed, and experts and entrepreneurs selected the top 30.",
        hi: "सभी परिसरों में चलाए गए संपर्क अभियान से 1000 से अधिक पंजीकरण हुए। इनमें से 567 विद्यार्थियों ने अपने विचार प्रस्तुत (पिच) किए, 130 का साक्षात्कार हुआ, और विशेषज्ञों तथा उद्यमियों ने शीर्ष 30 का चयन किया।",
      },
      {
        en: "The thirty then followed six weeks of weekend classes, visited World Food India 2023 and Cafe Old School to see businesses at work, and met founders in sustainable design, hospitality, fintech and wellness at an Entrepreneurs' Meet at DSEU.",
        hi: "इसके बाद इन तीस विद्यार्थियों ने छह सप्ताह तक सप्ताहांत कक्षाओं में भाग लिया, व्यवसायों को काम करते देखने के लिए वर्ल्ड फ़ूड इंडिया 2023 और कैफ़े ओल्ड स्कूल का भ्रमण किया, और DSEU में आयोजित उद्यमी सम्मेलन (Entrepreneurs' Meet) में सतत डिज़ाइन, आतिथ्य, फ़िनटेक और वेलनेस के क्षेत्र के संस्थापकों से मिले।",
      },
    ] satisfies Localized[],
    funnel: [
      { stage: { en: "Registered", hi: "पंजीकृत" }, count: "1000+" },
      { stage: { en: "Pitched their idea", hi: "विचार प्रस्तुत किया" }, count: "567" },
      { stage: { en: "Interviewed", hi: "साक्षात्कार हुआ" }, count: "130" },
      { stage: { en: "Selected", hi: "चयनित" }, count: "30" },
    ] satisfies { stage: Localized; count: string }[],
    curriculum: [
      { en: "Basics of entrepreneurship", hi: "उद्यमिता की मूल बातें" },
      { en: "Digital and financial literacy", hi: "डिजिटल और वित्तीय साक्षरता" },
      { en: "Leadership", hi: "नेतृत्व" },
      { en: "Wellness and emotional intelligence", hi: "कल्याण (वेलनेस) और भावनात्मक बुद्धिमत्ता" },
      { en: "Personal branding and team dynamics", hi: "व्यक्तिगत ब्रांडिंग और टीम में काम करने का कौशल" },
      { en: "Customer relationship management", hi: "ग्राहक संबंध प्रबंधन" },
      { en: "Social media literacy", hi: "सोशल मीडिया साक्षरता" },
    ] satisfies Localized[],
  },
  spotlight: [
    {
      skill: { en: "Innovation", hi: "नवाचार" },
      text: { en: "Seeing a better way and trying it.", hi: "बेहतर रास्ता देखना और उसे आज़माना।" },
    },
    {
      skill: { en: "Leadership", hi: "नेतृत्व" },
      text: { en: "Bringing people together behind an idea.", hi: "किसी विचार के पीछे लोगों को एकजुट करना।" },
    },
    {
      skill: { en: "Resilience", hi: "दृढ़ता" },
      text: { en: "Learning from setbacks and carrying on.", hi: "असफलताओं से सीखना और आगे बढ़ते रहना।" },
    },
    {
      skill: { en: "Collaboration", hi: "सहयोग" },
      text: {
        en: "Building with partners, customers and teams.",
        hi: "साझेदारों, ग्राहकों और टीमों के साथ मिलकर निर्माण करना।",
      },
    },
    {
      skill: { en: "Vision", hi: "दूरदृष्टि" },
      text: { en: "Knowing where the enterprise should go.", hi: "यह जानना कि उद्यम को किस दिशा में जाना है।" },
    },
    {
      skill: { en: "Adaptability", hi: "अनुकूलनशीलता" },
      text: { en: "Changing course when the market does.", hi: "बाज़ार बदलने पर अपनी दिशा बदलना।" },
    },
  ] satisfies { skill: Localized; text: Localized }[],
};
