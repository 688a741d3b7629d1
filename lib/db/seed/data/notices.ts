import type { SeedNotice } from "../types";
import { externalLinks } from "../content/pages/external-links";
import { portals } from "../content/site";
import { documentPages } from "../content/documents";

/**
 * The notices the old site published, as content-facts.md records them: real titles, real dates
 * and the real document where the site holds it (../files/), else a link to the page of this site
 * that carries the same facts (the old site's documents were on Google Drive, which a government
 * site does not link: ../content/documents.ts). Nothing here is generated or invented, so sections the
 * facts say nothing about (minutes of statutory bodies, research orders, recruitment rules) start
 * empty and show their empty-state text until staff upload the real documents.
 *
 * Dates: the day of publication where the facts give it; otherwise the first day the item itself
 * names (a class start, a last date); for items the old site showed with no date at all, the day of
 * the newest dated fact of the old site (NEWEST_FACT).
 */
const NEWEST_FACT = "2025-11-26";

const PREFERENCE_GRIEVANCE_FORM = "https://forms.gle/so3SpNstAwsr12F5A";
const NON_TEACHING_PORTAL = "https://dseunt.samarth.edu.in/index.php/site/login";

export const notices: SeedNotice[] = [
  // ------------------------------------------------------------ admission
  {
    title: "Information Bulletin 2025",
    section: "admission",
    publishedOn: "2025-05-01",
    link: documentPages.informationBulletin2025,
  },
  {
    title: "Pre-Admission Announcement 2025-26: Registration Opens 1 May 2025 (Tentative)",
    section: "admission",
    publishedOn: "2025-05-01",
    file: "pre-admission-announcement-2025.pdf",
    archived: true,
  },
  {
    title: "Walk-in Admissions for UG, B.Tech and PG Programmes at DSEU Dwarka HQ (15-30 September 2025)",
    section: "admission",
    publishedOn: "2025-09-15",
    validUntil: "2025-09-30",
    link: documentPages.walkInGuidelines,
  },
  {
    title: "Diploma Multi-Entry Spot Admission into Second Year at DSEU Wazirpur-I Campus on 29 September 2025",
    section: "admission",
    publishedOn: "2025-09-29",
    validUntil: "2025-09-29",
    link: "/admission",
  },
  {
    title: "Spring Session Admission AY 2025-26: Programmes, Fees and Campuses",
    section: "admission",
    publishedOn: NEWEST_FACT,
    // The programmes list: each programme's page gives its fees and campuses (the old site's
    // spring list page has no counterpart here, and /admission shows none of the three).
    link: "/courses",
  },

  // ------------------------------------------------------------- students
  {
    title: "Commencement of Classes for New Batch - Academic Session 2025-26",
    section: "students",
    publishedOn: "2025-08-04",
    link: documentPages.commencementOfClasses2025,
  },
  {
    title: "How to Pay Your Admission Fees Online (Step-by-Step Guide)",
    section: "students",
    publishedOn: "2025-07-27",
    link: documentPages.feePaymentGuide,
  },
  {
    title: "Fee Refund Form 2025 Admissions",
    section: "students",
    publishedOn: NEWEST_FACT,
    link: documentPages.feeRefundPolicy,
  },
  {
    title: "Academic Calendar 2024-25 for All Programmes",
    section: "students",
    publishedOn: "2024-07-10",
    link: "/academics/academic-calendar",
    archived: true,
  },

  // ------------------------------------------------------ important links
  {
    title: "Student Login - Samarth ERP",
    section: "important links",
    publishedOn: NEWEST_FACT,
    link: portals.studentLogin,
  },
  {
    title: "Admission Portals: After 10th, After 12th and After Bachelor",
    section: "important links",
    publishedOn: "2025-05-01",
    link: "/admission",
  },
  {
    title: "Library Catalogue (KOHA)",
    section: "important links",
    publishedOn: NEWEST_FACT,
    link: externalLinks.libraryCatalogue,
  },

  // ------------------------------------------------- alerts and circulars
  {
    title: "Preference Grievance Form for B.Tech and Diploma Applicants",
    section: "alerts and circulars",
    publishedOn: "2025-07-23",
    link: PREFERENCE_GRIEVANCE_FORM,
  },
  {
    title: "Reporting Schedule for PwD and Defence Category Candidates (Diploma, B.Tech and UG)",
    section: "alerts and circulars",
    publishedOn: "2025-07-25",
    link: "/admission/result",
  },
  {
    title: "Diploma Round 4 Seat Allocation and Seat Confirmation Process",
    section: "alerts and circulars",
    publishedOn: "2025-09-04",
    link: "/admission/result/diploma/round4",
  },
  {
    title: "Tender GEM/2025/B/6290806: Repair and Overhauling of Window and Split Air Conditioners",
    section: "alerts and circulars",
    publishedOn: "2025-07-02",
    validUntil: "2025-07-14",
    link: "/tenders",
  },
  {
    title: "Tender GEM/2024/B/5226813: Printing of Student ID Cards with Card Holder and Lanyard",
    section: "alerts and circulars",
    publishedOn: "2024-09-07",
    link: "/tenders",
    archived: true,
  },

  // -------------------------------------------------------- announcements
  {
    title: "Applications Invited for the Post of Controller of Finance - Last Date 15 November 2025",
    section: "announcements",
    publishedOn: "2025-11-15",
    validUntil: "2025-11-15",
    link: NON_TEACHING_PORTAL,
  },
  {
    title: "Diploma Walk-in Admissions at DSEU Wazirpur Campus till 30 September 2025",
    section: "announcements",
    publishedOn: "2025-09-15",
    validUntil: "2025-09-30",
    link: "/admission",
  },
  {
    title: "Swavalamban Skill to Enterprise Model - Super 30 Launched with SIDBI",
    section: "announcements",
    publishedOn: "2023-10-14",
    link: "/Entrepreneurship",
  },
  {
    title: "Tender GEM/2024/B/5340435: Leasing of Residential Property (Corrigendum Issued)",
    section: "announcements",
    publishedOn: "2024-09-07",
    link: "/tenders",
    archived: true,
  },

  // ----------------------------------------------- non academic positions
  {
    title: "Recruitment to the Post of Controller of Finance",
    section: "non academic positions",
    publishedOn: "2025-11-15",
    endDate: "2025-11-15",
    applyUrl: NON_TEACHING_PORTAL,
    link: NON_TEACHING_PORTAL,
  },

  // ----------------------------------------------------- ad office orders
  {
    title: "Constitution of the Internal Quality Assurance Cell (IQAC) - F.No.6(13)/DSEU/VC-Sect./Misc./2023/353",
    section: "ad office orders",
    publishedOn: "2025-11-26",
    link: "/academics/IQAC",
  },
  {
    title: "Office Order No. 331 dated 28-08-2023 (RTI)",
    section: "ad office orders",
    publishedOn: "2023-08-28",
    link: "/grievance-form",
  },

  // --------------------------------------------------------- ad circulars
  {
    title: "Joining Report after Availing Leave",
    section: "ad circulars",
    publishedOn: "2022-12-20",
    link: "/administration/administrative/employee-policy",
  },
  {
    title: "Regarding Requirement of DGEHS Medical Card at DSEU Campuses",
    section: "ad circulars",
    publishedOn: "2023-01-18",
    link: "/administration/administrative/employee-policy",
  },
  {
    title: "Medical Card for the Employees of DSEU",
    section: "ad circulars",
    publishedOn: "2023-01-20",
    link: "/administration/administrative/employee-policy",
  },
  {
    title: "Procedure for Submission of Medical Bills for Re-imbursement",
    section: "ad circulars",
    publishedOn: "2023-01-20",
    link: "/administration/administrative/employee-policy",
  },
  {
    title: "Entitlement of Perks and Privileges to DSEU Officers",
    section: "ad circulars",
    publishedOn: "2023-03-07",
    link: "/administration/administrative/employee-policy",
  },

  // --------------------------------------------------- ad important forms
  {
    title: "LTC Claim Bill (GAR-14C)",
    section: "ad important forms",
    publishedOn: "2023-03-30",
    link: "/administration/administrative/employee-policy",
  },
];
