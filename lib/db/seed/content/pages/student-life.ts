import { externalLinks } from "./external-links";
import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";
import type { CommitteeMember, Helpline, TextSection } from "../../../../content/page-parts";

/** Student life and services (content-facts §3 Library, §7). */

const STUDENT_LIFE = { name: "Student Life", path: "/ncc" };
const REVIEWED = "2026-11-21";

/** A scholarship; who offers it and how to apply are given where the university has said. */
export type ScholarshipScheme = { name: Localized; offeredBy?: Localized; howToApply?: Localized };

const MEMBER: Localized = { en: "Member", hi: "सदस्य" };

/**
 * National helplines every student should know. They are not DSEU's own; they are given because
 * the old pages published no helpline at all, and a student in distress needs one at once.
 */
export const NATIONAL_HELPLINES = {
  emergency: {
    service: { en: "Emergency (police, fire, ambulance)", hi: "आपातकालीन सेवा (पुलिस, अग्निशमन, एम्बुलेंस)" },
    number: "112",
    hours: { en: "24 hours", hi: "24 घंटे" },
  } satisfies Helpline,
  women: {
    service: { en: "Women Helpline", hi: "महिला हेल्पलाइन" },
    number: "181",
    hours: { en: "24 hours", hi: "24 घंटे" },
  } satisfies Helpline,
  antiRagging: {
    service: { en: "National Anti-Ragging Helpline (UGC)", hi: "राष्ट्रीय रैगिंग निरोधक हेल्पलाइन (UGC)" },
    number: "1800-180-5522",
    email: "helpline@antiragging.in",
    website: externalLinks.antiRaggingPortal,
    hours: { en: "24 hours, toll free", hi: "24 घंटे, टोल फ़्री" },
  } satisfies Helpline,
};

export const ncc = {
  page: {
    path: "/ncc",
    title: "NCC and NSS",
    description:
      "The National Cadet Corps at DSEU: what cadets do, who can join, and where NCC and NSS notices are published.",
    crumbs: [STUDENT_LIFE, { name: "NCC/NSS", path: "/ncc" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  // The section's anchor (about-ncc) is the page's, in code: staff edit its heading and words.
  about: {
    heading: { en: "About the NCC", hi: "NCC के बारे में" },
    paragraphs: [
      {
        en: "The National Cadet Corps (NCC) is a youth development movement. It grooms young people into disciplined and patriotic citizens, with training in leadership and a habit of community service.",
        hi: "राष्ट्रीय कैडेट कोर (NCC) युवाओं के विकास का एक आंदोलन है। यह नेतृत्व के प्रशिक्षण और सामुदायिक सेवा की आदत के साथ युवाओं को अनुशासित और देशभक्त नागरिक बनाता है।",
      },
      {
        en: "NCC units are hosted on several DSEU campuses, so students can take part alongside their studies.",
        hi: "DSEU के कई परिसरों में NCC इकाइयाँ हैं, जिससे विद्यार्थी अपनी पढ़ाई के साथ-साथ इसमें भाग ले सकते हैं।",
      },
    ],
  } satisfies Omit<TextSection, "id">,
  joining: {
    en: "Students who want to join the NCC should ask at their campus office, which can tell them whether a unit is attached to the campus and when enrolment opens.",
    hi: "जो विद्यार्थी NCC में शामिल होना चाहते हैं, वे अपने परिसर के कार्यालय में पूछें; वहाँ से पता चलेगा कि परिसर से कोई इकाई जुड़ी है या नहीं और नामांकन कब शुरू होगा।",
  } satisfies Localized,
  nss: {
    en: "The National Service Scheme (NSS) has no published programme at DSEU yet. Announcements about NSS and NCC activities appear among the notices below when they are issued.",
    hi: "राष्ट्रीय सेवा योजना (NSS) का DSEU में अभी कोई प्रकाशित कार्यक्रम नहीं है। NSS और NCC की गतिविधियों से जुड़ी घोषणाएँ जारी होने पर नीचे की सूचनाओं में दिखाई देती हैं।",
  } satisfies Localized,
};

export const sports = {
  page: {
    path: "/amenities/Sports",
    title: "Sports",
    description:
      "Sports at DSEU: indoor and outdoor games and events through the year, and why they matter for teamwork, discipline and health.",
    crumbs: [STUDENT_LIFE, { name: "Sports", path: "/amenities/Sports" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  paragraphs: [
    {
      en: "Sport is part of campus life at DSEU. Playing in a team teaches co-operation and discipline, and regular exercise keeps body and mind healthy through demanding courses.",
      hi: "खेलकूद DSEU के परिसर जीवन का हिस्सा है। टीम में खेलने से सहयोग और अनुशासन सीखने को मिलता है, और नियमित व्यायाम कठिन पाठ्यक्रमों के दौरान भी शरीर और मन को स्वस्थ रखता है।",
    },
    {
      en: "Indoor and outdoor games are organised on the campuses from time to time, and students are encouraged to take part whatever their level.",
      hi: "परिसरों में समय-समय पर इनडोर और आउटडोर खेलों का आयोजन होता है, और विद्यार्थियों को, उनका स्तर चाहे जो हो, भाग लेने के लिए प्रोत्साहित किया जाता है।",
    },
    {
      en: "Facilities differ from campus to campus. Ask your campus office which grounds, courts and indoor games are available and how to join the next event.",
      hi: "सुविधाएँ हर परिसर में अलग-अलग हैं। अपने परिसर के कार्यालय से पूछें कि कौन-से मैदान, कोर्ट और इनडोर खेल उपलब्ध हैं और अगले आयोजन में कैसे शामिल हों।",
    },
  ] satisfies Localized[],
};

export const library = {
  page: {
    path: "/amenities/Library",
    title: "Library",
    description:
      "DSEU's campus libraries: print and digital collections, study and collaboration spaces, and one KOHA catalogue to search every library.",
    crumbs: [
      { name: "Academics", path: "/academics/faculty" },
      { name: "Library", path: "/amenities/Library" },
    ],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  paragraphs: [
    {
      en: "DSEU's libraries support learning and research and help students build a habit of reading. Every campus has its own library, and the libraries are being upgraded.",
      hi: "DSEU के पुस्तकालय अध्ययन और अनुसंधान में सहायता करते हैं और विद्यार्थियों में पढ़ने की आदत विकसित करते हैं। हर परिसर का अपना पुस्तकालय है, और पुस्तकालयों का उन्नयन किया जा रहा है।",
    },
    {
      en: "Collections mix print and digital resources. Spaces range from specialised collections to hubs where students can study and work together; the Ranhola campus, for example, has its Guru Shishya Library.",
      hi: "संग्रहों में मुद्रित और डिजिटल, दोनों प्रकार के संसाधन हैं। विशेष संग्रहों से लेकर ऐसे केंद्रों तक, जहाँ विद्यार्थी साथ बैठकर पढ़ और काम कर सकते हैं, कई तरह के स्थान हैं; उदाहरण के लिए, रनहौला परिसर में गुरु शिष्य पुस्तकालय है।",
    },
  ] satisfies Localized[],
  catalogue: {
    text: {
      en: "All the libraries use one KOHA library management system, so a single catalogue shows what every campus library holds.",
      hi: "सभी पुस्तकालय एक ही KOHA पुस्तकालय प्रबंधन प्रणाली का उपयोग करते हैं, इसलिए एक ही कैटलॉग में हर परिसर के पुस्तकालय का संग्रह दिखता है।",
    } satisfies Localized,
    link: {
      title: { en: "Search the library catalogue (KOHA)", hi: "पुस्तकालय कैटलॉग (KOHA) में खोजें" } satisfies Localized,
      href: externalLinks.libraryCatalogue,
    },
  },
};

export const scholarship = {
  page: {
    path: "/amenities/Scholarship",
    title: "Scholarships",
    description:
      "Scholarships for DSEU students: government schemes, DSEU's own merit-cum-means and topper's scholarships, and awards from industry partners and foundations.",
    crumbs: [STUDENT_LIFE, { name: "Scholarship", path: "/amenities/Scholarship" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: {
    en: "DSEU students can apply for scholarships offered through government schemes, by the university itself, and by industry partners and philanthropic organisations.",
    hi: "DSEU के विद्यार्थी सरकारी योजनाओं, स्वयं विश्वविद्यालय, और उद्योग साझेदारों तथा परोपकारी संगठनों द्वारा दी जाने वाली छात्रवृत्तियों के लिए आवेदन कर सकते हैं।",
  },
  philosophy: {
    en: "No meritorious student who has been admitted should lose their seat because they cannot pay. The university therefore combines its own scholarships with external ones, so that support reaches as many students as possible.",
    hi: "प्रवेश पा चुके किसी भी मेधावी विद्यार्थी की सीट केवल इसलिए नहीं जानी चाहिए कि वह शुल्क नहीं दे सकता। इसलिए विश्वविद्यालय अपनी छात्रवृत्तियों को बाहरी छात्रवृत्तियों के साथ जोड़ता है, ताकि सहायता अधिक से अधिक विद्यार्थियों तक पहुँचे।",
  },
  schemes: [
    {
      name: {
        en: "Merit-cum-Means linked Financial Assistance Scheme for Pursuing Higher Education in State Universities in Delhi",
        hi: "दिल्ली के राज्य विश्वविद्यालयों में उच्च शिक्षा के लिए मेरिट-कम-मीन्स आधारित वित्तीय सहायता योजना (Merit-cum-Means linked Financial Assistance Scheme)",
      },
      offeredBy: { en: "Government of NCT of Delhi", hi: "राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार" },
      howToApply: { en: "Through the e-district portal", hi: "ई-डिस्ट्रिक्ट पोर्टल के माध्यम से" },
    },
    {
      name: { en: "Merit-cum-Means Scholarship Scheme", hi: "मेरिट-कम-मीन्स छात्रवृत्ति योजना" },
      offeredBy: { en: "DSEU", hi: "DSEU" },
    },
    { name: { en: "Stepping-stone scholarship", hi: "स्टेपिंग-स्टोन छात्रवृत्ति" } },
    { name: { en: "Topper's scholarship", hi: "टॉपर छात्रवृत्ति" } },
    {
      name: { en: "Raman Kant Munjal Scholarship 2021", hi: "रमन कांत मुंजाल छात्रवृत्ति 2021" },
      offeredBy: { en: "Selection partner: iDreamCareer", hi: "चयन साझेदार: iDreamCareer" },
    },
    {
      name: {
        en: "Mahindra All India Talent Scholarship (MAITS)",
        hi: "महिंद्रा ऑल इंडिया टैलेंट स्कॉलरशिप (MAITS)",
      },
      offeredBy: { en: "K.C. Mahindra Education Trust", hi: "के.सी. महिंद्रा एजुकेशन ट्रस्ट" },
    },
    {
      name: { en: "Surya Kiran Scholarship", hi: "सूर्य किरण छात्रवृत्ति" },
      offeredBy: { en: "Sun Foundation", hi: "सन फ़ाउंडेशन" },
    },
    {
      name: { en: "Data Analytics Scholarship", hi: "डेटा एनालिटिक्स छात्रवृत्ति" },
      offeredBy: { en: "The IKIGAI Lab", hi: "द इकिगाई लैब (The IKIGAI Lab)" },
    },
    { name: { en: "Vidyasaarathi Scholarship", hi: "विद्यासारथी छात्रवृत्ति" } },
    { name: { en: "Buddy4Study Scholarship Portal", hi: "Buddy4Study छात्रवृत्ति पोर्टल" } },
    { name: { en: "Jai Krishna Scholarship", hi: "जय कृष्ण छात्रवृत्ति" } },
  ] satisfies ScholarshipScheme[] as ScholarshipScheme[],
  howToApplyDefault: { en: "Ask your campus office", hi: "अपने परिसर कार्यालय से पूछें" },
  advice: {
    en: "Dates and eligibility change every year. Scholarship announcements are published as notices; your campus office can tell you which schemes are open now and what documents you need.",
    hi: "तिथियाँ और पात्रता हर वर्ष बदलती हैं। छात्रवृत्ति की घोषणाएँ सूचनाओं के रूप में प्रकाशित की जाती हैं; आपका परिसर कार्यालय बता सकता है कि इस समय कौन-सी योजनाएँ खुली हैं और कौन-से दस्तावेज़ चाहिए।",
  },
};

export const icc = {
  page: {
    path: "/amenities/ICC",
    title: "Internal Complaints Committee",
    description:
      "DSEU's Internal Complaints Committee deals with complaints of sexual harassment. Its objectives, its members, and how to reach help at once.",
    crumbs: [STUDENT_LIFE, { name: "Internal Complaints Committee", path: "/amenities/ICC" }],
    lead: "A safe workplace and campus for everyone: the ICC raises awareness and acts on complaints of sexual harassment under the rules of the University.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: {
    en: "DSEU is a co-educational university. Its Internal Complaints Committee (ICC) works so that women students and staff can study and work without fear, and it inquires into every complaint of sexual harassment under the University's rules.",
    hi: "DSEU एक सह-शिक्षा विश्वविद्यालय है। इसकी आंतरिक शिकायत समिति (ICC) इस प्रकार काम करती है कि छात्राएँ और महिला कर्मचारी बिना भय के पढ़ और काम कर सकें, और यह विश्वविद्यालय के नियमों के अंतर्गत यौन उत्पीड़न की हर शिकायत की जाँच करती है।",
  },
  objectives: [
    {
      en: "A safe environment in which women staff can speak up without fear of retaliation.",
      hi: "ऐसा सुरक्षित वातावरण जिसमें महिला कर्मचारी प्रतिशोध के भय के बिना अपनी बात कह सकें।",
    },
    {
      en: "Zero tolerance of harassment and discrimination.",
      hi: "उत्पीड़न और भेदभाव के प्रति शून्य सहनशीलता।",
    },
    {
      en: "Confidence to report, with protection for those who do.",
      hi: "शिकायत करने का भरोसा, और शिकायत करने वालों को संरक्षण।",
    },
    {
      en: "Gender equality across the university.",
      hi: "पूरे विश्वविद्यालय में लैंगिक समानता।",
    },
    {
      en: "Removing gender bias and ensuring equal access to opportunities.",
      hi: "लैंगिक पूर्वाग्रह को दूर करना और अवसरों तक समान पहुँच सुनिश्चित करना।",
    },
    {
      en: "Support for the professional growth of women staff.",
      hi: "महिला कर्मचारियों की व्यावसायिक प्रगति में सहयोग।",
    },
    {
      en: "Fair and transparent investigations.",
      hi: "निष्पक्ष और पारदर्शी जाँच।",
    },
    {
      en: "Clear guidelines and impartial inquiries.",
      hi: "स्पष्ट दिशानिर्देश और निष्पक्ष जाँच-पड़ताल।",
    },
    {
      en: "Dignity and sensitivity towards everyone involved.",
      hi: "सभी संबंधित व्यक्तियों के प्रति गरिमा और संवेदनशीलता।",
    },
  ] satisfies Localized[],
  members: [
    { name: "Prof(Dr.) Kamna Sachdeva", role: { en: "Presiding Officer", hi: "पीठासीन अधिकारी" } },
    { name: "Ms. Mansi Gupta", role: { en: "External Member", hi: "बाहरी सदस्य" } },
    { name: "Dr. Ashima Sharma", role: MEMBER },
    { name: "Ms. Preeti Vajpeyi", role: MEMBER },
    { name: "Ms. Parvathy Unnikrishnan", role: MEMBER },
    { name: "Ms. Priya", role: MEMBER },
    { name: "Mr. Nitesh Kumar", role: MEMBER },
    { name: "Mr. Yudhveer Kumar Verma", role: MEMBER },
    { name: "Mr. Nimit Kalra", role: MEMBER },
  ] satisfies CommitteeMember[],
  complaint: {
    en: "A complaint can be made to the Presiding Officer or to any member of the committee, in person or in writing. The committee inquires impartially, protects the person who complains from retaliation, and treats everyone involved with dignity.",
    hi: "शिकायत पीठासीन अधिकारी या समिति के किसी भी सदस्य से, स्वयं मिलकर या लिखित रूप में, की जा सकती है। समिति निष्पक्ष जाँच करती है, शिकायतकर्ता को प्रतिशोध से बचाती है, और सभी संबंधित व्यक्तियों के साथ गरिमा से व्यवहार करती है।",
  },
  helplines: [NATIONAL_HELPLINES.women, NATIONAL_HELPLINES.emergency],
};

export const antiRagging = {
  page: {
    path: "/amenities/Anti-Ragging",
    title: "Anti-Ragging Policy",
    description:
      "Ragging is banned at DSEU. What counts as ragging, what happens to those who rag, the affidavits students and parents sign, and the helplines for reporting it.",
    crumbs: [STUDENT_LIFE, { name: "Anti-Ragging Cell", path: "/amenities/Anti-Ragging" }],
    lead: "DSEU does not tolerate ragging in any form, on or off campus.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  cell: {
    en: "The Anti-Ragging Cell watches over the campuses, runs awareness drives, and deals promptly with every complaint, so that each student is treated with respect and feels included.",
    hi: "रैगिंग निरोधक प्रकोष्ठ परिसरों पर नज़र रखता है, जागरूकता अभियान चलाता है और हर शिकायत पर तुरंत कार्रवाई करता है, ताकि हर विद्यार्थी के साथ सम्मान से व्यवहार हो और वह स्वयं को सबका हिस्सा महसूस करे।",
  },
  whatIsRagging: [
    {
      en: "Physical or psychological abuse, even when it is passed off as an 'introduction' to seniors.",
      hi: "शारीरिक या मानसिक दुर्व्यवहार, भले ही उसे वरिष्ठ विद्यार्थियों से 'परिचय' का नाम दिया जाए।",
    },
    {
      en: "Anything that embarrasses, frightens, humiliates or forces a student to act against their will.",
      hi: "कोई भी ऐसा काम जो किसी विद्यार्थी को शर्मिंदा करे, डराए, अपमानित करे या उसकी इच्छा के विरुद्ध कुछ करने को मजबूर करे।",
    },
    {
      en: "Physical, emotional or psychological harm, including threats, isolating a student, or abusing a position of authority.",
      hi: "शारीरिक, भावनात्मक या मानसिक क्षति, जिसमें धमकी देना, किसी विद्यार्थी को अलग-थलग करना या अपने पद का दुरुपयोग करना शामिल है।",
    },
    {
      en: "Ragging is an offence punishable under the law and under the regulations of the UGC and the University.",
      hi: "रैगिंग कानून के तहत तथा UGC और विश्वविद्यालय के विनियमों के तहत दंडनीय अपराध है।",
    },
  ] satisfies Localized[],
  actions: [
    {
      en: "Immediate suspension of those accused, until the inquiry is complete.",
      hi: "जाँच पूरी होने तक आरोपियों का तत्काल निलंबन।",
    },
    {
      en: "An investigation by the Anti-Ragging Cell.",
      hi: "रैगिंग निरोधक प्रकोष्ठ द्वारा जाँच।",
    },
    {
      en: "Counselling for the student who was ragged.",
      hi: "रैगिंग के शिकार विद्यार्थी के लिए परामर्श (काउंसलिंग)।",
    },
    {
      en: "Legal proceedings where the law requires them.",
      hi: "जहाँ कानून के अनुसार आवश्यक हो, वहाँ कानूनी कार्यवाही।",
    },
  ] satisfies Localized[],
  documents: [
    {
      title: { en: "Affidavit by the parent", hi: "अभिभावक का शपथ-पत्र" },
      summary: {
        en: "To be signed by a parent or guardian of every student.",
        hi: "प्रत्येक विद्यार्थी के माता-पिता या अभिभावक द्वारा हस्ताक्षरित किया जाना है।",
      },
    },
    {
      title: { en: "Affidavit by the student", hi: "विद्यार्थी का शपथ-पत्र" },
      summary: { en: "To be signed by every student.", hi: "प्रत्येक विद्यार्थी द्वारा हस्ताक्षरित किया जाना है।" },
    },
    {
      title: {
        en: "UGC Regulations on curbing the menace of ragging",
        hi: "रैगिंग की बुराई पर रोक के लिए UGC विनियम",
      },
      summary: {
        en: "The rules every university must follow.",
        hi: "वे नियम जिनका पालन हर विश्वविद्यालय को करना होता है।",
      },
    },
    {
      title: {
        en: "Judgement of the Hon'ble Supreme Court of India on ragging",
        hi: "रैगिंग पर भारत के माननीय सर्वोच्च न्यायालय का निर्णय",
      },
      summary: {
        en: "The guidelines that gave rise to the regulations.",
        hi: "वे दिशानिर्देश जिनसे ये विनियम बने।",
      },
    },
  ] satisfies { title: Localized; summary: Localized }[],
  documentsNote: {
    en: "Copies published as notices are listed below. The national anti-ragging portal also has the affidavit forms online.",
    hi: "सूचनाओं के रूप में प्रकाशित प्रतियाँ नीचे दी गई हैं। शपथ-पत्रों के फ़ॉर्म राष्ट्रीय रैगिंग निरोधक पोर्टल पर ऑनलाइन भी उपलब्ध हैं।",
  },
  helplines: [NATIONAL_HELPLINES.antiRagging, NATIONAL_HELPLINES.emergency],
  reportText: {
    en: "Report ragging at once: to the national helpline, to your campus director or any teacher, or through the grievance form. You do not need to be the victim to report it.",
    hi: "रैगिंग की सूचना तुरंत दें: राष्ट्रीय हेल्पलाइन को, अपने परिसर निदेशक या किसी भी शिक्षक को, या शिकायत प्रपत्र के माध्यम से। सूचना देने के लिए स्वयं पीड़ित होना आवश्यक नहीं है।",
  },
};

export const equalOpportunity = {
  page: {
    path: "/amenities/Equal-Opportunity",
    title: "Equal Opportunity Cell",
    description:
      "DSEU's Equal Opportunity Cell works for equal access to education regardless of background, identity or means. Its functions, members and how to ask for support.",
    crumbs: [STUDENT_LIFE, { name: "Equal Opportunity Cell", path: "/amenities/Equal-Opportunity" }],
    lead: "Education open to everyone on equal terms, whatever their background, identity or economic situation.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  functions: [
    {
      en: "Promote equality and inclusion across the university.",
      hi: "पूरे विश्वविद्यालय में समानता और समावेशन को बढ़ावा देना।",
    },
    {
      en: "Prevent discrimination, and act when it happens.",
      hi: "भेदभाव को रोकना, और भेदभाव होने पर कार्रवाई करना।",
    },
    {
      en: "Run awareness and sensitisation programmes.",
      hi: "जागरूकता और संवेदनशीलता कार्यक्रम चलाना।",
    },
    {
      en: "Support students from marginalised groups.",
      hi: "वंचित वर्गों के विद्यार्थियों की सहायता करना।",
    },
    {
      en: "Help students find scholarships and financial aid.",
      hi: "छात्रवृत्तियाँ और वित्तीय सहायता पाने में विद्यार्थियों की मदद करना।",
    },
    {
      en: "Work with bodies inside and outside the university.",
      hi: "विश्वविद्यालय के भीतर और बाहर की संस्थाओं के साथ मिलकर काम करना।",
    },
    {
      en: "Monitor the university's policies and report on them.",
      hi: "विश्वविद्यालय की नीतियों की निगरानी करना और उन पर रिपोर्ट देना।",
    },
  ] satisfies Localized[],
  members: [
    { name: "Prof(Dr.) Arindam Kumar Chanda", role: { en: "Director, EOC", hi: "निदेशक, समान अवसर प्रकोष्ठ" } },
    { name: "Prof(Dr.) Narender Jena", role: MEMBER },
    { name: "Liaison Officer, DSEU", role: MEMBER },
    { name: "Chairperson, ICC", role: MEMBER },
    { name: "Coordinator, IQAC", role: MEMBER },
    { name: "Ms. Sangeeta Jain", role: MEMBER },
    { name: "Mr. Dhruv Kumar Yadav", role: MEMBER },
    { name: "Ms. Parvathy Unnikrishnan", role: { en: "Member Secretary", hi: "सदस्य सचिव" } },
  ] satisfies CommitteeMember[],
  support: {
    en: "To ask the cell for support, or to report discrimination, speak to any member of the cell or write to its Member Secretary. You can also use the grievance form: choose 'Other' as the category and name the Equal Opportunity Cell in the subject, and you will get a reference number.",
    hi: "प्रकोष्ठ से सहायता माँगने या भेदभाव की सूचना देने के लिए प्रकोष्ठ के किसी भी सदस्य से बात करें या इसके सदस्य सचिव को लिखें। आप शिकायत प्रपत्र का भी उपयोग कर सकते हैं: श्रेणी में 'Other' चुनें और विषय में समान अवसर प्रकोष्ठ (Equal Opportunity Cell) का नाम लिखें; आपको एक संदर्भ संख्या मिलेगी।",
  },
};
