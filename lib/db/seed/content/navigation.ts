import { portals } from "./site";
import { documentPages } from "./documents";

/**
 * The main navigation tree. It is data, shared by the header, the mobile drawer, the search
 * overlay and the HTML sitemap. `external` links open in a new tab.
 */
export type NavItem = {
  name: string;
  path?: string;
  external?: boolean;
  dropdownItems?: NavItem[];
};

export const ZONE_NAMES = ["central", "north", "south", "east", "west"] as const;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const navigation: NavItem[] = [
  { name: "Home", path: "/" },
  {
    name: "About Us",
    dropdownItems: [
      { name: "About the University", path: "/about-us/About-the-University" },
      { name: "Vision and Mission", path: "/about-us/Vision-and-Mission" },
      { name: "History of DSEU", path: "/about-us/history" },
      { name: "Annual Report", path: "/about-us/annualReport" },
      { name: "Mandatory Disclosures", path: "/mandatory-disclosures" },
      { name: "Contact Us", path: "/contact" },
    ],
  },
  {
    name: "Academics",
    dropdownItems: [
      { name: "Faculties & Department", path: "/academics/faculty" },
      { name: "Academic Administration", path: "/academics/academicAdministration" },
      { name: "Academic Regulations", path: "/academics/regulations" },
      { name: "Academic Calendar", path: "/academics/academic-calendar" },
      { name: "Academic Collaboration", path: "/academics/collaboration" },
      { name: "Internal Quality Assurance Cell (IQAC)", path: "/academics/IQAC" },
      { name: "Library", path: "/amenities/Library" },
    ],
  },
  {
    name: "Campuses",
    dropdownItems: ZONE_NAMES.map((zone) => ({ name: `${capitalise(zone)} zone`, path: `/campus/zone/${zone}` })),
  },
  {
    name: "Admission",
    dropdownItems: [
      { name: "Admission 2025-26", path: "/admission" },
      { name: "Diploma Seat Allocation", path: "/admission/result/diploma/round4" },
      { name: "PG Seat Allocation", path: "/admission/result/pg" },
      { name: "UG Seat Allocation", path: "/admission/result/ug/round2" },
      { name: "B.Tech Seat Allocation", path: "/admission/result/btech/round2" },
      { name: "Information Bulletin", path: "/admission/information-bulletin" },
      { name: "Process and Guidelines", path: "/admission/process-and-guidelines" },
      { name: "Fee Refund Policy", path: documentPages.feeRefundPolicy },
      {
        name: "Admissions Portal",
        dropdownItems: [
          { name: "Programs after 10th", path: portals.admissionsAfter10th, external: true },
          { name: "Programs after 12th", path: portals.admissionsAfter12th, external: true },
          { name: "Programs after Bachelor", path: portals.admissionsAfterBachelor, external: true },
        ],
      },
    ],
  },
  {
    name: "Administration",
    dropdownItems: [
      { name: "Administrative Offices", path: "/administration/administrative" },
      { name: "Chancellor", path: "/administration/chancellor" },
      { name: "Vice Chancellor", path: "/administration/vice-chancellor" },
      { name: "Registrar", path: "/registrar" },
      { name: "Controller of Finance", path: "/administration/cof" },
      { name: "Controller of Examination", path: "/administration/coe" },
    ],
  },
  {
    name: "Student Life",
    dropdownItems: [
      { name: "NCC/NSS", path: "/ncc" },
      { name: "Sports", path: "/amenities/Sports" },
      { name: "Scholarship", path: "/amenities/Scholarship" },
      { name: "Internal Complaint Committee", path: "/amenities/ICC" },
      { name: "Anti-Ragging Cell", path: "/amenities/Anti-Ragging" },
      { name: "Equal Opportunity Cell", path: "/amenities/Equal-Opportunity" },
    ],
  },
  { name: "T & P Cell", path: "/placement" },
  {
    name: "Work with us",
    dropdownItems: [
      { name: "Job Portal", path: "/recruitment" },
      { name: "Recruitment Rules", path: "/recruitment-rules" },
    ],
  },
  { name: "Research", path: "/research" },
  { name: "Entrepreneurship", path: "/Entrepreneurship" },
];

export const utilityLinks: NavItem[] = [
  { name: "Examination", path: "/examination" },
  { name: "Tenders", path: "/tenders" },
  { name: "Admin Login", path: "/admin-login" },
  { name: "Alumni", path: "/alumni" },
  { name: "Grievance form & RTI", path: "/grievance-form" },
];

export const footerQuickLinks: NavItem[] = [
  { name: "Programs", path: "/Courses" },
  { name: "Placement", path: "/placement" },
  { name: "Faculties & Departments", path: "/academics/faculty" },
  { name: "Recruitment", path: "/recruitment" },
  { name: "Administrative Offices", path: "/administration/administrative" },
  { name: "Academic Regulations", path: "/academics/regulations" },
  { name: "Contact Us", path: "/contact" },
];

export const footerExploreLinks: NavItem[] = [
  { name: "About University", path: "/about-us/About-the-University" },
  { name: "Student Life", path: "/ncc" },
  { name: "Library", path: "/amenities/Library" },
  { name: "Vision & Mission", path: "/about-us/Vision-and-Mission" },
  { name: "Fee Refund Policy", path: "/admission/refund-policy" },
  { name: "Mandatory Disclosures", path: "/mandatory-disclosures" },
  { name: "UGC Guidelines", path: "/UGC-Guidelines" },
];

/** What the search overlay offers before anything is typed. */
export const searchSuggestions: NavItem[] = [
  { name: "Undergraduate courses", path: "/Courses/ug" },
  { name: "Postgraduate courses", path: "/Courses/pg" },
  { name: "Diploma courses", path: "/Courses/Diploma" },
];
