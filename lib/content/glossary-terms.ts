/**
 * Hindi for the seed's English texts (lib/content/seed-input.ts), keyed by the exact English text
 * the seed wraps. Written from the facts of the site, in plain Hindi as the university would publish
 * it: official names of bodies, schemes and programmes are kept, with the English name or acronym in
 * brackets where it helps; acronyms stay in Latin letters and numbers in international digits.
 */
export const HINDI: Readonly<Record<string, string>> = {
  // Admission pop-up
  "Admission Notifications": "प्रवेश अधिसूचनाएँ",
  "Diploma admissions": "डिप्लोमा प्रवेश",
  "Diploma Round 4 seat allocation result": "डिप्लोमा राउंड 4 सीट आवंटन परिणाम",
  "Walk-in admissions: UG, B.Tech and PG": "वॉक-इन प्रवेश: UG, बी.टेक और PG",
  "Walk-in admission guidelines for UG, B.Tech and PG, academic year 2025-26":
    "UG, बी.टेक और PG के लिए वॉक-इन प्रवेश दिशानिर्देश, शैक्षणिक वर्ष 2025-26",

  // Header banners (picture alt texts)
  "Learn a skill: hands-on from the first day": "कौशल सीखें: पहले दिन से व्यावहारिक प्रशिक्षण",
  "Build an enterprise: ideas turned into ventures": "उद्यम बनाएँ: विचारों को उद्यमों में बदलें",
  "Crafting excellence: skills for a changing world": "उत्कृष्टता का सृजन: बदलती दुनिया के लिए कौशल",

  // Home page: banner, leaders' desks, YouTube channels and videos
  "A state university of the Government of NCT of Delhi where diploma, undergraduate and postgraduate students learn by doing, in campuses across every zone of the city.":
    "राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार का एक राज्य विश्वविद्यालय, जहाँ डिप्लोमा, स्नातक और स्नातकोत्तर विद्यार्थी शहर के हर ज़ोन में स्थित परिसरों में स्वयं करके सीखते हैं।",
  "Explore programmes": "कार्यक्रम देखें",
  "Admission 2025-26": "प्रवेश 2025-26",
  "Hon'ble Chancellor's Desk": "माननीय कुलाधिपति की कलम से",
  "Vice Chancellor's Desk": "कुलपति की कलम से",
  "DSEU Official": "DSEU आधिकारिक",
  "DSEU Talks": "DSEU टॉक्स",
  "DSEU Admission form filling steps": "DSEU प्रवेश फ़ॉर्म भरने के चरण",
  "Valedictory Speech of Hon'ble Vice Chancellor, DSEU": "माननीय कुलपति, DSEU का समापन भाषण",
  "DSEU Chetak Awards": "DSEU चेतक पुरस्कार",
  "G20 Fashionista organised at DSEU": "DSEU में आयोजित G20 फ़ैशनिस्टा",
  "DSEU Talks on Women's Welfare to Women Led Development": "महिला कल्याण से महिला-नेतृत्व वाले विकास तक: DSEU टॉक्स",
  "Motivational Talk for Faculty and Students": "शिक्षकों और विद्यार्थियों के लिए प्रेरक वार्ता",

  // Home page: achievements
  "2300+ placement offers": "2300+ प्लेसमेंट प्रस्ताव",
  "Offers made to DSEU students by recruiters at campus placement drives.":
    "कैंपस प्लेसमेंट अभियानों में नियोक्ताओं द्वारा DSEU के विद्यार्थियों को दिए गए प्रस्ताव।",
  "Swavalamban Super 30": "स्वावलंबन सुपर 30",
  "With SIDBI, the top 30 student entrepreneurs were selected from 1000+ registrations, 567 pitches and 130 interviews.":
    "SIDBI के साथ मिलकर 1000+ पंजीकरणों, 567 प्रस्तुतियों (पिच) और 130 साक्षात्कारों में से शीर्ष 30 विद्यार्थी उद्यमियों का चयन किया गया।",
  "11.5 LPA highest PG package": "11.5 LPA: स्नातकोत्तर (PG) का सर्वोच्च पैकेज",
  "The highest package offered to a postgraduate student.": "किसी स्नातकोत्तर विद्यार्थी को दिया गया सर्वोच्च पैकेज।",
  "165+ companies": "165+ कंपनियाँ",
  "Companies that took part in DSEU placements.": "DSEU के प्लेसमेंट में भाग लेने वाली कंपनियाँ।",
  "9 LPA highest UG package": "9 LPA: स्नातक (UG) का सर्वोच्च पैकेज",
  "The highest package offered to an undergraduate student.": "किसी स्नातक विद्यार्थी को दिया गया सर्वोच्च पैकेज।",
  "200+ company visits": "200+ कंपनियों का आगमन",
  "Recruiters who came to DSEU campuses to hire.": "भर्ती के लिए DSEU के परिसरों में आए नियोक्ता।",
  "137 diploma students at Maruti Suzuki": "मारुति सुज़ुकी में 137 डिप्लोमा विद्यार्थी",
  "Maruti Suzuki selected more DSEU diploma students than any other listed recruiter.":
    "मारुति सुज़ुकी ने सूची में शामिल किसी भी अन्य नियोक्ता की तुलना में DSEU के अधिक डिप्लोमा विद्यार्थियों का चयन किया।",
  "80K highest internship stipend": "80K: सर्वोच्च इंटर्नशिप स्टाइपेंड",
  "The highest internship stipend offered to a DSEU student.": "किसी DSEU विद्यार्थी को दिया गया सर्वोच्च इंटर्नशिप स्टाइपेंड।",

  // Home page: partners
  Infosys: "इन्फोसिस",
  "HDFC Bank": "HDFC बैंक",
  "Mercedes-Benz": "मर्सिडीज़-बेंज़",
  Starbucks: "स्टारबक्स",
  "Tech Mahindra": "टेक महिंद्रा",
  "Aditya Birla Fashion and Retail": "आदित्य बिड़ला फ़ैशन एंड रिटेल",
  "Apollo MedSkills": "अपोलो मेडस्किल्स",
  // Home page: the partners' logos (alt text)
  "Infosys logo: the name in blue with the line “Navigate your next”":
    "इन्फोसिस का लोगो: नीले रंग में नाम और उसके नीचे “Navigate your next”",
  "HDFC Bank logo: a red and white square beside the name in white on blue":
    "HDFC बैंक का लोगो: लाल-सफ़ेद वर्ग के पास नीले पर सफ़ेद अक्षरों में नाम",
  "Mercedes-Benz logo: the silver three-pointed star above the name":
    "मर्सिडीज़-बेंज़ का लोगो: नाम के ऊपर चाँदी के रंग का तीन नोकों वाला तारा",
  "Starbucks logo: the green and white crowned siren in a green circle":
    "स्टारबक्स का लोगो: हरे घेरे में हरे-सफ़ेद रंग की मुकुटधारी जलपरी",
  "Tech Mahindra Foundation logo: the name in grey and red": "टेक महिंद्रा फ़ाउंडेशन का लोगो: धूसर और लाल रंग में नाम",
  "NBCC logo: the name in Hindi and English in a blue house shape, “A Navratna CPSE” below":
    "NBCC का लोगो: नीले घर के आकार में हिंदी और अंग्रेज़ी में नाम, नीचे “A Navratna CPSE”",
  "Aditya Birla Fashion & Retail logo: a red and yellow rising sun under the name":
    "आदित्य बिड़ला फ़ैशन एंड रिटेल का लोगो: नाम के नीचे लाल-पीला उगता सूरज",
  "Apollo MedSkills logo: the name in teal and orange with “Leading the Skilling Revolution”":
    "अपोलो मेडस्किल्स का लोगो: फ़िरोज़ी और नारंगी रंग में नाम, साथ में “Leading the Skilling Revolution”",
  "NCC cadets in khaki uniform and red-plumed berets stand with rifles as guests walk past at a DSEU campus":
    "DSEU के एक परिसर में खाकी वर्दी और लाल कलगी वाली टोपी पहने NCC कैडेट राइफ़ल लिए खड़े हैं और अतिथि पास से गुज़र रहे हैं",

  // Home page: news
  "IQAC committee constituted": "IQAC समिति का गठन",
  "Foundation Day celebrated at Yashobhoomi": "यशोभूमि में स्थापना दिवस समारोह",
  "DSEU celebrated its Foundation Day on 11 October 2025 at Brahmkamal Hall, Yashobhoomi, Dwarka, with Sh. Ashish Sood, Delhi's Minister of Education, as chief guest.":
    "DSEU ने 11 अक्टूबर 2025 को ब्रह्मकमल हॉल, यशोभूमि, द्वारका में अपना स्थापना दिवस मनाया; मुख्य अतिथि दिल्ली के शिक्षा मंत्री श्री आशीष सूद थे।",
  "Students in white T-shirts line up on the stage of DSEU's Foundation Day celebrations on 11 October 2025, the event's banner behind them":
    "11 अक्टूबर 2025 को DSEU के स्थापना दिवस समारोह के मंच पर सफ़ेद टी-शर्ट पहने विद्यार्थी पंक्ति में खड़े हैं, पीछे समारोह का बैनर है",
  "An order of 26 November 2025 sets up the Internal Quality Assurance Cell, chaired by the Vice Chancellor, under NAAC guidelines.":
    "26 नवंबर 2025 के आदेश द्वारा NAAC के दिशानिर्देशों के अंतर्गत आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC) का गठन किया गया है, जिसके अध्यक्ष कुलपति हैं।",
  "About the IQAC": "IQAC के बारे में",
  "Last date for Controller of Finance applications": "वित्त नियंत्रक पद के लिए आवेदन की अंतिम तिथि",
  "Applications for the post of Controller of Finance closed on 15 November 2025; they were taken on the non-teaching recruitment portal.":
    "वित्त नियंत्रक के पद के लिए आवेदन 15 नवंबर 2025 को बंद हो गए; आवेदन गैर-शैक्षणिक भर्ती पोर्टल पर लिए गए थे।",
  "Job Portal": "रोज़गार पोर्टल",
  "Diploma multi-entry spot admission": "डिप्लोमा मल्टी-एंट्री स्पॉट प्रवेश",
  "Spot admission straight into the second year of twelve diploma programmes was held at DSEU Wazirpur-I Campus on 29 September 2025.":
    "बारह डिप्लोमा कार्यक्रमों के द्वितीय वर्ष में सीधे स्पॉट प्रवेश 29 सितंबर 2025 को DSEU वज़ीरपुर-I परिसर में आयोजित किया गया।",
  "Classes begin for the 2025-26 batch": "2025-26 बैच की कक्षाएँ आरंभ",
  "Diploma classes began on 4 August 2025, followed by B.Tech on 5 August, UG on 7 August and PG on 18 August.":
    "डिप्लोमा की कक्षाएँ 4 अगस्त 2025 को आरंभ हुईं; इसके बाद बी.टेक की कक्षाएँ 5 अगस्त, UG की 7 अगस्त और PG की 18 अगस्त को आरंभ हुईं।",
  "Swavalamban Super 30 launched with SIDBI": "SIDBI के साथ स्वावलंबन सुपर 30 का शुभारंभ",
  "Six weeks of weekend classes, industry visits and meetings with founders for the top 30 student entrepreneurs, run with SIDBI.":
    "शीर्ष 30 विद्यार्थी उद्यमियों के लिए SIDBI के साथ छह सप्ताह का कार्यक्रम: सप्ताहांत कक्षाएँ, उद्योग भ्रमण और संस्थापकों से भेंट।",
  "Entrepreneurship at DSEU": "DSEU में उद्यमिता",

  // Home page: student events
  "Cultural performances on stage": "मंच पर सांस्कृतिक प्रस्तुतियाँ",
  "World Standards Day quality run with the Bureau of Indian Standards":
    "भारतीय मानक ब्यूरो (BIS) के साथ विश्व मानक दिवस पर गुणवत्ता दौड़",
  "Sports meets": "खेलकूद प्रतियोगिताएँ",
  "NCC parades": "NCC परेड",
  "Music evenings": "संगीत संध्याएँ",
  "Technology showcases": "प्रौद्योगिकी प्रदर्शनियाँ",

  // Main menu: top level
  Home: "मुख्य पृष्ठ",
  "About Us": "हमारे बारे में",
  Academics: "शैक्षणिक",
  Campuses: "परिसर",
  Admission: "प्रवेश",
  Administration: "प्रशासन",
  "Student Life": "विद्यार्थी जीवन",
  "T & P Cell": "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ",
  "Work with us": "हमारे साथ काम करें",
  Research: "अनुसंधान",
  Entrepreneurship: "उद्यमिता",

  // Main menu: About Us
  "About the University": "विश्वविद्यालय के बारे में",
  "Vision and Mission": "दृष्टि एवं मिशन",
  "History of DSEU": "DSEU का इतिहास",
  "Annual Report": "वार्षिक प्रतिवेदन",
  "Mandatory Disclosures": "अनिवार्य प्रकटीकरण",
  "Contact Us": "संपर्क करें",

  // Main menu: Academics
  "Faculties & Department": "संकाय एवं विभाग",
  "Academic Administration": "शैक्षणिक प्रशासन",
  "Academic Regulations": "शैक्षणिक विनियम",
  "Academic Calendar": "शैक्षणिक कैलेंडर",
  "Academic Collaboration": "शैक्षणिक सहयोग",
  "Internal Quality Assurance Cell (IQAC)": "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)",
  Library: "पुस्तकालय",

  // Main menu: Campuses (one entry per zone)
  "Central zone": "मध्य ज़ोन",
  "North zone": "उत्तर ज़ोन",
  "South zone": "दक्षिण ज़ोन",
  "East zone": "पूर्व ज़ोन",
  "West zone": "पश्चिम ज़ोन",

  // Main menu: Admission
  "Diploma Seat Allocation": "डिप्लोमा सीट आवंटन",
  "PG Seat Allocation": "PG सीट आवंटन",
  "UG Seat Allocation": "UG सीट आवंटन",
  "B.Tech Seat Allocation": "बी.टेक सीट आवंटन",
  "Information Bulletin": "सूचना बुलेटिन",
  "Process and Guidelines": "प्रक्रिया एवं दिशानिर्देश",
  "Fee Refund Policy": "शुल्क वापसी नीति",
  "Admissions Portal": "प्रवेश पोर्टल",
  "Programs after 10th": "10वीं के बाद के कार्यक्रम",
  "Programs after 12th": "12वीं के बाद के कार्यक्रम",
  "Programs after Bachelor": "स्नातक के बाद के कार्यक्रम",

  // Main menu: Administration
  "Administrative Offices": "प्रशासनिक कार्यालय",
  Chancellor: "कुलाधिपति",
  "Vice Chancellor": "कुलपति",
  Registrar: "कुलसचिव",
  "Controller of Finance": "वित्त नियंत्रक",
  "Controller of Examination": "परीक्षा नियंत्रक",

  // Main menu: Student Life
  "NCC/NSS": "NCC एवं NSS",
  Sports: "खेलकूद",
  Scholarship: "छात्रवृत्ति",
  "Internal Complaint Committee": "आंतरिक शिकायत समिति",
  "Anti-Ragging Cell": "रैगिंग निरोधक प्रकोष्ठ",
  "Equal Opportunity Cell": "समान अवसर प्रकोष्ठ",

  // Main menu: Work with us
  "Recruitment Rules": "भर्ती नियम",

  // Utility links
  Examination: "परीक्षा",
  Tenders: "निविदाएँ",
  "Admin Login": "प्रशासक लॉगिन",
  Alumni: "पूर्व विद्यार्थी",
  "Grievance form & RTI": "शिकायत प्रपत्र एवं सूचना का अधिकार (RTI)",

  // Footer: column headings and links
  "Quick Links": "त्वरित लिंक",
  Explore: "और जानें",
  Programs: "कार्यक्रम",
  Placement: "प्लेसमेंट",
  "Faculties & Departments": "संकाय एवं विभाग",
  Recruitment: "भर्ती",
  "About University": "विश्वविद्यालय के बारे में",
  "Vision & Mission": "दृष्टि एवं मिशन",
  "UGC Guidelines": "UGC दिशानिर्देश",

  // Search suggestions
  "Undergraduate courses": "स्नातक पाठ्यक्रम",
  "Postgraduate courses": "स्नातकोत्तर पाठ्यक्रम",
  "Diploma courses": "डिप्लोमा पाठ्यक्रम",

  // Site settings
  "Sector-9, Dwarka, New Delhi-110077": "सेक्टर-9, द्वारका, नई दिल्ली-110077",

  // Tenders
  "Repair and overhauling service of 1.5 T and 2 T window and split air conditioners (Daikin, Hitachi, Voltas, General, Havells, Tata, LG, Lloyd) at buyer premises":
    "क्रेता के परिसर में 1.5 टन और 2 टन के विंडो एवं स्प्लिट एयर कंडीशनरों (डाइकिन, हिताची, वोल्टास, जनरल, हैवेल्स, टाटा, LG, लॉयड) की मरम्मत एवं ओवरहॉलिंग सेवा",
  "Leasing of a residential property on dry lease: minimum built-up area 287 m², four bedrooms, four toilets, drawing room, dining room and kitchen":
    "ड्राई लीज़ पर आवासीय संपत्ति किराये पर लेना: न्यूनतम निर्मित क्षेत्रफल 287 वर्ग मीटर, चार शयनकक्ष, चार शौचालय, बैठक कक्ष (ड्रॉइंग रूम), भोजन कक्ष (डाइनिंग रूम) और रसोईघर",
  "Leasing of a residential property on dry lease: minimum built-up area 338 m², four bedrooms, four toilets, drawing room, dining room and kitchen":
    "ड्राई लीज़ पर आवासीय संपत्ति किराये पर लेना: न्यूनतम निर्मित क्षेत्रफल 338 वर्ग मीटर, चार शयनकक्ष, चार शौचालय, बैठक कक्ष (ड्रॉइंग रूम), भोजन कक्ष (डाइनिंग रूम) और रसोईघर",
  "Leasing of a residential property on dry lease: minimum built-up area 370.5 m² plus one servant quarter of 21.5 m² with a separate entry and washroom":
    "ड्राई लीज़ पर आवासीय संपत्ति किराये पर लेना: न्यूनतम निर्मित क्षेत्रफल 370.5 वर्ग मीटर, साथ में अलग प्रवेश द्वार और वॉशरूम सहित 21.5 वर्ग मीटर का एक सर्वेंट क्वार्टर",
  "Leasing of a residential property on dry lease: minimum built-up area 392 m² with two servant quarters":
    "ड्राई लीज़ पर आवासीय संपत्ति किराये पर लेना: न्यूनतम निर्मित क्षेत्रफल 392 वर्ग मीटर, दो सर्वेंट क्वार्टर सहित",
  "Printing of student ID cards with card holder and lanyard": "कार्ड होल्डर और लैनयार्ड सहित विद्यार्थी पहचान-पत्रों की छपाई",

  // Page titles and breadcrumbs not already in the menus
  "Support Services": "सहायता सेवाएँ",
  "Other Academic Units": "अन्य शैक्षणिक इकाइयाँ",
  IQAC: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)",
  "Admission Guidelines": "प्रवेश दिशानिर्देश",
  Guidelines: "दिशानिर्देश",
  "Fee refund policy": "शुल्क वापसी नीति",
  "DSEU Admission Process": "DSEU प्रवेश प्रक्रिया",
  "Process and guidelines": "प्रक्रिया एवं दिशानिर्देश",
  "Holiday Calendar": "अवकाश कैलेंडर",
  "Training and Placement Cell": "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ",
  "NCC and NSS": "राष्ट्रीय कैडेट कोर (NCC) एवं राष्ट्रीय सेवा योजना (NSS)",
  "Internal Complaints Committee": "आंतरिक शिकायत समिति",
  "Anti-Ragging Policy": "रैगिंग निरोधक नीति",
  Scholarships: "छात्रवृत्तियाँ",
  Feedback: "प्रतिक्रिया",

  // Pages: About Us
  "DSEU was set up by the Government of NCT of Delhi in August 2020 to make skill education aspirational and to nurture entrepreneurs. Learn what it stands for and whom it serves.":
    "DSEU की स्थापना राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार ने अगस्त 2020 में की, ताकि कौशल शिक्षा आकांक्षा का विषय बने और उद्यमियों को प्रोत्साहन मिले। जानिए यह किन मूल्यों के लिए खड़ा है और किनकी सेवा करता है।",
  "A state university of the Government of NCT of Delhi, founded in August 2020 to bring skills, careers and enterprise together.":
    "राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार का एक राज्य विश्वविद्यालय, जिसकी स्थापना अगस्त 2020 में कौशल, करियर और उद्यम को एक साथ लाने के लिए की गई।",
  "DSEU's vision, mission and the six principles built into every programme: market-linked courses, multiple entry and exit, inclusion, life skills, technology and enterprise.":
    "DSEU की दृष्टि, मिशन और हर कार्यक्रम में निहित छह सिद्धांत: बाज़ार से जुड़े पाठ्यक्रम, बहु-प्रवेश और बहु-निकास, समावेशन, जीवन कौशल, प्रौद्योगिकी और उद्यम।",
  "How DSEU came to be: the 2019 Act, Foundation Day on 8 October 2020, the merger of skill centres, polytechnics and engineering colleges in 2021, and its first own programmes.":
    "DSEU कैसे अस्तित्व में आया: 2019 का अधिनियम, 8 अक्टूबर 2020 का स्थापना दिवस, 2021 में कौशल केंद्रों, पॉलिटेक्निकों और इंजीनियरिंग कॉलेजों का विलय, और इसके अपने पहले कार्यक्रम।",
  "Where to find DSEU's annual reports, who to ask for a copy, and a summary of the university's key facts until a report is published on this website.":
    "DSEU के वार्षिक प्रतिवेदन कहाँ मिलेंगे, उनकी प्रति के लिए किससे अनुरोध करें, और इस वेबसाइट पर प्रतिवेदन प्रकाशित होने तक विश्वविद्यालय के प्रमुख तथ्यों का सारांश।",

  // Pages: the university's officers
  "The Chancellor of Delhi Skill and Entrepreneurship University, the Hon'ble Lt. Governor of Delhi: profile and message to students.":
    "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय के कुलाधिपति, दिल्ली के माननीय उपराज्यपाल: परिचय और विद्यार्थियों के लिए संदेश।",
  "Prof. (Dr.) Ashok Kumar Nagawat, Vice Chancellor of DSEU: a physicist and higher-education reformer with 44 years in teaching, research and governance. Profile and message.":
    "प्रो. (डॉ.) अशोक कुमार नागावत, DSEU के कुलपति: भौतिकविद् और उच्च शिक्षा सुधारक, जिन्हें अध्यापन, अनुसंधान और प्रशासन का 44 वर्षों का अनुभव है। परिचय और संदेश।",
  "Prof. (Dr.) Gagan Dhawan, Registrar of DSEU: profile, honours, message, and what the Registrar's office does for students and staff.":
    "प्रो. (डॉ.) गगन धवन, DSEU के कुलसचिव: परिचय, सम्मान, संदेश, और कुलसचिव कार्यालय विद्यार्थियों एवं कर्मचारियों के लिए क्या करता है।",
  "The Controller of Finance of DSEU: who holds the office, what the finance and accounts section does, and whom to contact about payments and accounts.":
    "DSEU के वित्त नियंत्रक: इस पद पर कौन हैं, वित्त एवं लेखा अनुभाग क्या करता है, और भुगतान एवं लेखा संबंधी विषयों के लिए किससे संपर्क करें।",
  "Dr. Pankaj Lathar, Controller of Examination of DSEU: profile, message to students, and what the examination branch does.":
    "डॉ. पंकज लाठर, DSEU के परीक्षा नियंत्रक: परिचय, विद्यार्थियों के लिए संदेश, और परीक्षा शाखा क्या करती है।",

  // The office holders' messages as seeded (lib/db/seed/data/office-holders.ts): a message staff
  // have since rewritten has no Hindi here and is shown in English (components/content/people.ts).
  "A warm welcome to Delhi Skill and Entrepreneurship University, a place built around learning, innovation and making a difference. Here you will combine sound academics with practical skills and be encouraged to think like an entrepreneur. Take full advantage of your teachers, our industry partners and everything the campuses offer. I wish every one of you a rewarding journey.":
    "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय में आपका हार्दिक स्वागत है, एक ऐसा स्थान जिसकी नींव अधिगम, नवाचार और सकारात्मक बदलाव पर रखी गई है। यहाँ आप ठोस शैक्षणिक ज्ञान को व्यावहारिक कौशल के साथ जोड़ेंगे और आपको एक उद्यमी की तरह सोचने के लिए प्रोत्साहित किया जाएगा। अपने शिक्षकों, हमारे उद्योग साझेदारों और परिसरों में उपलब्ध हर अवसर का पूरा लाभ उठाइए। मैं आप सभी की सार्थक और सफल यात्रा की कामना करता हूँ।",
  "Education should give you more than knowledge: it should also give you the confidence, the skills and the courage to act on what you know. At DSEU we have shaped our programmes around the National Education Policy, linking classrooms with industry and making learning hands-on and interdisciplinary. We want this university to open doors for every learner, whatever their background. I invite you to make full use of the opportunities it offers.":
    "शिक्षा से आपको ज्ञान से बढ़कर कुछ मिलना चाहिए: वह आत्मविश्वास, कौशल और साहस भी, जिससे आप अपने ज्ञान को कर्म में बदल सकें। DSEU में हमने अपने कार्यक्रमों को राष्ट्रीय शिक्षा नीति के अनुरूप ढाला है, कक्षाओं को उद्योग से जोड़ा है और अधिगम को व्यावहारिक तथा अंतर्विषयी बनाया है। हम चाहते हैं कि यह विश्वविद्यालय हर शिक्षार्थी के लिए द्वार खोले, उसकी पृष्ठभूमि चाहे जो भी हो। मैं आपको यहाँ मिलने वाले अवसरों का पूरा उपयोग करने के लिए आमंत्रित करता हूँ।",
  "For us, a good education is measured by the change it allows you to bring about, in your own life and in the world around you. The Registrar's office works to keep the university's processes clear, timely and fair so that students and staff can concentrate on learning and teaching. Please reach out to us whenever you need help.":
    "हमारे लिए अच्छी शिक्षा की कसौटी वह बदलाव है जो वह आपको अपने जीवन में और अपने आसपास की दुनिया में लाने में सक्षम बनाती है। कुलसचिव कार्यालय विश्वविद्यालय की प्रक्रियाओं को स्पष्ट, समयबद्ध और निष्पक्ष रखने के लिए काम करता है, ताकि विद्यार्थी और कर्मचारी अधिगम और अध्यापन पर ध्यान दे सकें। जब भी आपको सहायता की आवश्यकता हो, कृपया हमसे संपर्क करें।",

  // Pages: administration
  "The offices that support DSEU's students and staff: help desks, IT and the Samarth ERP, accounts, civil works, legal, public relations, partnerships, RTI and placements, with their contacts.":
    "DSEU के विद्यार्थियों और कर्मचारियों की सहायता करने वाले कार्यालय: हेल्प डेस्क, IT और Samarth ERP, लेखा, सिविल कार्य, विधि, जनसंपर्क, साझेदारियाँ, RTI और प्लेसमेंट, उनके संपर्क विवरण सहित।",
  "Who to turn to for help with admissions, accounts, IT, buildings, legal matters, information requests and placements.":
    "प्रवेश, लेखा, IT, भवन, विधिक मामलों, सूचना के अनुरोधों और प्लेसमेंट में सहायता के लिए किससे संपर्क करें।",
  "The units that support teaching and research at DSEU beyond its faculties and departments: centres and schools of studies, IQAC, research, library, placement, entrepreneurship and student cells.":
    "संकायों और विभागों के अतिरिक्त DSEU में अध्यापन और अनुसंधान में सहयोग करने वाली इकाइयाँ: केंद्र और अध्ययन विद्यालय (स्कूल ऑफ़ स्टडीज़), IQAC, अनुसंधान, पुस्तकालय, प्लेसमेंट, उद्यमिता और विद्यार्थी प्रकोष्ठ।",
  "How the University Grants Commission's regulations and guidelines apply at DSEU: ragging, quality assurance, the credit system under NEP 2020, and the UGC's place on the Board of Management.":
    "विश्वविद्यालय अनुदान आयोग (UGC) के विनियम और दिशानिर्देश DSEU में कैसे लागू होते हैं: रैगिंग, गुणवत्ता आश्वासन, NEP 2020 के अंतर्गत क्रेडिट प्रणाली, और प्रबंध बोर्ड में UGC का स्थान।",
  "Holidays and vacations at DSEU: the breaks of the academic calendar, and the university's holiday list notices as they are published.":
    "DSEU में अवकाश और छुट्टियाँ: शैक्षणिक कैलेंडर के अवकाश, और विश्वविद्यालय की अवकाश सूची संबंधी सूचनाएँ, जैसे ही वे प्रकाशित हों।",

  // Pages: Academics
  "How academic decisions flow at DSEU, from the Chancellor and the Vice Chancellor through the Registrar, the Director Academics and the Deans to the Heads of Department.":
    "DSEU में शैक्षणिक निर्णय किस क्रम में आगे बढ़ते हैं: कुलाधिपति और कुलपति से कुलसचिव, निदेशक (शैक्षणिक) और अधिष्ठाताओं (डीन) के माध्यम से विभागाध्यक्षों तक।",
  "DSEU's academic regulations: faculties and departments, the credit and semester system under NEP 2020, and the rules for diplomas, bachelor's, skill and master's programmes.":
    "DSEU के शैक्षणिक विनियम: संकाय और विभाग, NEP 2020 के अंतर्गत क्रेडिट और सेमेस्टर प्रणाली, तथा डिप्लोमा, स्नातक, कौशल और स्नातकोत्तर कार्यक्रमों के नियम।",
  "The rules that govern how programmes are structured, taught and assessed at DSEU.":
    "वे नियम जिनके अनुसार DSEU में कार्यक्रमों की संरचना, अध्यापन और मूल्यांकन होता है।",
  "Teaching dates, fee deadlines, examinations and breaks of DSEU's academic calendar for all programmes, with the latest calendar notices.":
    "सभी कार्यक्रमों के लिए DSEU के शैक्षणिक कैलेंडर की अध्यापन तिथियाँ, शुल्क जमा करने की अंतिम तिथियाँ, परीक्षाएँ और अवकाश, नवीनतम कैलेंडर सूचनाओं सहित।",
  "The 90 partners DSEU works with, from hospitals and banks to technology companies and universities, and the programmes each collaboration supports. Search by partner or programme.":
    "वे 90 साझेदार जिनके साथ DSEU काम करता है, अस्पतालों और बैंकों से लेकर प्रौद्योगिकी कंपनियों और विश्वविद्यालयों तक, और वे कार्यक्रम जिन्हें प्रत्येक सहयोग से सहायता मिलती है। साझेदार या कार्यक्रम के नाम से खोजें।",
  "Industry, institutions and government bodies that work with DSEU on programmes, training, scholarships and placements.":
    "उद्योग, संस्थान और सरकारी निकाय जो कार्यक्रमों, प्रशिक्षण, छात्रवृत्तियों और प्लेसमेंट में DSEU के साथ काम करते हैं।",
  "DSEU's Internal Quality Assurance Cell: its purpose, objectives and functions, the members of the committee constituted on 26 November 2025, and whom to contact.":
    "DSEU का आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC): इसका प्रयोजन, उद्देश्य और कार्य, 26 नवंबर 2025 को गठित समिति के सदस्य, और किससे संपर्क करें।",
  "Set up so that the quality of teaching, learning and administration improves consciously, consistently and as a catalyst for the whole university.":
    "इसकी स्थापना इसलिए की गई है कि अध्यापन, अधिगम और प्रशासन की गुणवत्ता सचेत रूप से, निरंतर और पूरे विश्वविद्यालय के लिए उत्प्रेरक के रूप में बेहतर हो।",

  // Pages: Admission
  "DSEU admission cycle 2025-26: registration portals for diploma (after class X), UG and B.Tech (after class XII) and PG programmes, the Information Bulletin, key dates and contacts.":
    "DSEU प्रवेश चक्र 2025-26: डिप्लोमा (कक्षा 10 के बाद), UG और बी.टेक (कक्षा 12 के बाद) तथा PG कार्यक्रमों के पंजीकरण पोर्टल, सूचना बुलेटिन, महत्वपूर्ण तिथियाँ और संपर्क।",
  "Admission Cycle 2025-26: choose your level, register on the admission portal and follow the steps to a seat.":
    "प्रवेश चक्र 2025-26: अपना स्तर चुनें, प्रवेश पोर्टल पर पंजीकरण करें और सीट पाने के लिए बताए गए चरणों का पालन करें।",
  "Who can apply to DSEU programmes and how merit is decided, for diplomas, UG certificates and degrees, B.Tech, PG diplomas and master's programmes, plus reporting for PwD and Defence candidates.":
    "DSEU के कार्यक्रमों में कौन आवेदन कर सकता है और मेरिट कैसे तय होती है: डिप्लोमा, UG प्रमाणपत्र और डिग्री, बी.टेक, PG डिप्लोमा और स्नातकोत्तर कार्यक्रमों के लिए, साथ ही दिव्यांग (PwD) और रक्षा (Defence) श्रेणी के अभ्यर्थियों की रिपोर्टिंग।",
  "How to ask DSEU for a refund of admission fees: the fee refund form for 2025 admissions, where the refund rules are published, and whom to contact.":
    "DSEU से प्रवेश शुल्क की वापसी का अनुरोध कैसे करें: 2025 के प्रवेशों के लिए शुल्क वापसी प्रपत्र, वापसी के नियम कहाँ प्रकाशित हैं, और किससे संपर्क करें।",
  "The six steps of admission to DSEU, from registration and choice filling to reporting at your campus, and the choices you have when a seat is allotted.":
    "DSEU में प्रवेश के छह चरण, पंजीकरण और विकल्प भरने से लेकर अपने परिसर में रिपोर्ट करने तक, और सीट आवंटित होने पर आपके पास उपलब्ध विकल्प।",

  // Pages: Training and Placement, Entrepreneurship
  "DSEU's Training and Placement Cell: programmes on offer to recruiters, placement statistics with a chart of students selected by each company, and the placement officers of every zone.":
    "DSEU का प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ: नियोक्ताओं के लिए उपलब्ध कार्यक्रम, प्रत्येक कंपनी द्वारा चयनित विद्यार्थियों के चार्ट सहित प्लेसमेंट आँकड़े, और हर ज़ोन के प्लेसमेंट अधिकारी।",
  "Connecting DSEU's students with employers, for internships and for jobs.":
    "इंटर्नशिप और नौकरियों के लिए DSEU के विद्यार्थियों को नियोक्ताओं से जोड़ना।",
  "Entrepreneurship at DSEU: the Swavalamban Skill to Enterprise Model – Super 30 with SIDBI, from more than 1000 registrations to 30 selected founders, and the skills it builds.":
    "DSEU में उद्यमिता: SIDBI के साथ स्वावलंबन कौशल से उद्यम मॉडल – सुपर 30, 1000 से अधिक पंजीकरणों से 30 चयनित संस्थापकों तक, और इससे विकसित होने वाले कौशल।",
  "Nurturing entrepreneurial minds: passion, innovation, creativity, leadership, vision, commitment and growth.":
    "उद्यमशील सोच का पोषण: लगन, नवाचार, रचनात्मकता, नेतृत्व, दूरदृष्टि, प्रतिबद्धता और विकास।",

  // Pages: Student Life
  "The National Cadet Corps at DSEU: what cadets do, who can join, and where NCC and NSS notices are published.":
    "DSEU में राष्ट्रीय कैडेट कोर (NCC): कैडेट क्या करते हैं, कौन शामिल हो सकता है, और NCC एवं NSS की सूचनाएँ कहाँ प्रकाशित होती हैं।",
  "Sports at DSEU: indoor and outdoor games and events through the year, and why they matter for teamwork, discipline and health.":
    "DSEU में खेलकूद: वर्ष भर होने वाले इनडोर और आउटडोर खेल एवं आयोजन, और टीम भावना, अनुशासन और स्वास्थ्य के लिए उनका महत्व।",
  "DSEU's campus libraries: print and digital collections, study and collaboration spaces, and one KOHA catalogue to search every library.":
    "DSEU के परिसर पुस्तकालय: मुद्रित और डिजिटल संग्रह, अध्ययन और सामूहिक कार्य के स्थान, और सभी पुस्तकालयों में खोज के लिए एक KOHA कैटलॉग।",
  "DSEU's Equal Opportunity Cell works for equal access to education regardless of background, identity or means. Its functions, members and how to ask for support.":
    "DSEU का समान अवसर प्रकोष्ठ पृष्ठभूमि, पहचान या आर्थिक साधनों की परवाह किए बिना शिक्षा तक समान पहुँच के लिए काम करता है। इसके कार्य, सदस्य और सहायता माँगने का तरीका।",
  "Education open to everyone on equal terms, whatever their background, identity or economic situation.":
    "सभी के लिए समान शर्तों पर शिक्षा, चाहे उनकी पृष्ठभूमि, पहचान या आर्थिक स्थिति कुछ भी हो।",
  "DSEU's Internal Complaints Committee deals with complaints of sexual harassment. Its objectives, its members, and how to reach help at once.":
    "DSEU की आंतरिक शिकायत समिति यौन उत्पीड़न की शिकायतों पर कार्रवाई करती है। इसके उद्देश्य, इसके सदस्य, और तुरंत सहायता कैसे प्राप्त करें।",
  "A safe workplace and campus for everyone: the ICC raises awareness and acts on complaints of sexual harassment under the rules of the University.":
    "सभी के लिए सुरक्षित कार्यस्थल और परिसर: आंतरिक शिकायत समिति (ICC) जागरूकता बढ़ाती है और विश्वविद्यालय के नियमों के अंतर्गत यौन उत्पीड़न की शिकायतों पर कार्रवाई करती है।",
  "Ragging is banned at DSEU. What counts as ragging, what happens to those who rag, the affidavits students and parents sign, and the helplines for reporting it.":
    "DSEU में रैगिंग प्रतिबंधित है। रैगिंग किसे माना जाता है, रैगिंग करने वालों के साथ क्या होता है, विद्यार्थी और अभिभावक कौन-से शपथ-पत्र देते हैं, और इसकी शिकायत के लिए हेल्पलाइन।",
  "DSEU does not tolerate ragging in any form, on or off campus.":
    "DSEU परिसर के भीतर या बाहर, किसी भी रूप में रैगिंग को सहन नहीं करता।",
  "Scholarships for DSEU students: government schemes, DSEU's own merit-cum-means and topper's scholarships, and awards from industry partners and foundations.":
    "DSEU के विद्यार्थियों के लिए छात्रवृत्तियाँ: सरकारी योजनाएँ, DSEU की अपनी मेरिट-कम-मीन्स और टॉपर छात्रवृत्तियाँ, तथा उद्योग साझेदारों और फ़ाउंडेशनों के पुरस्कार।",

  // Pages: forms (grievance and RTI, alumni, feedback)
  "Send a grievance to DSEU online and get a reference number, or find out how to request information under the RTI Act: the RTI officers, the Delhi RTI portal and the contact for court-related petitions.":
    "DSEU को ऑनलाइन शिकायत भेजें और संदर्भ संख्या प्राप्त करें, या जानें कि सूचना का अधिकार (RTI) अधिनियम के अंतर्गत सूचना कैसे माँगें: RTI अधिकारी, दिल्ली RTI पोर्टल और न्यायालय से संबंधित याचिकाओं के लिए संपर्क।",
  "Tell us what went wrong and we will pass it to the office concerned. Every grievance gets a reference number.":
    "हमें बताएँ कि क्या गलत हुआ, हम इसे संबंधित कार्यालय तक पहुँचाएँगे। प्रत्येक शिकायत को एक संदर्भ संख्या दी जाती है।",
  "Welcome home: register with the DSEU alumni network to stay in touch with the university, hear about alumni events and help current students, including alumni of the institutes merged into DSEU.":
    "घर वापसी पर स्वागत है: विश्वविद्यालय से जुड़े रहने, पूर्व विद्यार्थियों के आयोजनों की जानकारी पाने और वर्तमान विद्यार्थियों की सहायता करने के लिए DSEU पूर्व विद्यार्थी नेटवर्क में पंजीकरण करें; DSEU में विलय हुए संस्थानों के पूर्व विद्यार्थी भी पंजीकरण कर सकते हैं।",
  "Welcome home! Our alumni are the university's greatest strength.":
    "घर वापसी पर स्वागत है! हमारे पूर्व विद्यार्थी विश्वविद्यालय की सबसे बड़ी शक्ति हैं।",
  "Tell DSEU what you think of its website or its services: report a broken link or an accessibility problem, suggest an improvement, and get a reference number for your message.":
    "DSEU की वेबसाइट या सेवाओं के बारे में अपनी राय बताएँ: टूटे लिंक या सुगम्यता संबंधी समस्या की सूचना दें, सुधार का सुझाव दें, और अपने संदेश के लिए संदर्भ संख्या प्राप्त करें।",
  "Your comments help us improve this website and the university's services. Every message is read and gets a reference number.":
    "आपकी टिप्पणियाँ इस वेबसाइट और विश्वविद्यालय की सेवाओं को बेहतर बनाने में हमारी सहायता करती हैं। प्रत्येक संदेश पढ़ा जाता है और उसे एक संदर्भ संख्या दी जाती है।",

  // Pages: contact, mandatory disclosures, research
  "How to reach DSEU: the headquarters in Dwarka with its map, the help desks for general and admission questions, placements, RTI and legal matters, and the address and director of every campus.":
    "DSEU से कैसे संपर्क करें: द्वारका स्थित मुख्यालय और उसका मानचित्र, सामान्य एवं प्रवेश संबंधी प्रश्नों, प्लेसमेंट, RTI और विधिक मामलों के लिए हेल्प डेस्क, तथा प्रत्येक परिसर का पता और निदेशक।",
  "Write to the office that handles your question; each campus also has its own director and address.":
    "अपने प्रश्न से संबंधित कार्यालय को लिखें; प्रत्येक परिसर के अपने निदेशक और अपना पता भी है।",
  "DSEU's status and approvals as the university states them: a State University of the Government of NCT of Delhi under Delhi Act 04 of 2020, its governance and regulations, and what is not published (NIRF, NAAC).":
    "विश्वविद्यालय के अपने कथन के अनुसार DSEU की स्थिति और अनुमोदन: 2020 के दिल्ली अधिनियम 04 के अंतर्गत राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार का राज्य विश्वविद्यालय, इसका शासन और विनियम, और क्या प्रकाशित नहीं है (NIRF, NAAC)।",
  "The facts about the university's legal status, approvals and quality assurance that applicants and regulators ask for.":
    "विश्वविद्यालय की विधिक स्थिति, अनुमोदनों और गुणवत्ता आश्वासन से जुड़े वे तथ्य जो आवेदक और नियामक संस्थाएँ माँगते हैं।",
  "Research and PhD at DSEU: the Dean (Research) and the research office, what the research section of the university publishes, and its research notices.":
    "DSEU में अनुसंधान और PhD: अधिष्ठाता (अनुसंधान) और अनुसंधान कार्यालय, विश्वविद्यालय का अनुसंधान अनुभाग क्या प्रकाशित करता है, और उसकी अनुसंधान संबंधी सूचनाएँ।",
  "Doctoral research at DSEU is led by the Dean (Research) with the research office at the headquarters.":
    "DSEU में डॉक्टरेट अनुसंधान का नेतृत्व अधिष्ठाता (अनुसंधान) मुख्यालय स्थित अनुसंधान कार्यालय के साथ करते हैं।",

  // About the University: page body
  "About DSEU": "DSEU के बारे में",
  "Delhi Skill and Entrepreneurship University (DSEU) was established by the Government of NCT of Delhi in August 2020. Its purpose is to offer skill education of a world-class standard, so that a skilled trade or profession is a career young people choose with pride rather than a fallback.":
    "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय (DSEU) की स्थापना राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार द्वारा अगस्त 2020 में की गई। इसका उद्देश्य विश्वस्तरीय मानक की कौशल शिक्षा प्रदान करना है, ताकि कोई कुशल व्यवसाय या पेशा युवाओं के लिए अंतिम विकल्प नहीं, बल्कि गर्व से चुना गया करियर बने।",
  "The university also sets out to build an entrepreneurial mindset in its students and to support those who want to start enterprises of their own. In doing so it aims to narrow the gap between the skills young people have and the skills industry needs.":
    "विश्वविद्यालय का लक्ष्य अपने विद्यार्थियों में उद्यमशील सोच विकसित करना और अपना उद्यम शुरू करने के इच्छुक विद्यार्थियों को सहयोग देना भी है। इसके माध्यम से वह युवाओं के पास उपलब्ध कौशल और उद्योग की आवश्यकता वाले कौशल के बीच की दूरी कम करना चाहता है।",
  "Its thinking draws on Mahatma Gandhi and Vinoba Bhave: learning that joins the hand, the head and the heart, and that values self-reliance together with interdependence.":
    "इसका चिंतन महात्मा गांधी और विनोबा भावे से प्रेरित है: ऐसी शिक्षा जो हाथ, मस्तिष्क और हृदय को जोड़ती है, और आत्मनिर्भरता के साथ-साथ परस्पर निर्भरता को भी महत्व देती है।",
  Objectives: "उद्देश्य",
  "Make skilling aspirational, through skilling, up-skilling and re-skilling open to everyone.":
    "सभी के लिए सुलभ कौशल विकास, कौशल उन्नयन (अप-स्किलिंग) और पुनः कौशल (री-स्किलिंग) के माध्यम से कौशल प्राप्ति को आकांक्षा का विषय बनाना।",
  "Support and nurture entrepreneurs and entrepreneurship.": "उद्यमियों और उद्यमिता को सहयोग देना और उनका पोषण करना।",
  "Open to learners from every walk of life": "जीवन के हर क्षेत्र के शिक्षार्थियों के लिए खुला",
  "DSEU's courses are meant for people of every background, including learners from marginalised and minority groups. Curricula are designed with industry so that what students learn is what workplaces use, and fees are kept affordable.":
    "DSEU के पाठ्यक्रम हर पृष्ठभूमि के लोगों के लिए हैं, जिनमें वंचित और अल्पसंख्यक वर्गों के शिक्षार्थी भी शामिल हैं। पाठ्यचर्या उद्योग के साथ मिलकर तैयार की जाती है, ताकि विद्यार्थी वही सीखें जो कार्यस्थलों पर काम आता है, और शुल्क किफ़ायती रखा जाता है।",
  "No student is turned away for financial reasons. Scholarships, freeships, financial assistance and the schemes of the Delhi Government help students meet the cost of their studies.":
    "किसी भी विद्यार्थी को आर्थिक कारणों से लौटाया नहीं जाता। छात्रवृत्तियाँ, फ़्रीशिप, वित्तीय सहायता और दिल्ली सरकार की योजनाएँ विद्यार्थियों को पढ़ाई का खर्च उठाने में मदद करती हैं।",

  // Vision and Mission: page body
  Vision: "दृष्टि",
  "To set the standard for education in skills and entrepreneurship.": "कौशल और उद्यमिता की शिक्षा में मानक स्थापित करना।",
  "To lead each student through a personal transformation, so that they become agents of change in their own communities.":
    "प्रत्येक विद्यार्थी को व्यक्तिगत परिवर्तन की राह पर आगे ले जाना, ताकि वे अपने समुदायों में परिवर्तन के वाहक बनें।",
  "To be a leading partner in the sustainable growth of industry and of the country.":
    "उद्योग और देश के सतत विकास में अग्रणी भागीदार बनना।",
  Mission: "मिशन",
  "To give dignity to every skill, through the way it is taught and learnt.":
    "प्रत्येक कौशल को सिखाने और सीखने के तरीके के माध्यम से उसे गरिमा प्रदान करना।",
  "To build an entrepreneurial mindset that serves the sustainable growth of the planet, the country, society, industry and the individual.":
    "ऐसी उद्यमशील सोच विकसित करना जो पृथ्वी, देश, समाज, उद्योग और व्यक्ति के सतत विकास में सहायक हो।",
  "To work with industry so that our graduates are ready for work on the day they graduate.":
    "उद्योग के साथ मिलकर काम करना, ताकि हमारे विद्यार्थी उपाधि प्राप्त करने के दिन से ही काम के लिए तैयार हों।",
  "Key principles": "प्रमुख सिद्धांत",
  "Six principles are built into every DSEU programme, so that each student develops as a whole person:":
    "DSEU के प्रत्येक कार्यक्रम में छह सिद्धांत निहित हैं, ताकि हर विद्यार्थी का सर्वांगीण विकास हो:",
  "Market-linked programmes: Programmes are shaped around real job roles and the demand for them.":
    "बाज़ार से जुड़े कार्यक्रम: कार्यक्रमों की रूपरेखा वास्तविक कार्य-भूमिकाओं (जॉब रोल) और उनकी माँग के अनुसार तैयार की जाती है।",
  "Multiple entry and exit: Students can join, leave with a qualification and return, along integrated career pathways.":
    "बहु-प्रवेश और बहु-निकास: एकीकृत करियर मार्गों पर विद्यार्थी प्रवेश ले सकते हैं, कोई योग्यता प्राप्त करके पढ़ाई छोड़ सकते हैं और फिर लौट सकते हैं।",
  "Inclusive design: Programmes are designed so that learners of every background can take part and succeed.":
    "समावेशी रूपरेखा: कार्यक्रम इस प्रकार तैयार किए जाते हैं कि हर पृष्ठभूमि के शिक्षार्थी उनमें भाग ले सकें और सफल हो सकें।",
  "Employability and life skills: Skills for work and for life are part of the curriculum, not an extra.":
    "रोज़गार-योग्यता और जीवन कौशल: काम और जीवन के लिए आवश्यक कौशल पाठ्यचर्या का अंग हैं, कोई अतिरिक्त विषय नहीं।",
  "Technology: Technology is used to widen access and improve how students learn.":
    "प्रौद्योगिकी: पहुँच बढ़ाने और विद्यार्थियों के सीखने के तरीके को बेहतर बनाने के लिए प्रौद्योगिकी का उपयोग किया जाता है।",
  "Entrepreneurial mindset: Every programme encourages students to spot opportunities and act on them.":
    "उद्यमशील सोच: प्रत्येक कार्यक्रम विद्यार्थियों को अवसर पहचानने और उन पर अमल करने के लिए प्रोत्साहित करता है।",

  // History of DSEU: page body
  "The idea behind DSEU": "DSEU की परिकल्पना",
  "DSEU grew out of an initiative of the Government of NCT of Delhi to close the distance between education and employment. The idea was a single university where industry-aligned skill programmes, entrepreneurship and innovation would sit together under one roof.":
    "DSEU का उद्भव राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार की एक पहल से हुआ, जिसका उद्देश्य शिक्षा और रोज़गार के बीच की दूरी को पाटना था। परिकल्पना एक ऐसे विश्वविद्यालय की थी जहाँ उद्योग के अनुरूप कौशल कार्यक्रम, उद्यमिता और नवाचार एक ही छत के नीचे हों।",
  Milestones: "प्रमुख पड़ाव",
  "3 December 2019: The Legislative Assembly of NCT of Delhi passes the Delhi Skill and Entrepreneurship University Act, 2019.":
    "3 दिसंबर 2019: राष्ट्रीय राजधानी क्षेत्र दिल्ली की विधान सभा ने दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय अधिनियम, 2019 पारित किया।",
  "26 February 2020: The Lt. Governor gives assent; the law becomes Delhi Act 04 of 2020.":
    "26 फ़रवरी 2020: उपराज्यपाल ने अनुमति प्रदान की और यह कानून 2020 का दिल्ली अधिनियम 04 बना।",
  "26 May 2020: The Act is notified in the Delhi Gazette.": "26 मई 2020: अधिनियम दिल्ली राजपत्र में अधिसूचित किया गया।",
  "14 August 2020: The establishment of the university is notified, with 15 August 2020 as the date of establishment.":
    "14 अगस्त 2020: विश्वविद्यालय की स्थापना की अधिसूचना जारी हुई, जिसमें स्थापना की तिथि 15 अगस्त 2020 रखी गई।",
  "8 October 2020: The Founder Vice-Chancellor takes office and the university begins work. The day is celebrated as Foundation Day.":
    "8 अक्टूबर 2020: संस्थापक कुलपति ने पदभार ग्रहण किया और विश्वविद्यालय ने कार्य आरंभ किया। यह दिन स्थापना दिवस के रूप में मनाया जाता है।",
  "20 January 2021: 23 World Class Skill Centres are merged into DSEU.":
    "20 जनवरी 2021: 23 विश्वस्तरीय कौशल केंद्रों (वर्ल्ड क्लास स्किल सेंटर) का DSEU में विलय किया गया।",
  "16 April 2021: Ten Government Institutes of Technology (polytechnics) are merged.":
    "16 अप्रैल 2021: दस राजकीय प्रौद्योगिकी संस्थानों (पॉलिटेक्निक) का विलय किया गया।",
  "28 May 2021: GB Pant Engineering College and two Delhi Institutes of Tool Engineering are merged.":
    "28 मई 2021: जी.बी. पंत इंजीनियरिंग कॉलेज और दो दिल्ली इंस्टीट्यूट ऑफ़ टूल इंजीनियरिंग का विलय किया गया।",
  "August 2021: The first batch of DSEU's own programmes begins, in IT, healthcare, retail, tourism and entrepreneurship, alongside the diploma and degree programmes of the merged institutes.":
    "अगस्त 2021: विलय किए गए संस्थानों के डिप्लोमा और डिग्री कार्यक्रमों के साथ-साथ IT, स्वास्थ्य सेवा, खुदरा व्यापार (रिटेल), पर्यटन और उद्यमिता में DSEU के अपने कार्यक्रमों का पहला बैच आरंभ हुआ।",
  "After the mergers": "विलय के बाद",
  "The posts of the merged institutes were transferred to DSEU. Their teaching and technical staff serve the university on deemed deputation (foreign service).":
    "विलय किए गए संस्थानों के पद DSEU को हस्तांतरित किए गए। उनके शिक्षण एवं तकनीकी कर्मचारी मानित प्रतिनियुक्ति (बाह्य सेवा) पर विश्वविद्यालय में सेवा देते हैं।",
  "The university has the right to use the premises of the former institutes but does not own them, and their residential complexes were not transferred.":
    "विश्वविद्यालय को पूर्ववर्ती संस्थानों के परिसरों के उपयोग का अधिकार है, किंतु उनका स्वामित्व उसके पास नहीं है, और उनके आवासीय परिसर हस्तांतरित नहीं किए गए।",
  "A 37-acre site at Jonapur was planned for the university but has never been allotted, so DSEU owns no land of its own.":
    "विश्वविद्यालय के लिए जौनापुर में 37 एकड़ का एक स्थल प्रस्तावित था, किंतु वह कभी आवंटित नहीं किया गया, इसलिए DSEU के पास अपनी कोई भूमि नहीं है।",
  Recognition: "सम्मान",
  "DSEU was ranked second among skill universities in India in the Outlook ranking, with 779.4 points out of 1000, and first among the state-funded universities in that ranking.":
    "आउटलुक रैंकिंग में DSEU को 1000 में से 779.4 अंकों के साथ भारत के कौशल विश्वविद्यालयों में दूसरा स्थान और उसी रैंकिंग में राज्य द्वारा वित्तपोषित विश्वविद्यालयों में पहला स्थान मिला।",

  // Grievance form & RTI and Feedback (lib/db/seed/content/pages/forms.ts): the texts beside the forms
  "Use this form for problems with academics, examinations or administration that your campus has not been able to solve.":
    "पढ़ाई, परीक्षा या प्रशासन से जुड़ी जिन समस्याओं का समाधान आपके परिसर में नहीं हो पाया है, उनके लिए इस फ़ॉर्म का उपयोग करें।",
  "Give your email address and mobile number correctly: the reply will come to them.":
    "अपना ईमेल पता और मोबाइल नंबर सही-सही लिखें: उत्तर इन्हीं पर भेजा जाएगा।",
  "You can attach one PDF with evidence, such as a fee receipt, a hall ticket or earlier correspondence.":
    "आप प्रमाण के रूप में एक PDF संलग्न कर सकते हैं, जैसे फ़ीस की रसीद, प्रवेश पत्र (हॉल टिकट) या पहले का पत्राचार।",
  "What you send is kept by the university and used only to look into and resolve your grievance.":
    "आप जो जानकारी भेजते हैं, वह विश्वविद्यालय के पास रहती है और केवल आपकी शिकायत की जाँच और समाधान के लिए उपयोग की जाती है।",
  "Under the Right to Information Act, 2005, any citizen can ask the university for information it holds. RTI applications to DSEU are made online through the Delhi Government's RTI portal, or in writing to the Public Information Officer.":
    "सूचना का अधिकार अधिनियम, 2005 के अंतर्गत कोई भी नागरिक विश्वविद्यालय से उसके पास उपलब्ध जानकारी माँग सकता है। DSEU के लिए RTI आवेदन दिल्ली सरकार के RTI पोर्टल पर ऑनलाइन, या लोक सूचना अधिकारी (Public Information Officer) को लिखित रूप में दिए जाते हैं।",
  "Court-related petitions are received only by email at": "न्यायालय से संबंधित याचिकाएँ केवल ईमेल द्वारा इस पते पर ली जाती हैं:",
  "a page that is out of date, a broken link or a document that will not open;":
    "कोई पेज जिसकी जानकारी पुरानी हो गई है, कोई टूटा लिंक या कोई दस्तावेज़ जो खुलता नहीं;",
  "something on the website that is hard to use with a keyboard, a screen reader or magnification;":
    "वेबसाइट पर कुछ ऐसा जिसे कीबोर्ड, स्क्रीन रीडर या आवर्धन (मैग्निफ़िकेशन) के साथ उपयोग करना कठिन हो;",
  "a suggestion for the website or for a service of the university.":
    "वेबसाइट या विश्वविद्यालय की किसी सेवा के लिए कोई सुझाव।",
  "For a complaint that needs action on your own case, such as an examination result or a fee refund, please use the grievance form instead, so that it reaches the office that can resolve it.":
    "यदि आपकी शिकायत पर आपके अपने मामले में कार्रवाई की आवश्यकता है, जैसे परीक्षा परिणाम या फ़ीस वापसी, तो कृपया इसके स्थान पर शिकायत फ़ॉर्म का उपयोग करें, ताकि वह उस कार्यालय तक पहुँचे जो उसका समाधान कर सकता है।",
  "The help desk reads every message and passes it to the office concerned. If you ask a question, we aim to reply within five working days to the email address you give.":
    "हेल्प डेस्क हर संदेश पढ़ता है और उसे संबंधित कार्यालय को भेजता है। यदि आप कोई प्रश्न पूछते हैं, तो हमारा प्रयास रहता है कि पाँच कार्य दिवसों के भीतर आपके दिए गए ईमेल पते पर उत्तर दें।",
  "We use your name and contact details only to answer this message.":
    "हम आपका नाम और संपर्क विवरण केवल इस संदेश का उत्तर देने के लिए उपयोग करते हैं।",
  "Privacy policy": "गोपनीयता नीति",
  "You can also write to the help desk:": "आप हेल्प डेस्क को भी लिख सकते हैं:",

  // Administrative offices: the sub-pages' titles, descriptions and leads (lib/db/seed/content/pages/administration.ts)
  "Board of Management": "प्रबंध बोर्ड",
  "Members of the Board of Management of DSEU, its member lists and the minutes of its meetings.":
    "DSEU के प्रबंध बोर्ड के सदस्य, उसकी सदस्य सूचियाँ और उसकी बैठकों के कार्यवृत्त।",
  "Statutory Bodies": "सांविधिक निकाय",
  "Members and minutes of meetings of the University Court, the Board of Management, the Academic Council and the Finance Committee of DSEU.":
    "DSEU के विश्वविद्यालय कोर्ट, प्रबंध बोर्ड, विद्या परिषद और वित्त समिति के सदस्य और उनकी बैठकों के कार्यवृत्त।",
  "Team DSEU": "टीम DSEU",
  "The Chancellor, Vice-Chancellor, Registrar, deans, directors, campus directors and officers who run DSEU.":
    "DSEU का संचालन करने वाले कुलाधिपति, कुलपति, कुलसचिव, अधिष्ठाता (डीन), निदेशक, परिसर निदेशक और अधिकारी।",
  "Statutes, University Act, Ordinances": "परिनियम, विश्वविद्यालय अधिनियम, अध्यादेश",
  "The Delhi Skill and Entrepreneurship University Act, 2019 and the First Statutes of the university.":
    "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय अधिनियम, 2019 और विश्वविद्यालय के प्रथम परिनियम।",
  "Statutory Committees": "सांविधिक समितियाँ",
  "The Internal Complaints Committee, the Student Redressal Committee and the Equal Opportunity Cell of DSEU.":
    "DSEU की आंतरिक शिकायत समिति, विद्यार्थी शिकायत निवारण समिति और समान अवसर प्रकोष्ठ।",
  "Employee Policies": "कर्मचारी नीतियाँ",
  "Policies for DSEU employees on perks, leave, LTC, medical reimbursement and IT purchases.":
    "DSEU कर्मचारियों के लिए भत्तों एवं सुविधाओं, अवकाश, LTC, चिकित्सा प्रतिपूर्ति और IT खरीद संबंधी नीतियाँ।",
  "Important Forms": "महत्वपूर्ण प्रपत्र",
  "Forms DSEU employees need for leave, claims and other requests, with archived versions.":
    "अवकाश, दावों और अन्य अनुरोधों के लिए DSEU कर्मचारियों के आवश्यक प्रपत्र, संग्रहीत संस्करणों सहित।",
  "Office Orders": "कार्यालय आदेश",
  "Office orders issued by the DSEU administration, newest first, with archived orders.":
    "DSEU प्रशासन द्वारा जारी कार्यालय आदेश, सबसे नए पहले, संग्रहीत आदेशों सहित।",
  Circulars: "परिपत्र",
  "Circulars issued by the DSEU administration, newest first, with archived circulars.":
    "DSEU प्रशासन द्वारा जारी परिपत्र, सबसे नए पहले, संग्रहीत परिपत्रों सहित।",
  "The university's administration supports its campuses, faculties and students: it keeps the statutes, serves the statutory bodies that govern DSEU, and issues the office orders, circulars and forms that staff work with. Choose an office below.":
    "विश्वविद्यालय का प्रशासन इसके परिसरों, संकायों और विद्यार्थियों को सहयोग देता है: यह परिनियमों का संधारण करता है, DSEU का संचालन करने वाले सांविधिक निकायों के कार्य में सहायता करता है, और कर्मचारियों के काम आने वाले कार्यालय आदेश, परिपत्र और प्रपत्र जारी करता है। नीचे कोई कार्यालय चुनें।",
  "The Board of Management is one of the four statutory bodies of the university. The Vice-Chancellor chairs it and the Registrar is its member secretary; its members include representatives of the AICTE and the UGC, secretaries of the Government of NCT of Delhi, deans and heads of department.":
    "प्रबंध बोर्ड विश्वविद्यालय के चार सांविधिक निकायों में से एक है। कुलपति इसके अध्यक्ष हैं और कुलसचिव इसके सदस्य सचिव; इसके सदस्यों में AICTE और UGC के प्रतिनिधि, राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार के सचिव, अधिष्ठाता (डीन) और विभागाध्यक्ष शामिल हैं।",
  "DSEU is governed through four statutory bodies set up under the university's Act and Statutes. For each body you can read the list of its members and the minutes of its meetings.":
    "DSEU का संचालन विश्वविद्यालय के अधिनियम और परिनियमों के अंतर्गत गठित चार सांविधिक निकायों के माध्यम से होता है। हर निकाय के सदस्यों की सूची और उसकी बैठकों के कार्यवृत्त यहाँ पढ़े जा सकते हैं।",
  "The people who lead and run the university: its Chancellor and Vice-Chancellor, the Registrar, the deans of the Faculties, the directors of each campus and the officers of the administration.":
    "विश्वविद्यालय का नेतृत्व और संचालन करने वाले लोग: इसके कुलाधिपति और कुलपति, कुलसचिव, संकायों के अधिष्ठाता (डीन), हर परिसर के निदेशक और प्रशासन के अधिकारी।",
  "DSEU is a state university established under the Delhi Skill and Entrepreneurship University Act, 2019 (Govt. of NCT of Delhi Act 04 of 2020). The Act and the First Statutes made under it set out the university's authorities and officers and how it is run. No ordinances have been published yet.":
    "DSEU दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय अधिनियम, 2019 (राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार का 2020 का अधिनियम संख्या 04) के अंतर्गत स्थापित राज्य विश्वविद्यालय है। यह अधिनियम और इसके अंतर्गत बने प्रथम परिनियम विश्वविद्यालय के प्राधिकारियों और अधिकारियों तथा इसके संचालन की विधि निर्धारित करते हैं। अभी तक कोई अध्यादेश प्रकाशित नहीं हुआ है।",
  "Three committees required by law and by UGC regulations look after the safety, grievances and equal treatment of students and staff. Each has its own page with its members and how to reach it.":
    "कानून और UGC विनियमों के अंतर्गत आवश्यक तीन समितियाँ विद्यार्थियों और कर्मचारियों की सुरक्षा, शिकायतों और समान व्यवहार का ध्यान रखती हैं। हर समिति का अपना पृष्ठ है, जिस पर उसके सदस्य और उससे संपर्क करने की विधि दी गई है।",
  "Policies that apply to DSEU employees, grouped by subject. Forms for leave, claims and other requests are on the Important Forms page.":
    "DSEU कर्मचारियों पर लागू नीतियाँ, विषय के अनुसार। अवकाश, दावों और अन्य अनुरोधों के प्रपत्र महत्वपूर्ण प्रपत्र पृष्ठ पर हैं।",
  "The administrative offices of DSEU: its statutory bodies, Team DSEU, statutes, committees, employee policies, forms, office orders and circulars.":
    "DSEU के प्रशासनिक कार्यालय: इसके सांविधिक निकाय, टीम DSEU, परिनियम, समितियाँ, कर्मचारी नीतियाँ, प्रपत्र, कार्यालय आदेश और परिपत्र।",
  "Forms DSEU employees use for leave, claims and other requests. Download the current form; superseded versions stay in the archive.":
    "अवकाश, दावों और अन्य अनुरोधों के लिए DSEU कर्मचारियों के प्रपत्र। वर्तमान प्रपत्र डाउनलोड करें; पुराने संस्करण संग्रह में रहते हैं।",
  "Orders issued by the university administration, newest first. Search by title or narrow the list to a period; older orders are in the archive.":
    "विश्वविद्यालय प्रशासन द्वारा जारी आदेश, सबसे नए पहले। शीर्षक से खोजें या सूची को किसी अवधि तक सीमित करें; पुराने आदेश संग्रह में हैं।",
  "Circulars from the university administration to its staff and campuses, newest first, with the archive of earlier ones.":
    "विश्वविद्यालय प्रशासन द्वारा अपने कर्मचारियों और परिसरों को जारी परिपत्र, सबसे नए पहले, पिछले परिपत्रों के संग्रह सहित।",
};
