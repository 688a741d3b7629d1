import type { PageText } from "./types";

/**
 * DSEU's academic collaborations with industry, institutions and government (content-facts §3:
 * the 90 rows of the old site's table, in its order; "target" is what the collaboration serves,
 * left out where the old table had none). The table numbers the rows by their place in the list.
 */
export const collaborationPage = {
  path: "/academics/collaboration",
  title: "Academic Collaboration",
  description:
    "The 90 partners DSEU works with, from hospitals and banks to technology companies and universities, and the programmes each collaboration supports. Search by partner or programme.",
  crumbs: [
    { name: "Academics", path: "/academics/faculty" },
    { name: "Academic Collaboration", path: "/academics/collaboration" },
  ],
  lead: "Industry, institutions and government bodies that work with DSEU on programmes, training, scholarships and placements.",
  lastReviewed: "2026-11-21",
} satisfies PageText;

export const COLLABORATIONS_PER_PAGE = 10;

export type Collaboration = { partner: string; target?: string };

const rows: [string, string][] = [
  ["Pathkind Diagnostics Pvt. Ltd.", "B.Sc/Diploma in MLT"],
  ["Janakpuri Super Speciality Hospital", "Diploma in MLT and Diploma in Pharmacy"],
  ["Forus Health", "BA Aesthetics and Beauty Therapy"],
  [
    "Hero Electric Vehicles Private Limited and WRI India",
    "EV Mechanic Training Program, Diploma in Automobile Engineering",
  ],
  ["Connecting Dreams Foundation", "Community formulation for social change"],
  ["Sales Force", "BSc Data Analytics"],
  ["DSIIDC", "Engineering and Management"],
  ["Lotus Herbal", "BA Aesthetics and Beauty"],
  ["Enrich", "BA Aesthetics and Beauty Therapy / Diploma in Cosmetology"],
  [
    "Manikaran Power Ltd.",
    "BCA, BA (DMD), B.Com BPM, BBA FHM, BSc Data Analytics, Diplomas in Architecture, Civil, Electrical, Interior Design",
  ],
  ["LOI between DSEU & Indian Exposition Mart", "BBA FHM"],
  ["SAP", "BSc Data Analytics"],
  ["NBCC", "Diploma in Civil Engineering"],
  ["Chetak Foundation and Chetak Logistics", "BMS (Land Transport)"],
  ["TSSC", "Centre for excellence"],
  ["Integreon", "BA Digital Media and Design"],
  ["HDFC Bank", "BBA BFSI"],
  ["IKIGAI LAB", "BSc Data Analytics"],
  ["TCS", "BSc Data Analytics and BA Digital Media and Design"],
  ["RR Donnelley", "BA Digital Media and Design"],
  ["Lagozon & DSEU", "BSc Data Analytics"],
  ["Quess Corp.", "BBA BFSI, BBA FHM, BCom BPM, Retail Management"],
  ["HDFC Life Insurance", "BBA BFSI"],
  ["NID Kurukshetra", "Academic collaboration, design, entrepreneurship"],
  ["Bluestar (CoE)", ""],
  ["HI NO DE Foundation", "Japanese language"],
  ["James and Douglas", "Diploma in Interior Design"],
  ["Oneline Wellness", "Aesthetics and Beauty Therapy"],
  [
    "Sun Foundation",
    "Scholarships for BA DMD, BMS (E-Commerce), Automobile, Computer, Cosmetology and Health, Electronics, Interior Design",
  ],
  ["Electronics Sector Skills Council of India", "Electrical, Mechanical, Automobile, Computer, Electronics, BCA"],
  ["Reliance Brands Ltd.", "BBA Retail Management"],
  ["Infiniti Retail (Croma)", "BBA Retail Management"],
  ["I-Dream Career", "BBA BFSI, BCom BPM"],
  ["Tech Mahindra Foundation", "Communication & soft skills"],
  ["CILT", "Logistics & e-commerce"],
  ["Mother Dairy fruits and vegetable Pvt. Ltd.", "Student facility"],
  ["Thompson Press", "Printing technology"],
  ["Thyrocare", "Medical lab science"],
  ["SRL", "Medical lab science"],
  ["NIELIT", "Content development, training, exchange of information, joint seminars/conferences"],
  ["Partnership between DSEU & Master G and Daughters", "BBA, BFD"],
  ["Cognizant", "Digital Media and Design course"],
  ["TATA Power-DDL", "Electrical Engineering, industrial training, industry-institute interaction, all trades"],
  ["Schneider & Kotak Mahindra Bank Ltd.", "Electrical"],
  ["Mercedes Benz India Pvt. Ltd.", "ADAM"],
  ["Erisha Agritech", "Automobile & Mechanical scholarship, UG programme"],
  ["Darsh Aerospace", "Automobile Engineering"],
  ["Erisha E-mobility", "Scholarship & placement, Automobile & Mechanical, UG programme"],
  ["Fincart", "Scholarship, stipend & placement"],
  ["Paints & Coatings Skill Council", ""],
  ["Mansycom Consultants Private Limited", "Civil Engineering"],
  ["Even Cargo", "Logistics, land transportation, e-commerce"],
  ["Metropolis", ""],
  ["Academy for Computer Training (ACT) for short-term English courses", "Spoken English"],
  ["Macmillan (short-term English)", "Spoken English"],
  ["Cambridge (short-term English)", "Spoken English"],
  ["BIBA & RASCI", ""],
  ["ABFRL & RASCI", ""],
  ["Partnership between DSEU & Global Alliance for Mass Entrepreneurship", "Entrepreneurship"],
  ["QAGENIC Technologies Pvt. Ltd.", "B.Sc. Data Analytics, BCA, MCA & M.Tech"],
  [
    "CBRE South Asia Private Limited",
    "Building research (civil, architecture, facility and project management, real-estate consultancy)",
  ],
  ["National Dong Hwa University, Taiwan", "BFSI, financial and insurance"],
  ["Green Genome Pvt. Ltd.", "Agriculture development, farm enterprise development, value-chain management"],
  ["Truecaller", "Cyber safety and entrepreneurial skill"],
  ["Altz Technologies Pvt. Ltd.", "B.Tech, BCA, MCA, Diploma (Computer Engineering)"],
  ["Agreement between DSEU & YARS Enterprises Pvt. Ltd.", "AI, ML, deep learning, IoT, blockchain"],
  ["9 Growers India Private Limited", "Controlled-environment agriculture (CEA)"],
  ["IBM", "Computer science & design thinking"],
  ["Rotary Delhiites Foundation", ""],
  ["NBM Media Pvt. Ltd.", "Architecture, Interior Design & Mechanical Engineering"],
  ["Jakson Welfare Trust of Jakson Group", ""],
  ["De Box Global IT Solution Pvt. Ltd.", "ERP development"],
  ["Bank of Baroda", "Content & staff development"],
  ["Firstsource Solution Limited", "Business Process Management"],
  ["Partnership between DSEU and Space 2 Grow", ""],
  ["Electronics Sector Skills Council of India (ESSCI)", "Electronic sector"],
  ["One Line Wellness", "Beauty & aesthetic therapy"],
  ["Blue Star (HVAC)", ""],
  ["Department of Delhi Prisons, Govt. of Delhi", ""],
  ["RASCI & Tata Starbucks", "BBA Retail Management"],
  ["Hyundai Motors India Limited", "Automobile"],
  [
    "Lighthouse Communities Foundation (LCF)",
    "Skilling and sustainable livelihood for youth from low-income communities",
  ],
  ["Dept. of Women and Child Development (DWCD)", "Women entrepreneurship under Project Samridhi"],
  ["Sewan Foods Pvt. Ltd.", "Student facility"],
  ["Blue Star Limited", ""],
  ["Regional Institute of Education NCERT, Bhubaneswar", ""],
  ["Johnson Controls-Hitachi Air Conditioning India Limited", ""],
  ["Jakson Welfare Trust", ""],
  ["Entrepreneurship Development Institute of India (EDII), Ahmedabad", ""],
  ["Tech Mahindra Foundation", ""],
];

export const collaborations: Collaboration[] = rows.map(([partner, target]) =>
  target ? { partner, target } : { partner },
);

/** The page with its list, as the seed takes the module of a page with structured parts. */
export const collaboration = { page: collaborationPage, collaborations };
