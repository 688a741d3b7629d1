import type { SeedProgram } from "../types";

/**
 * Programmes of DSEU drawn from content-facts §1, §3, §4, §5, §7 and §9. Exit awards and NCrF levels
 * follow the 2025 pre-admission announcement (Diploma 4.5; UG certificate 4.5, UG diploma 5.0,
 * three-year bachelor 5.5, four-year bachelor 6.0; PG diploma / B.Lib. / MBA / MCA 6.5; M.Tech 7.0).
 * No curriculum links are known, so every year_syllabus_link is "". Fees are those of the spring
 * 2025-26 list (§5), the only fees the university published; other programmes have none.
 */

export const DIPLOMA_ELIGIBILITY =
  "Class X passed from a CBSE- or COBSE-recognised board with at least 40% marks, or a two-year NTC (NCVT) in a relevant trade taken after Class VIII with at least 40%, or 40 credits earned at NCrF level 3.0. Seats are filled on merit.";

export const UG_ELIGIBILITY =
  "Class XII passed, or Class X followed by a two-year NTC, NAC or CITS, or 40 credits earned at NCrF level 4.0. Seats are filled on merit.";

export const BTECH_ELIGIBILITY =
  "Class XII passed; B.Tech seats are allotted on the basis of the candidate's JEE (Main) 2025 percentile.";

export const PG_ELIGIBILITY =
  "A bachelor's degree from a recognised university; seats are filled on merit in the qualifying degree.";

export const PG_SCIENCE_TECH_ELIGIBILITY =
  "A bachelor's degree in a Science or Technology discipline from a recognised university.";

export const PG_NURSING_ELIGIBILITY = "A B.Sc. Nursing degree from a recognised university.";

export const MTECH_ELIGIBILITY =
  "A B.Tech degree in a relevant branch; merit is based on the aggregate percentage in the B.Tech.";

export const programs: SeedProgram[] = [
  // ================================================================ DIPLOMA
  {
    name: "Diploma in Computer Engineering",
    code: "DCOMP",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "A three-year technical diploma in programming, computer hardware and networks, taught at several campuses across Delhi. Students may also join directly in the second year through multi-entry admission against vacant seats.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Computer Engineering",
    campuses: ["Ambedkar DSEU Campus", "DSEU Jaffarpur Campus", "DSEU Ranhola Campus", "Guru Nanak Dev DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Computer Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Computer Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Computer Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Computer Engineering (AI Tools)",
    code: "DCOMP-AI",
    fees: "₹10,000 per semester",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "A computer engineering diploma with a focus on working with artificial intelligence tools, admitted in the spring session of 2025-26. The fee is ₹10,000 per semester.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Computer Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Computer Engineering (AI Tools) (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Computer Engineering (AI Tools) (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Computer Engineering (AI Tools) (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Chemical Engineering",
    code: "DCHEM",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Covers unit operations, process calculations and plant practice for careers in the chemical process industries. Taught at the Rohini campus with its chemical engineering laboratory.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Chemical Engineering",
    campuses: ["Guru Nanak Dev DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Chemical Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Chemical Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Chemical Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Petrochemical Engineering",
    code: "DPETRO",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Prepares technicians for refineries and petrochemical plants, from feedstock processing to product handling and safety.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Petrochemicals",
    campuses: ["Guru Nanak Dev DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Petrochemical Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Petrochemical Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Petrochemical Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Polymer Technology",
    code: "DPOLY",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Teaches the processing, testing and moulding of plastics and rubber, with practice in the campus polymer technology lab.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Polymer Science and Technology",
    campuses: ["Guru Nanak Dev DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Polymer Technology (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Polymer Technology (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Polymer Technology (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Civil Engineering",
    code: "DCIVIL",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Builds skills in surveying, construction materials, structures and site supervision. At the Kasturba campus the seats are for girls only.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Civil Engineering",
    campuses: ["Kasturba DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Civil Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Civil Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Civil Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Electrical Engineering",
    code: "DELEC",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Covers electrical machines, power systems, wiring and maintenance practice for roles in utilities and industry.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Electrical Engineering",
    campuses: ["Guru Nanak Dev DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Electrical Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Electrical Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Electrical Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Electronics Engineering",
    code: "DECE",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Teaches analog and digital electronics, communication systems and instrumentation through extensive lab work. The Kasturba and Meerabai campuses admit girls only to this diploma.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Electronics Communication Engineering",
    campuses: ["Ambedkar DSEU Campus", "Guru Nanak Dev DSEU Campus", "Kasturba DSEU Campus", "Meerabai DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Electronics Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Electronics Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Electronics Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Mechanical Engineering",
    code: "DMECH",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Covers manufacturing processes, machine design, thermal engineering and workshop practice for shop-floor and maintenance careers.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Mechanical Engineering",
    campuses: ["Guru Nanak Dev DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Mechanical Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Mechanical Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Mechanical Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Precision Engineering",
    code: "DPREC",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description: "Focuses on high-accuracy machining, metrology and CNC practice for precision manufacturing units.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Tool and Production Engineering",
    campuses: ["DSEU Wazirpur-I Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Precision Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Precision Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Precision Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Printing Technology",
    code: "DPRINT",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Covers pre-press, press and post-press operations along with packaging, preparing students for the printing and publishing industry.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Printing and Packaging Technology",
    campuses: ["DSEU Pusa-I Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Printing Technology (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Printing Technology (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Printing Technology (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Robotic & Process Automation",
    code: "DRPA",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Introduces industrial robots, PLCs, sensors and automated production lines for technicians in modern factories.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Robotics and Automation",
    campuses: [],
  },
  {
    name: "Four Year UG Diploma in Tool & Die Making",
    code: "DTDM",
    level: "DIPLOMA",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "A four-year programme in designing and making press tools, dies, moulds and fixtures, with long hours of hands-on toolroom training.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Tool and Production Engineering",
    campuses: ["DSEU Wazirpur-I Campus"],
  },
  {
    name: "Diploma in Architecture",
    code: "DARCH",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Trains architectural assistants in drafting, building construction and design software. The Meerabai campus admits girls only.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Architecture",
    campuses: ["Meerabai DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Architecture (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Architecture (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Architecture (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Interior Design",
    code: "DINT",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Develops skills in space planning, materials, furniture design and visualisation for residential and commercial interiors.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Interior Design",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Interior Design (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Interior Design (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Interior Design (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Automobile Engineering",
    code: "DAUTO",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Covers vehicle systems, diagnostics and servicing, including electric vehicles, with support from automotive industry partners.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Automobile Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Automobile Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Automobile Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Automobile Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Diploma in Production Engineering",
    code: "DPROD",
    level: "DIPLOMA",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Prepares students to plan and run manufacturing operations, covering machining, production planning and quality control.",
    eligibility: DIPLOMA_ELIGIBILITY,
    department: "Tool and Production Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Certificate in Production Engineering (NCrF level 3.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Advanced Certificate in Production Engineering (NCrF level 4.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Diploma in Production Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },

  // ===================================================================== UG
  {
    name: "B.Tech in Computer Science Engineering",
    code: "BTECH-CSE",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "A four-year engineering degree in software development, algorithms, systems and networks, with industry internships built into the programme.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Computer Engineering",
    campuses: ["Guru Nanak Dev DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Computer Science Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Computer Science Engineering (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Three-year Bachelor's in Computer Science Engineering (NCrF level 5.5)",
        year_syllabus_link: "",
      },
      year4: {
        year_credit_text: "40 credits",
        year_exit_text: "B.Tech in Computer Science Engineering (NCrF level 6.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "B.Tech in Electronics and Communication Engineering",
    code: "BTECH-ECE",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "Covers electronic devices, embedded systems and communication engineering, taught in well-equipped electronics labs at the Shakarpur campus.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Electronics Communication Engineering",
    campuses: ["Ambedkar DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Electronics and Communication Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Electronics and Communication Engineering (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Three-year Bachelor's in Electronics and Communication Engineering (NCrF level 5.5)",
        year_syllabus_link: "",
      },
      year4: {
        year_credit_text: "40 credits",
        year_exit_text: "B.Tech in Electronics and Communication Engineering (NCrF level 6.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "B.Tech in Artificial Intelligence",
    code: "BTECH-AI",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "An engineering degree centred on machine learning, deep learning and intelligent systems, with practice in dedicated software and Linux labs.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Artificial Intelligence and Machine Learning",
    campuses: ["Bhai Parmanand DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Artificial Intelligence (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Artificial Intelligence (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Three-year Bachelor's in Artificial Intelligence (NCrF level 5.5)",
        year_syllabus_link: "",
      },
      year4: {
        year_credit_text: "40 credits",
        year_exit_text: "B.Tech in Artificial Intelligence (NCrF level 6.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "B.Tech in Data Analytics",
    code: "BTECH-DA",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "Combines computing, statistics and data engineering so that graduates can collect, analyse and present data at scale.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Data Analytics",
    campuses: ["Bhai Parmanand DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Data Analytics (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Data Analytics (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Three-year Bachelor's in Data Analytics (NCrF level 5.5)",
        year_syllabus_link: "",
      },
      year4: {
        year_credit_text: "40 credits",
        year_exit_text: "B.Tech in Data Analytics (NCrF level 6.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "B.Tech in Mechanical Engineering",
    code: "BTECH-ME",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "A degree in design, manufacturing and thermal systems whose graduates are offered to recruiters through the university's placement cell.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Mechanical Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Mechanical Engineering (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Mechanical Engineering (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Three-year Bachelor's in Mechanical Engineering (NCrF level 5.5)",
        year_syllabus_link: "",
      },
      year4: {
        year_credit_text: "40 credits",
        year_exit_text: "B.Tech in Mechanical Engineering (NCrF level 6.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "B.Tech in Mechatronics",
    code: "BTECH-MT",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "Brings mechanical, electronic and control engineering together for work on automated machines and smart products.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Mechatronics",
    campuses: [],
  },
  {
    name: "B.Tech in Electrical Engineering",
    code: "BTECH-EE",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "Covers power generation and distribution, electrical machines and control systems, with industrial training alongside the classroom.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Electrical Engineering",
    campuses: [],
  },
  {
    name: "B.Tech in Civil Engineering",
    code: "BTECH-CIVIL",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description: "A degree in structural, geotechnical and transportation engineering and construction management.",
    eligibility: BTECH_ELIGIBILITY,
    department: "Civil Engineering",
    campuses: [],
  },
  {
    name: "Bachelor of Computer Applications (BCA)",
    code: "BCA",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "A three-year degree in programming, databases, web technologies and software applications, with time in modern computer labs.",
    eligibility: UG_ELIGIBILITY,
    department: "Computer Science and Applications",
    campuses: ["DSEU Jaffarpur Campus", "Ambedkar DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Computer Applications (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Computer Applications (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Bachelor of Computer Applications (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "BS in Banking, Financial Services and Insurance",
    code: "BS-BFSI",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Prepares students for front-line and operations roles in banks, financial services firms and insurers, with industry partners such as HDFC Bank involved.",
    eligibility: UG_ELIGIBILITY,
    department: "Banking, Financial Services and Insurance",
    campuses: ["Bhai Parmanand DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Banking, Financial Services and Insurance (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Banking, Financial Services and Insurance (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "BS in Banking, Financial Services and Insurance (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "BS in Hospitality Management",
    code: "BS-HM",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Covers front office, food and beverage service and guest relations, with practice in two hospitality labs.",
    eligibility: UG_ELIGIBILITY,
    department: "Hotel Management",
    campuses: ["DSEU Vivek Vihar Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Hospitality Management (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Hospitality Management (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "BS in Hospitality Management (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "BS in Retail Management",
    code: "BS-RM",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Teaches store operations, merchandising and customer service for careers in organised retail, supported by partners from the retail sector.",
    eligibility: UG_ELIGIBILITY,
    department: "Retail Management",
    campuses: ["DSEU Vivek Vihar Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Retail Management (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Retail Management (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "BS in Retail Management (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "BS in Business Process Management",
    code: "BS-BPM",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Prepares graduates for business process and shared-services operations, covering communication, analytics and client management.",
    eligibility: UG_ELIGIBILITY,
    department: "Business Process Management",
    campuses: ["DSEU Vivek Vihar Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Business Process Management (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Business Process Management (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "BS in Business Process Management (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "B.Sc. in Data Analytics",
    code: "BSC-DA",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "An applied science degree in data handling, statistics and visualisation, developed with technology partners such as Salesforce, SAP and TCS.",
    eligibility: UG_ELIGIBILITY,
    department: "Data Analytics",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Data Analytics (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Data Analytics (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "B.Sc. in Data Analytics (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "BA in Digital Media and Design",
    code: "BA-DMD",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description: "Covers graphic design, animation, video and content production for the digital media industry.",
    eligibility: UG_ELIGIBILITY,
    department: "Digital Media Design",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Digital Media and Design (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Digital Media and Design (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "BA in Digital Media and Design (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "BA in Aesthetics and Beauty Therapy",
    code: "BA-ABT",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Trains students in skin, hair and beauty therapies and in running a salon or wellness business, with training partners from the beauty industry.",
    eligibility: UG_ELIGIBILITY,
    department: "Aesthetics & Beauty",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Aesthetics and Beauty Therapy (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Aesthetics and Beauty Therapy (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "BA in Aesthetics and Beauty Therapy (NCrF level 5.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "BMS (Land Transport)",
    code: "BMS-LT",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "A management degree focused on road logistics and fleet operations, run with partners from the logistics industry.",
    eligibility: UG_ELIGIBILITY,
    department: "Supply Chain Management",
    campuses: [],
  },
  {
    name: "BMS (E-Commerce)",
    code: "BMS-EC",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description: "A management degree in online retail operations, digital marketing and e-commerce logistics.",
    eligibility: UG_ELIGIBILITY,
    department: "E-Commerce",
    campuses: [],
  },
  {
    name: "BS Optometry",
    code: "BS-OPTOM",
    level: "UG",
    duration: "4 Years",
    mode: "Full Time",
    description:
      "An eye-care degree offered in partnership with Lenskart, covering vision testing, optical dispensing and clinical practice.",
    eligibility: UG_ELIGIBILITY,
    department: "Optometry & Vision Science",
    campuses: ["DSEU Dheerpur Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Optometry (NCrF level 4.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Diploma in Optometry (NCrF level 5.0)",
        year_syllabus_link: "",
      },
      year3: {
        year_credit_text: "40 credits",
        year_exit_text: "Three-year Bachelor's in Optometry (NCrF level 5.5)",
        year_syllabus_link: "",
      },
      year4: {
        year_credit_text: "40 credits",
        year_exit_text: "BS Optometry (NCrF level 6.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "B.S. Medical Radiology and Imaging Technology",
    code: "BS-MRIT",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Offered in partnership with ISIC, this degree trains imaging technologists in X-ray, CT and related diagnostic procedures.",
    eligibility: UG_ELIGIBILITY,
    department: "Allied Medical Science",
    campuses: ["DSEU Dwarka Campus"],
  },
  {
    name: "B.Sc. in Medical Laboratory Technology",
    code: "BSC-MLT",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Prepares laboratory technologists for pathology, biochemistry and microbiology work, with diagnostics partners such as Pathkind, Thyrocare and SRL.",
    eligibility: UG_ELIGIBILITY,
    department: "Allied Medical Science",
    campuses: [],
  },
  {
    name: "UG Programme in Electronics System Design and Manufacturing (ESDM)",
    code: "UG-ESDM",
    level: "UG",
    duration: "3 Years",
    mode: "Full Time",
    description:
      "Focuses on the design, assembly and testing of electronic products for the electronics manufacturing sector.",
    eligibility: UG_ELIGIBILITY,
    department: "Electronics Communication Engineering",
    campuses: ["Ambedkar DSEU Campus"],
  },
  {
    name: "Certificate Course in Refrigeration and Air Conditioning Skills (HVAC)",
    code: "UGC-HVAC",
    fees: "₹25,000 per semester",
    level: "UG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "A one-year spring-session course in installing, servicing and repairing refrigeration and air-conditioning systems. The fee is ₹25,000 per semester.",
    eligibility: UG_ELIGIBILITY,
    department: "Mechanical Engineering",
    campuses: ["Aryabhatt DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Refrigeration and Air Conditioning Skills (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "UG Certificate in Installation, Testing, Maintenance and Repair of Solar Panels",
    code: "UGC-SOLAR",
    fees: "₹25,000 per semester",
    level: "UG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "A one-year certificate in setting up, testing and maintaining solar power installations, admitted in the spring session. The fee is ₹25,000 per semester.",
    eligibility: UG_ELIGIBILITY,
    department: "Electrical Engineering",
    campuses: ["DSEU Dwarka Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text:
          "UG Certificate in Installation, Testing, Maintenance and Repair of Solar Panels (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "UG Certificate Course in Food Production",
    code: "UGC-FP",
    fees: "₹25,000 per semester",
    level: "UG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "A one-year kitchen skills course covering food preparation, hygiene and professional cookery. The fee is ₹25,000 per semester.",
    eligibility: UG_ELIGIBILITY,
    department: "Food Production",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Food Production (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "UG Certificate Course in Welding Technology",
    code: "UGC-WELD",
    fees: "₹10,000 per semester",
    level: "UG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "A one-year hands-on course in arc, gas and modern welding processes and weld inspection. The fee is ₹10,000 per semester.",
    eligibility: UG_ELIGIBILITY,
    department: "Mechanical Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in Welding Technology (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "UG Certificate in AI in Office Operations",
    code: "UGC-AIOO",
    fees: "₹25,000 per semester",
    level: "UG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "A one-year course in using AI-based tools for everyday office work such as documentation, scheduling and data handling. The fee is ₹25,000 per semester.",
    eligibility: UG_ELIGIBILITY,
    department: "Office Management (MOP)",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "UG Certificate in AI in Office Operations (NCrF level 4.5)",
        year_syllabus_link: "",
      },
    },
  },

  // ===================================================================== PG
  {
    name: "Master of Computer Applications (MCA)",
    code: "MCA",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description:
      "A two-year master's in advanced software development, databases and networking, taught in dedicated software, DBMS, CISCO and Linux labs.",
    eligibility: PG_ELIGIBILITY,
    department: "Computer Science and Applications",
    campuses: ["Bhai Parmanand DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Computer Applications (NCrF level 6.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "Master of Computer Applications (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "MBA in Data Analytics",
    code: "MBA-DA",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description: "A management degree that trains students to use data and analytics tools in business decisions.",
    eligibility: PG_ELIGIBILITY,
    department: "Data Analytics",
    campuses: ["Bhai Parmanand DSEU Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Business Analytics (NCrF level 6.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "MBA in Data Analytics (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "MBA in Retail Management",
    code: "MBA-RM",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description:
      "A management degree for future retail leaders, covering merchandising, store operations and consumer behaviour.",
    eligibility: PG_ELIGIBILITY,
    department: "Retail Management",
    campuses: ["DSEU Vivek Vihar Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Retail Management (NCrF level 6.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "MBA in Retail Management (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "Bachelor of Library Science (B.Lib.)",
    code: "BLIB",
    level: "PG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "A one-year professional course for graduates in library organisation, cataloguing and information services.",
    eligibility: PG_ELIGIBILITY,
    department: "Library and Information Science",
    campuses: ["DSEU Vivek Vihar Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "Bachelor of Library Science (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in AI and Intelligent Systems",
    code: "PGD-AIIS",
    fees: "₹50,000",
    level: "PG",
    duration: "1 Year",
    mode: "Evening Batch",
    description:
      "An evening programme for working graduates in machine learning and building intelligent systems. The fee is ₹50,000.",
    eligibility: PG_SCIENCE_TECH_ELIGIBILITY,
    department: "Artificial Intelligence and Machine Learning",
    campuses: ["DSEU Dwarka Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in AI and Intelligent Systems (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in Data Analysis and Public Policy",
    code: "PGD-DAPP",
    fees: "₹50,000",
    level: "PG",
    duration: "1 Year",
    mode: "Evening Batch",
    description: "An evening programme on using data to design and evaluate public policy. The fee is ₹50,000.",
    eligibility: PG_ELIGIBILITY,
    department: "Data Analytics",
    campuses: ["DSEU Dwarka Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Data Analysis and Public Policy (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in Event Management",
    code: "PGD-EM",
    fees: "₹35,000",
    level: "PG",
    duration: "1 Year",
    mode: "Evening Batch",
    description:
      "An evening programme in planning, budgeting and running events, from corporate functions to festivals. The fee is ₹35,000.",
    eligibility: PG_ELIGIBILITY,
    department: "Event Management",
    campuses: ["DSEU Pusa-II Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Event Management (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in Semiconductor Chip Design & Fabrication",
    code: "PGD-SCDF",
    fees: "₹50,000",
    level: "PG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "Introduces graduates to integrated-circuit design flows and the fabrication steps of semiconductor chips. The fee is ₹50,000.",
    eligibility: PG_SCIENCE_TECH_ELIGIBILITY,
    department: "Electronics Communication Engineering",
    campuses: ["DSEU Dwarka Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Semiconductor Chip Design & Fabrication (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in Dialysis Therapy Technology",
    code: "PGD-DTT",
    level: "PG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "Offered with ISIC, it trains graduates to operate dialysis equipment and care for patients during treatment.",
    eligibility: PG_SCIENCE_TECH_ELIGIBILITY,
    department: "Allied Healthcare Science",
    campuses: ["DSEU Okhla-II Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Dialysis Therapy Technology (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in Emergency Medical Technology",
    code: "PGD-EMT",
    level: "PG",
    duration: "1 Year",
    mode: "Full Time",
    description: "Offered with ISIC, it prepares graduates to give pre-hospital and emergency care.",
    eligibility: PG_SCIENCE_TECH_ELIGIBILITY,
    department: "Allied Healthcare Science",
    campuses: ["DSEU Okhla-II Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Emergency Medical Technology (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in Emergency and OT",
    code: "PGD-EOT",
    fees: "approx. ₹35,000 per semester",
    level: "PG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "An ISIC partnership programme for nurses in emergency department and operation theatre practice, costing about ₹35,000 per semester.",
    eligibility: PG_NURSING_ELIGIBILITY,
    department: "Allied Healthcare Science",
    campuses: ["DSEU Okhla-II Campus"],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Emergency and OT (NCrF level 6.5)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "PG Diploma in CTVS (Cardiothoracic and Vascular Surgery)",
    code: "PGD-CTVS",
    fees: "approx. ₹35,000 per semester",
    level: "PG",
    duration: "1 Year",
    mode: "Full Time",
    description:
      "An ISIC partnership programme that prepares nurses to assist in cardiothoracic and vascular surgery and post-operative care, costing about ₹35,000 per semester.",
    eligibility: PG_NURSING_ELIGIBILITY,
    department: "Allied Healthcare Science",
    campuses: ["DSEU Okhla-II Campus"],
  },
  {
    name: "M.Tech in Computer Science Engineering",
    code: "MTECH-CSE",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description:
      "A two-year master's in advanced computing, covering areas such as machine learning, distributed systems and software engineering.",
    eligibility: MTECH_ELIGIBILITY,
    department: "Computer Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Computer Science Engineering (NCrF level 6.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "M.Tech in Computer Science Engineering (NCrF level 7.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "M.Tech in Electronics and Communication Engineering",
    code: "MTECH-ECE",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description: "A two-year master's in VLSI, embedded systems and communication engineering.",
    eligibility: MTECH_ELIGIBILITY,
    department: "Electronics Communication Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Electronics and Communication Engineering (NCrF level 6.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "M.Tech in Electronics and Communication Engineering (NCrF level 7.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "M.Tech in Electrical Engineering",
    code: "MTECH-EE",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description: "A two-year master's in power systems, drives and renewable energy integration.",
    eligibility: MTECH_ELIGIBILITY,
    department: "Electrical Engineering",
    campuses: [],
  },
  {
    name: "M.Tech in Mechanical Engineering",
    code: "MTECH-ME",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description: "A two-year master's in advanced manufacturing, design and thermal engineering.",
    eligibility: MTECH_ELIGIBILITY,
    department: "Mechanical Engineering",
    campuses: [],
    years: {
      year1: {
        year_credit_text: "40 credits",
        year_exit_text: "PG Diploma in Mechanical Engineering (NCrF level 6.5)",
        year_syllabus_link: "",
      },
      year2: {
        year_credit_text: "40 credits",
        year_exit_text: "M.Tech in Mechanical Engineering (NCrF level 7.0)",
        year_syllabus_link: "",
      },
    },
  },
  {
    name: "M.Tech in Civil Engineering",
    code: "MTECH-CIVIL",
    level: "PG",
    duration: "2 Years",
    mode: "Full Time",
    description: "A two-year master's in structural engineering, construction technology and infrastructure planning.",
    eligibility: MTECH_ELIGIBILITY,
    department: "Civil Engineering",
    campuses: [],
  },
];
