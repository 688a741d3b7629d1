import type { SeedNotice } from "../types";

/**
 * Sample notices for every section value of legacy-api §5 (exact strings, including the
 * "comittee" misspelling). Titles follow real items from content-facts (tenders, admission rounds,
 * recruitment advertisements, IQAC order, employee circulars, important dates); bodies are short
 * summaries printed into generated sample PDFs. Dates are relative to the seed date.
 */

const NT_PORTAL = "https://dseunt.samarth.edu.in/index.php/site/login";
const SITE = "https://dseu.ac.in";
const SAMPLE = "Sample notice generated for the demonstration database.";

export const notices: SeedNotice[] = [
  // ------------------------------------------------------------ admission
  {
    title: "Spring Session Admission Registration AY 2025-26",
    section: "admission",
    daysAgo: 1,
    body: [
      "Registration for the spring session of the academic year 2025-26 will open shortly.",
      "Certificate, diploma, UG and PG diploma programmes are on offer across several campuses.",
      "Programme fees, campuses and eligibility are listed on the Spring Admission page.",
      SAMPLE,
    ],
  },
  {
    title: "Walk-in Admissions for UG, B.Tech and PG Programmes at DSEU Dwarka HQ (15-30 September 2025)",
    section: "admission",
    daysAgo: 45,
    body: [
      "Walk-in admissions to the remaining UG, B.Tech and PG seats will be held at DSEU Dwarka HQ.",
      "The walk-in window runs from 15 to 30 September 2025.",
      "Candidates should read the walk-in guidelines and bring their original documents.",
      SAMPLE,
    ],
  },
  {
    title: "Diploma Multi-Entry Spot Admission into Second Year at DSEU Wazirpur-I Campus on 29 September 2025",
    section: "admission",
    daysAgo: 50,
    body: [
      "Spot admission directly into the second year of selected diploma programmes will be held on 29 September 2025.",
      "Registration at DSEU Wazirpur-I Campus is open from 10:00 to 11:00 am; the registration fee of Rs. 1000 is non-refundable.",
      "Seats are offered only against vacancies, on merit and eligibility, and the fee structure of the 2024-25 batch applies.",
      SAMPLE,
    ],
  },
  {
    title: "Pre-Admission Announcement 2025-26: Registration Opens 1 May 2025 (Tentative)",
    section: "admission",
    daysAgo: 200,
    archived: true,
    body: [
      "DSEU will admit students to NEP 2020 and NCrF based programmes with multiple entry and exit options.",
      "Programmes range from three-year technical diplomas to master's degrees, with internships built in.",
      "Registration is expected to open on 1 May 2025, and campuses will hold open-house sessions.",
      SAMPLE,
    ],
  },
  {
    title: "Information Bulletin 2025",
    section: "admission",
    daysAgo: 190,
    body: [
      "The Information Bulletin 2025 sets out programmes, eligibility, reservation and the admission schedule.",
      "Applicants should read it carefully before registering on the admission portal.",
      "Queries may be sent to helpdesk-admission@dseu.ac.in.",
      SAMPLE,
    ],
  },

  // ------------------------------------------------------------- students
  {
    title: "Commencement of Classes for New Batch - Academic Session 2025-26",
    section: "students",
    daysAgo: 100,
    body: [
      "Classes for newly admitted students begin on the following dates:",
      "Diploma from 4 August 2025, B.Tech from 5 August 2025, UG from 7 August 2025 and PG from 18 August 2025.",
      "Students should report to their allotted campus with their admission documents.",
      SAMPLE,
    ],
  },
  {
    title: "How to Pay Your Admission Fees Online (Step-by-Step Guide)",
    section: "students",
    daysAgo: 110,
    body: [
      "This guide walks admitted candidates through paying the admission fee online.",
      "Fee payment opens only after the seat decision is recorded, and the seat stays provisional until payment.",
      "Keep the payment receipt for document verification at the campus.",
      SAMPLE,
    ],
  },
  {
    title: "Academic Calendar 2024-25 for All Programmes",
    section: "students",
    daysAgo: 400,
    archived: true,
    body: [
      "The fall semester starts on 10 July 2024 and end-semester examinations begin on 2 December 2024.",
      "The spring semester starts on 1 January 2025 and its examinations begin on 14 April 2025.",
      "Summer vacation runs from 1 May to 30 June 2025.",
      SAMPLE,
    ],
  },
  {
    title: "Fee Refund Form 2025 Admissions",
    section: "students",
    daysAgo: 5,
    body: [
      "Students who withdraw their admission and seek a refund should submit the refund form for 2025 admissions.",
      "Refunds are processed as per the university's fee refund rules.",
      "Attach proof of fee payment and bank details with the form.",
      SAMPLE,
    ],
  },

  // ------------------------------------------------------ important links
  {
    title: "Student Login - Samarth ERP",
    section: "important links",
    daysAgo: 3,
    body: [
      "Enrolled students can use the Samarth ERP portal for their records and university services.",
      "Portal: https://dseu.samarth.edu.in/index.php/site/login",
      "Sign in with the credentials issued by the university.",
      SAMPLE,
    ],
  },
  {
    title: "Admission Portals: After 10th, After 12th and After Bachelor",
    section: "important links",
    daysAgo: 180,
    body: [
      "Diploma (after Class X): https://dseuadm.samarth.edu.in/",
      "UG including B.Tech (after Class XII): https://dseuadm.samarth.edu.in/ug",
      "PG (after a bachelor's degree): https://dseuadm.samarth.edu.in/pg",
      SAMPLE,
    ],
  },
  {
    title: "Library Catalogue (KOHA)",
    section: "important links",
    daysAgo: 260,
    body: [
      "All DSEU campus libraries share a single KOHA library management system.",
      "Search the combined catalogue at https://dseu.bestbookbuddies.com/.",
      "Contact your campus library for access to digital resources.",
      SAMPLE,
    ],
  },

  // ------------------------------------------------- alerts and circulars
  {
    title: "Reporting Schedule for PwD and Defence Category Candidates (Diploma, B.Tech and UG)",
    section: "alerts and circulars",
    daysAgo: 112,
    body: [
      "Diploma candidates report at DSEU Sector-9 Dwarka on 25 July 2025, 11:00 AM to 2:00 PM.",
      "B.Tech candidates report at GB Pant Okhla Campus, Library Block, Ground Floor, on 31 July 2025 at 11:00 AM.",
      "UG candidates report at DSEU Pusa-2 Campus, Room 309, on 1 August 2025 at 10:30 AM.",
      SAMPLE,
    ],
  },
  {
    title: "Diploma Round 4 Seat Allocation and Seat Confirmation Process",
    section: "alerts and circulars",
    daysAgo: 70,
    body: [
      "The round 4 diploma seat allocation result was declared on 4 September 2025.",
      "Candidates must record their decision and pay the fee between 5 and 9 September 2025.",
      "Document verification and reporting take place on 8 and 9 September 2025; unpaid seats are cancelled.",
      SAMPLE,
    ],
  },
  {
    title: "Tender GEM/2025/B/6290806: Repair and Overhauling of Window and Split Air Conditioners",
    section: "alerts and circulars",
    daysAgo: 130,
    validUntilInDays: -3,
    body: [
      "Bids are invited on GeM for repair and overhauling of 1.5 T and 2 T window and split air conditioners at buyer premises.",
      "Bidding window: 2 July 2025 to 14 July 2025.",
      "The bid document is available on the GeM portal.",
      SAMPLE,
    ],
  },
  {
    title: "Tender GEM/2024/B/5226813: Printing of Student ID Cards with Card Holder and Lanyard",
    section: "alerts and circulars",
    daysAgo: 395,
    archived: true,
    body: [
      "Bids were invited on GeM for printing student identity cards together with holders and lanyards.",
      "The bid opened on 7 September 2024 and closed on 18 September 2024 at 15:00.",
      "This tender is closed.",
      SAMPLE,
    ],
  },

  // -------------------------------------------------------- announcements
  {
    title: "Applications Invited for the Post of Controller of Finance - Last Date 15 November 2025",
    section: "announcements",
    daysAgo: 0,
    validUntilInDays: 30,
    body: [
      "DSEU invites applications for the post of Controller of Finance.",
      "Apply online through the non-teaching recruitment portal by 15 November 2025.",
      "Eligibility and terms are given in the detailed advertisement.",
      SAMPLE,
    ],
  },
  {
    title: "Diploma Walk-in Admissions at DSEU Wazirpur Campus till 30 September 2025",
    section: "announcements",
    daysAgo: 4,
    body: [
      "Remaining vacant diploma seats will be filled through walk-in admission at the Wazirpur campus.",
      "Walk-in admission continues until 30 September 2025.",
      "The list of vacant seats by programme and campus is published separately.",
      SAMPLE,
    ],
  },
  {
    title: "Preference Grievance Form for B.Tech and Diploma Applicants",
    section: "announcements",
    daysAgo: 2,
    body: [
      "Applicants with a grievance about their programme preferences may submit the online form.",
      "Only B.Tech and diploma applicants should use this form.",
      "Other admission queries may be sent to helpdesk-admission@dseu.ac.in.",
      SAMPLE,
    ],
  },
  {
    title: "Tender GEM/2024/B/5340435: Leasing of Residential Property (Corrigendum Issued)",
    section: "announcements",
    daysAgo: 385,
    archived: true,
    body: [
      "Bids were invited for a dry lease of a residential property of at least 287 square metres with four bedrooms.",
      "A corrigendum to the bid was published during the bidding period.",
      "Bid submission closed on 18 September 2024 at 15:00.",
      SAMPLE,
    ],
  },
  {
    title: "Swavalamban Skill to Enterprise Model - Super 30 Launched with SIDBI",
    section: "announcements",
    daysAgo: 300,
    body: [
      "DSEU and SIDBI have launched the Swavalamban Super 30 programme for student entrepreneurs.",
      "From more than 1000 registrations, 30 participants were chosen by experts and entrepreneurs.",
      "Selected students attend six weeks of weekend classes and industry visits.",
      SAMPLE,
    ],
  },

  // --------------------------------------------------- academic positions
  {
    title: "Advertisement for Appointment of Distinguished Professors",
    section: "academic positions",
    daysAgo: 6,
    endDateInDays: 24,
    applyUrl: SITE,
    vacancies: "As per requirement",
    body: [
      "DSEU invites eminent academics and practitioners to apply as Distinguished Professors.",
      "Candidates should have an outstanding record in teaching, research or industry.",
      "Details of eligibility and the application procedure are in the advertisement.",
      SAMPLE,
    ],
  },
  {
    title: "Advertisement for Professor of Practice (POP)",
    section: "academic positions",
    daysAgo: 40,
    endDateInDays: 10,
    applyUrl: SITE,
    vacancies: "As per advertisement",
    body: [
      "Applications are invited from industry experts for engagement as Professor of Practice.",
      "Experts will contribute to curriculum, teaching and industry projects.",
      "Send applications in the prescribed format before the last date.",
      SAMPLE,
    ],
  },
  {
    title: "Advertisement for Teaching Positions on Deputation Basis",
    section: "academic positions",
    daysAgo: 240,
    archived: true,
    endDateInDays: -210,
    applyUrl: SITE,
    vacancies: "As per advertisement",
    body: [
      "Applications were invited for teaching posts to be filled on deputation.",
      "Eligible serving faculty of government institutions could apply through proper channel.",
      "The application window for this advertisement has closed.",
      SAMPLE,
    ],
  },

  // ----------------------------------------------- non academic positions
  {
    title: "Recruitment to the Post of Controller of Finance",
    section: "non academic positions",
    daysAgo: 0,
    endDateInDays: 21,
    applyUrl: NT_PORTAL,
    vacancies: "1",
    body: [
      "Applications are invited for one post of Controller of Finance.",
      "Apply online through the DSEU non-teaching recruitment portal.",
      "The last date for applications is shown against this post on the job portal.",
      SAMPLE,
    ],
  },
  {
    title: "Advertisement for Non-Teaching Posts",
    section: "non academic positions",
    daysAgo: 90,
    endDateInDays: -60,
    applyUrl: NT_PORTAL,
    vacancies: "As per advertisement",
    body: [
      "DSEU invites online applications for various non-teaching posts.",
      "Post-wise qualifications, pay levels and reservation are listed in the advertisement.",
      "Only applications made through the recruitment portal are accepted.",
      SAMPLE,
    ],
  },
  {
    title: "Advertisement for Non-Teaching Posts on Deputation",
    section: "non academic positions",
    daysAgo: 330,
    archived: true,
    endDateInDays: -300,
    applyUrl: NT_PORTAL,
    vacancies: "As per advertisement",
    body: [
      "Applications were invited for non-teaching posts to be filled on deputation basis.",
      "Applications had to be forwarded through the parent department.",
      "This advertisement is closed.",
      SAMPLE,
    ],
  },

  // ------------------------------------------------- short term positions
  {
    title: "DSEU Internship Programme for Students and Graduates",
    section: "short term positions",
    daysAgo: 20,
    endDateInDays: 10,
    applyUrl: SITE,
    vacancies: "As per requirement",
    body: [
      "DSEU offers short-term internships in its administrative and academic offices.",
      "Interns gain work experience in areas such as IT, communication and student services.",
      "Applicants should state their preferred area and availability.",
      SAMPLE,
    ],
  },
  {
    title: "Engagement of Guest Faculty for the Spring Semester",
    section: "short term positions",
    daysAgo: 150,
    archived: true,
    endDateInDays: -130,
    applyUrl: SITE,
    vacancies: "As per requirement",
    body: [
      "Applications were invited for short-term guest faculty engagements for the spring semester.",
      "Engagement was on a per-lecture basis for the duration of the semester.",
      "This call is closed.",
      SAMPLE,
    ],
  },

  // -------------------------------------------------------------- results
  {
    title: "Result of Screening for Non-Teaching Posts",
    section: "results",
    daysAgo: 12,
    endDateInDays: -12,
    applyUrl: NT_PORTAL,
    body: [
      "The list of candidates found eligible after screening is published.",
      "Shortlisted candidates will be informed of the next stage by email.",
      "Candidates may check their status on the recruitment portal.",
      SAMPLE,
    ],
  },
  {
    title: "Final Result for Professor of Practice Engagement",
    section: "results",
    daysAgo: 210,
    archived: true,
    endDateInDays: -210,
    applyUrl: SITE,
    body: [
      "The final list of experts selected as Professor of Practice is declared.",
      "Selected experts will receive engagement letters from the university.",
      "The engagement will begin from the date of joining.",
      SAMPLE,
    ],
  },

  // -------------------------------------------- recruitments and notice
  {
    title: "Application Form for Non-Teaching Posts",
    section: "recruitments and notice",
    daysAgo: 88,
    endDateInDays: -58,
    applyUrl: NT_PORTAL,
    body: [
      "This is the prescribed application form for non-teaching posts advertised by DSEU.",
      "Fill in every section and attach self-attested copies of certificates.",
      "Incomplete forms will not be considered.",
      SAMPLE,
    ],
  },
  {
    title: "Application Form for Teaching Posts on Deputation",
    section: "recruitments and notice",
    daysAgo: 238,
    endDateInDays: -208,
    applyUrl: SITE,
    body: [
      "This is the prescribed application form for teaching posts on deputation.",
      "Applications must be forwarded by the present employer with vigilance clearance.",
      "The form should reach the university before the last date in the advertisement.",
      SAMPLE,
    ],
  },

  // ---------------------------------------------------- recruitment rules
  {
    title: "Recruitment Rules for Non-Teaching Posts",
    section: "recruitment rules",
    daysAgo: 160,
    body: [
      "These rules set out the method of recruitment, qualifications and pay level for each non-teaching post.",
      "They apply to direct recruitment, deputation and promotion.",
      "The rules were approved by the competent authority of the university.",
      SAMPLE,
    ],
  },
  {
    title: "Recruitment Rules for Teaching Posts",
    section: "recruitment rules",
    daysAgo: 370,
    archived: true,
    body: [
      "These rules lay down qualifications and the selection process for Professors, Associate and Assistant Professors and Lecturers.",
      "They follow the applicable regulations for teaching posts.",
      "This version has been superseded.",
      SAMPLE,
    ],
  },

  // ----------------------------------------------------- ad office orders
  {
    title: "Constitution of the Internal Quality Assurance Cell (IQAC) - F.No.6(13)/DSEU/VC-Sect./Misc./2023/353",
    section: "ad office orders",
    daysAgo: 2,
    body: [
      "The IQAC of the university is constituted as per NAAC guidelines, with the Vice Chancellor as Chairperson.",
      "Prof. Gagan Dhawan, Director IQAC, and representatives of teachers, administration, employers, society, students and alumni are members.",
      "Order dated 26-11-2025, issued by the Deputy Registrar (GAD) with the approval of the Competent Authority.",
      SAMPLE,
    ],
  },
  {
    title: "Office Order No. 331 dated 28-08-2023 (RTI)",
    section: "ad office orders",
    daysAgo: 380,
    archived: true,
    body: [
      "This order designates the Public Information Officer, Assistant PIOs and the First Appellate Authority under the RTI Act, 2005.",
      "RTI applications are to be addressed to rti@dseu.ac.in.",
      "The order takes effect immediately.",
      SAMPLE,
    ],
  },
  {
    title: "Re-Appointment of Public Information Officer",
    section: "ad office orders",
    daysAgo: 75,
    body: [
      "Dr. Suman Dhawan continues as Nodal Officer RTI and Central Public Information Officer.",
      "Prof. Gagan Dhawan continues as First Appellate Authority.",
      "All sections are requested to send RTI replies to the nodal officer in time.",
      SAMPLE,
    ],
  },

  // --------------------------------------------------------- ad circulars
  {
    title: "Medical Card for the Employees of DSEU (20.01.2023)",
    section: "ad circulars",
    daysAgo: 355,
    archived: true,
    body: [
      "Employees may apply for a medical card for themselves and eligible dependants.",
      "Applications are to be sent through the campus or section head to the administration.",
      "Employees who already hold a valid card need not apply again.",
      SAMPLE,
    ],
  },
  {
    title: "Procedure for Submission of Medical Bills for Re-imbursement",
    section: "ad circulars",
    daysAgo: 140,
    body: [
      "Medical reimbursement claims must be submitted with original bills and prescriptions.",
      "Claims are to be filed within the time limit in the applicable rules.",
      "Incomplete claims will be returned to the employee.",
      SAMPLE,
    ],
  },
  {
    title: "Joining Report after Availing Leave",
    section: "ad circulars",
    daysAgo: 60,
    body: [
      "Employees returning from leave must submit a joining report on the day they resume duty.",
      "The report should be countersigned by the reporting officer and sent to the establishment section.",
      "Salary for the period may be held until the joining report is received.",
      SAMPLE,
    ],
  },

  // --------------------------------------------------- ad important forms
  {
    title: "LTC Claim Bill (GAR-14C)",
    section: "ad important forms",
    daysAgo: 170,
    body: [
      "Employees claiming Leave Travel Concession must use form GAR-14C.",
      "Attach tickets and boarding passes along with the claim.",
      "Submit the claim to the accounts section through proper channel.",
      SAMPLE,
    ],
  },
  {
    title: "Application Form for Regular Leave",
    section: "ad important forms",
    daysAgo: 25,
    body: [
      "Use this form to apply for earned leave, half-pay leave and other regular leave.",
      "Apply in advance and get the form recommended by the reporting officer.",
      "Follow the university's leave policy when choosing the type of leave.",
      SAMPLE,
    ],
  },

  // ---------------------------------------------- member university court
  {
    title: "Members of the University Court",
    section: "member university court",
    daysAgo: 220,
    body: [
      "This list names the members of the University Court of DSEU.",
      "The Court is one of the statutory bodies under the DSEU Act, 2019.",
      "Members serve for the term laid down in the Statutes.",
      SAMPLE,
    ],
  },
  {
    title: "Members of the University Court (Previous Term)",
    section: "member university court",
    daysAgo: 398,
    archived: true,
    body: [
      "This list names the members of the University Court for the previous term.",
      "It is kept for record.",
      "The current list is available separately.",
      SAMPLE,
    ],
  },

  // ------------------------------------------ member board of management
  {
    title: "Members of the Board of Management",
    section: "member board of management",
    daysAgo: 35,
    body: [
      "Chairperson: Prof. Ashok Kumar Nagawat, Vice-Chancellor; Member Secretary: Prof. Gagan Dhawan, Registrar.",
      "Representatives: Prof. J.P. Saini (AICTE) and Prof. S. G. Deshmukh (UGC).",
      "Also members: the Principal Secretary Finance, the Secretary DTTE, four Deans and two Heads of Department.",
      SAMPLE,
    ],
  },
  {
    title: "Reconstitution of the Board of Management",
    section: "member board of management",
    daysAgo: 290,
    body: [
      "The Board of Management has been reconstituted as provided in the Statutes.",
      "Nominated members will serve for the prescribed term.",
      "The updated list of members is attached.",
      SAMPLE,
    ],
  },

  // -------------------------------------------- member academic council
  {
    title: "Members of the Academic Council",
    section: "member academic council",
    daysAgo: 125,
    body: [
      "This list names the members of the Academic Council.",
      "Deans of Faculties, the Director Academics and nominated experts are among the members.",
      "The Council advises on academic regulations, programmes and standards.",
      SAMPLE,
    ],
  },
  {
    title: "Nomination of External Experts to the Academic Council",
    section: "member academic council",
    daysAgo: 275,
    body: [
      "External experts from academia and industry have been nominated to the Academic Council.",
      "Their nomination runs for the term laid down in the Statutes.",
      "The Registrar will inform the nominees.",
      SAMPLE,
    ],
  },

  // ------------------------------------------- member finance comittee
  {
    title: "Members of the Finance Committee",
    section: "member finance comittee",
    daysAgo: 115,
    body: [
      "This list names the members of the Finance Committee.",
      "The Committee examines the annual accounts, budget estimates and financial proposals.",
      "The list will be updated whenever the Committee is reconstituted.",
      SAMPLE,
    ],
  },
  {
    title: "Reconstitution of the Finance Committee",
    section: "member finance comittee",
    daysAgo: 310,
    body: [
      "The Finance Committee has been reconstituted with effect from the date of this notice.",
      "Members are nominated as provided in the Statutes of the university.",
      "The earlier composition stands superseded.",
      SAMPLE,
    ],
  },

  // ------------------------------------------------------- university court
  {
    title: "Minutes of the Meeting of the University Court",
    section: "university court",
    daysAgo: 200,
    body: [
      "These are the minutes of the most recent meeting of the University Court.",
      "The Court reviewed the annual report and the broad policies of the university.",
      "Action taken on earlier decisions was also noted.",
      SAMPLE,
    ],
  },
  {
    title: "Minutes of the First Meeting of the University Court",
    section: "university court",
    daysAgo: 390,
    body: [
      "These are the minutes of the first meeting of the University Court.",
      "The Court was briefed on the establishment and early growth of DSEU.",
      "Members shared suggestions on skill education and industry partnerships.",
      SAMPLE,
    ],
  },

  // --------------------------------------------------- board of management
  {
    title: "Minutes of the Meeting of the Board of Management",
    section: "board of management",
    daysAgo: 30,
    body: [
      "These are the minutes of the latest meeting of the Board of Management, chaired by the Vice-Chancellor.",
      "The Board considered recruitment, academic and financial matters placed before it.",
      "Decisions will be carried out by the offices concerned.",
      SAMPLE,
    ],
  },
  {
    title: "Minutes of the Earlier Meeting of the Board of Management",
    section: "board of management",
    daysAgo: 250,
    body: [
      "These are the minutes of an earlier meeting of the Board of Management.",
      "The Board approved proposals recommended by the Academic Council and the Finance Committee.",
      "An action-taken report will be placed at the next meeting.",
      SAMPLE,
    ],
  },

  // ------------------------------------------------------ academic council
  {
    title: "Minutes of the Meeting of the Academic Council",
    section: "academic council",
    daysAgo: 120,
    body: [
      "These are the minutes of the latest meeting of the Academic Council.",
      "The Council considered new programmes and revisions to the academic regulations.",
      "Its recommendations go to the Board of Management.",
      SAMPLE,
    ],
  },
  {
    title: "Minutes of the Academic Council Meeting on NEP-Aligned Regulations",
    section: "academic council",
    daysAgo: 345,
    body: [
      "The Council reviewed regulations on choice-based credits, semesters, entry and exit options and grading under NEP 2020.",
      "It recommended applying the regulations from the academic year 2024-25.",
      "Faculties were asked to align their programme structures.",
      SAMPLE,
    ],
  },

  // ------------------------------------------------------ finance comittee
  {
    title: "Minutes of the Meeting of the Finance Committee",
    section: "finance comittee",
    daysAgo: 108,
    body: [
      "These are the minutes of the latest meeting of the Finance Committee.",
      "The Committee reviewed the revised estimates and the budget proposals.",
      "Its recommendations go to the Board of Management.",
      SAMPLE,
    ],
  },
  {
    title: "Minutes of the Finance Committee Meeting on the Annual Accounts",
    section: "finance comittee",
    daysAgo: 320,
    body: [
      "The Committee examined the annual accounts of the university.",
      "It recommended the accounts for approval by the Board of Management.",
      "Observations on expenditure were recorded for follow-up.",
      SAMPLE,
    ],
  },

  // -------------------------------------------------------------- research
  {
    title: "Constitution of Department Research Committees",
    section: "research",
    daysAgo: 18,
    orderNumber: "F. No: DSEU/Research/2025/112",
    orderDate: "10/10/2025",
    body: [
      "Department Research Committees are constituted for the departments that run doctoral programmes.",
      "Each committee will monitor the progress of PhD scholars in its department.",
      "Queries may be sent to the Dean Research at girish.kumar@dseu.ac.in.",
      SAMPLE,
    ],
  },
  {
    title: "Allotment of Supervisors to PhD Scholars",
    section: "research",
    daysAgo: 95,
    orderNumber: "F. No: DSEU/Research/2025/087",
    orderDate: "04/08/2025",
    body: [
      "Research supervisors are allotted to the PhD scholars admitted this year.",
      "Each scholar will also have a research advisory committee.",
      "Scholars should meet their supervisors within two weeks.",
      SAMPLE,
    ],
  },
  {
    title: "Approved List of PhD Supervisors",
    section: "research",
    daysAgo: 280,
    archived: true,
    orderNumber: "F. No: DSEU/Research/2024/041",
    orderDate: "12/01/2025",
    body: [
      "The list of faculty members approved as PhD supervisors is notified department-wise.",
      "Supervisors may guide scholars within the limits set by the research regulations.",
      "The Assistant Registrar (Research) keeps the list up to date.",
      SAMPLE,
    ],
  },
];
