import type { SeedCampus } from "../types";

/**
 * Campuses of DSEU by zone, as grouped by the old grievance form (content-facts §4).
 * The un-zoned Narela campus is left out. Unknown directors and emails are "".
 */
export const campuses: SeedCampus[] = [
  // ---------------------------------------------------------------- North
  {
    name: "Aryabhatt DSEU Campus",
    zone: "north",
    director: "Dr. Ranbir Singh Sharma",
    directorEmail: "",
    directorMessage: "",
    address: "Ashok Vihar, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=Aryabhatt%20DSEU%20Campus%20Ashok%20Vihar%20Delhi",
    about:
      "Located in Ashok Vihar in the North zone, this campus was earlier known as the Aryabhatt Institute of Technology. It became part of DSEU when the Delhi Government institutes were brought into the university. For the spring session of 2025-26 it hosts the certificate course in refrigeration and air-conditioning (HVAC) skills.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "Guru Nanak Dev DSEU Campus",
    zone: "north",
    director: "Mr. H. R. Meena",
    directorEmail: "director-gndit@dseu.ac.in",
    directorMessage:
      "Our Rohini campus has a long record of engineering diplomas, and we want every student who joins us to leave both employable and confident. Our laboratories and workshop are open to you well beyond class hours, so make the most of them. My colleagues and I look forward to seeing you grow into skilled professionals.",
    address: "Sector-18, Rohini, Delhi-110089",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=Guru%20Nanak%20Dev%20DSEU%20Campus%20Rohini%20Delhi",
    about:
      "The Rohini campus carries forward the work of the former Guru Nanak Dev Institute of Technology in Sector-18. It offers a B.Tech in Computer Science Engineering together with diplomas in chemical, petrochemical, polymer, computer, electrical, electronics and mechanical engineering. Students reach it easily by the Yellow and Red metro lines, with e-rickshaws covering the last stretch.",
    programmesOffered: [
      "BTech Computer Science Engineering",
      "Diploma in Petrochemical Engineering",
      "Diploma in Polymer Technology",
      "Diploma in Chemical Engineering",
      "Diploma in Computer Engineering",
      "Diploma in Electrical Engineering",
      "Diploma in Electronics Engineering",
      "Diploma in Mechanical Engineering",
    ],
    labs: [
      "Computer Engineering Lab",
      "Chemical Engineering Lab",
      "Electronics and Communication Lab",
      "Digital Electronics Lab",
      "Polymer Technology Lab",
      "Mechanical Engineering Lab",
      "Mechanical Workshop",
    ],
  },
  {
    name: "Kasturba DSEU Campus",
    zone: "north",
    director: "Dr. Suman Dhawan",
    directorEmail: "",
    directorMessage: "",
    address: "Pitampura, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=Kasturba%20DSEU%20Campus%20Pitampura%20Delhi",
    about:
      "The Pitampura campus was formerly the Kasturba Institute of Technology. Its diploma seats are reserved for girls. Diplomas in electronics engineering and civil engineering are among the programmes admitted here.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Wazirpur-I Campus",
    zone: "north",
    director: "Dr. Pankaj Kumar Singh",
    directorEmail: "",
    directorMessage: "",
    address: "Wazirpur, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Wazirpur-I%20Campus%20Wazirpur%20Delhi",
    about:
      "One of the two DSEU campuses at Wazirpur in the North zone. In September 2025 it was the venue for the spot admissions that let diploma students enter directly into the second year. The Wazirpur campuses also handled the diploma walk-in admissions against vacant seats that month.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Wazirpur-II Campus",
    zone: "north",
    director: "Dr. Pankaj Kumar Singh",
    directorEmail: "",
    directorMessage: "",
    address: "Wazirpur, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Wazirpur-II%20Campus%20Wazirpur%20Delhi",
    about:
      "The second of DSEU's two campuses at Wazirpur, part of the North zone. It is listed separately from Wazirpur-I for student services such as grievances.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Dheerpur Campus",
    zone: "north",
    director: "Dr. Monica Chopra",
    directorEmail: "",
    directorMessage: "",
    address: "Dheerpur, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Dheerpur%20Campus%20Dheerpur%20Delhi",
    about:
      "Also known as the Sir C.V. Raman DSEU Dheerpur Campus, it is part of the North zone. It runs the BS in Optometry, offered in partnership with Lenskart.",
    programmesOffered: [],
    labs: [],
  },

  // ---------------------------------------------------------------- South
  {
    name: "GB Pant DSEU Campus",
    zone: "south",
    director: "Prof. Shruti Tripathi",
    directorEmail: "",
    directorMessage: "",
    address: "Okhla, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=GB%20Pant%20DSEU%20Campus%20Okhla%20Delhi",
    about:
      "The Okhla campus brings together the former G. B. Pant Government Engineering College (Okhla-I) and the G.B. Pant Institute of Technology (Okhla-III). The engineering college joined DSEU in May 2021. PwD and Defence category B.Tech candidates reported to its Library Block in July 2025.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "CHAMPS DSEU Okhla-II Campus",
    zone: "south",
    director: "",
    directorEmail: "",
    directorMessage: "",
    address: "Okhla, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=CHAMPS%20DSEU%20Okhla-II%20Campus%20Okhla%20Delhi",
    about:
      "Also referred to as the Champs DSEU Campus, it is one of the university's Okhla campuses in the South zone.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Okhla-II Campus",
    zone: "south",
    director: "Prof. Arindam Kumar Chanda",
    directorEmail: "",
    directorMessage: "",
    address: "Okhla, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Okhla-II%20Campus%20Okhla%20Delhi",
    about:
      "A South zone campus at Okhla, listed as the DSEU Okhla Campus on the university's team page. The spring 2025-26 healthcare programmes run with ISIC, such as the wheelchair skills certificate and several PG diplomas for nurses and allied health graduates, are offered at the Okhla campus.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "Meerabai DSEU Campus",
    zone: "south",
    director: "Ms. Shubha GV",
    directorEmail: "",
    directorMessage: "",
    address: "Maharani Bagh, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=Meerabai%20DSEU%20Campus%20Maharani%20Bagh%20Delhi",
    about:
      "Formerly the Meerabai Institute of Technology, this campus is in Maharani Bagh. Its diploma seats are for girls only. Diplomas in electronics engineering and architecture are offered here.",
    programmesOffered: [],
    labs: [],
  },

  // -------------------------------------------------------------- Central
  {
    name: "DSEU Pusa-I Campus",
    zone: "central",
    director: "Dr. Pramod Kumar Goyal",
    directorEmail: "",
    directorMessage: "",
    address: "Pusa, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Pusa-I%20Campus%20Pusa%20Delhi",
    about:
      "Pusa-I carries on from the former Pusa Institute of Technology in the Central zone. Its diploma in printing technology was among the programmes with seats open for walk-in admission in September 2025.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Pusa-II Campus",
    zone: "central",
    director: "Prof. N. Jena",
    directorEmail: "",
    directorMessage: "",
    address: "Pusa, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Pusa-II%20Campus%20Pusa%20Delhi",
    about:
      "The second DSEU campus at Pusa, in the Central zone. For spring 2025-26 it offers a certificate course in German and an evening PG diploma in event management. In August 2025 it received PwD and Defence category UG candidates for reporting.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Rajokri Campus",
    zone: "central",
    director: "",
    directorEmail: "",
    directorMessage: "",
    address: "Rajokri, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Rajokri%20Campus%20Rajokri%20Delhi",
    about:
      "The Rajokri campus was formerly the Rajokri Institute of Technology and belongs to the Central zone.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Jahndewalan Campus",
    zone: "central",
    director: "",
    directorEmail: "",
    directorMessage: "",
    address: "Jhandewalan, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Jahndewalan%20Campus%20Jhandewalan%20Delhi",
    about: "A Central zone campus of the university, located at Jhandewalan.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Siri Fort Campus",
    zone: "central",
    director: "Ms. Sangeeta Jain",
    directorEmail: "",
    directorMessage: "",
    address: "Siri Fort, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Siri%20Fort%20Campus%20Siri%20Fort%20Delhi",
    about:
      "The Siri Fort campus is part of the Central zone. In the spring session of 2025-26 it offers a certificate course in Spanish.",
    programmesOffered: [],
    labs: [],
  },

  // ----------------------------------------------------------------- East
  {
    name: "Ambedkar DSEU Campus",
    zone: "east",
    director: "Dr. Ghanshyam",
    directorEmail: "director-ait@dseu.ac.in",
    directorMessage:
      "Ambedkar campus has trained electronics and computer technicians for close to four decades, and that experience shapes how we teach today. We ask our students to learn by building, testing and fixing things in our labs and to take an active part in the clubs and committees. I wish each of you a productive and enjoyable time with us.",
    address:
      "Opp. Madhuban Colony, Shakarpur Extn., Near Nirman Vihar Metro Station, Delhi-110092",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=Ambedkar%20DSEU%20Campus%20Shakarpur%20Delhi",
    about:
      "Known earlier as the Ambedkar Institute of Technology, the Shakarpur campus has been running since 1986 and stands close to Nirman Vihar metro station. It teaches electronics and computer diplomas, a UG programme in ESDM, computer applications and a B.Tech in electronics and communication engineering. Diploma graduates from the campus have been placed at packages above 3.2 lakh rupees a year. Students run media, art and technology clubs alongside several committees.",
    programmesOffered: [
      "FTD Electronics",
      "FTD Computers",
      "BS Computer Application",
      "UG ESDM",
      "BTech ECE",
    ],
    labs: [
      "Digital Electronics Lab",
      "Medical Electronics Lab",
      "Project Lab",
      "Analog Electronics Lab",
      "Communication Lab",
      "EDC Lab",
      "Robotics Lab",
      "Automated Control System Lab",
      "Advance Microprocessor Lab",
      "Electronic Machine Lab",
      "NAT Lab",
      "Networking Lab",
      "Graphics Lab",
      "Software Lab",
      "Hardware Lab",
      "IOT Lab",
      "CA Lab",
    ],
  },
  {
    name: "Bhai Parmanand DSEU Campus",
    zone: "east",
    director: "Dr. Harvinder Kaur",
    directorEmail: "director-bpibs@dseu.ac.in",
    directorMessage:
      "For more than half a century this campus has prepared young people for careers in business and, more recently, in computing and data. We pair classroom learning with hands-on work in our software, database, networking and analytics labs. I invite you to be curious, ask questions and use every opportunity the campus gives you.",
    address: "Opp. Madhuban Colony, Shakarpur, Delhi-110092",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=Bhai%20Parmanand%20DSEU%20Campus%20Shakarpur%20Delhi",
    about:
      "The campus began in 1965 as a Delhi Government institute and was renamed the Institute of Commercial Practice in 1972, teaching office management and secretarial practice. After moving to Shakarpur in 1986 it took the name Bhai Parmanand Institute of Business Studies (BPIBS), and it joined DSEU in 2021. Today it offers MBA Data Analytics, MCA, a BS in banking, financial services and insurance, and B.Tech programmes in artificial intelligence and data analytics.",
    programmesOffered: [
      "MBA Data Analytics",
      "MCA",
      "B S Banking Financial Services and Insurance",
      "B Tech in Artificial Intelligence",
      "B Tech in Data Analytics",
    ],
    labs: [
      "Software (Lab 1)",
      "DBMS (Lab 2)",
      "CISCO (Lab 3)",
      "Data Analytics (Lab 4)",
      "LINUX (Lab 5)",
    ],
  },
  {
    name: "DSEU Vivek Vihar Campus",
    zone: "east",
    director: "Dr. Punita Duhan",
    directorEmail: "director-vivekvihar@dseu.ac.in",
    directorMessage:
      "At Vivek Vihar we prepare students for service-sector careers in hospitality, retail and business process management. Our labs let you practise the work you will later do for employers, and our faculty will guide you at every step. I hope your time here builds both your skills and your confidence.",
    address: "1st Floor, ITI Vivek Vihar (Women), Vivek Vihar, Delhi-110095",
    mapUrl: "https://goo.gl/maps/SSvRHMnT93kzLBfo7",
    about:
      "The campus grew out of the World Class Skill Centre at Vivek Vihar, set up in 2013, and works from the first floor of ITI Vivek Vihar (Women) near the Jhilmil Industrial Area. It is a short distance from Jhilmil and Dilshad Garden stations on the Red Line, and buses stop at ITI Shahdara and ITI Vivek Vihar. Programmes include BS degrees in hospitality, retail and business process management, an MBA in retail management, a library science degree and short certificate courses.",
    programmesOffered: [
      "BS Hospitality Management",
      "BS Retail Management",
      "BS Business Process Management",
      "Certificate Course in Finance Executive",
      "Certificate Course in Digital Marketing and Web development",
      "MBA Retail Management",
      "Bachelor in Library Science",
    ],
    labs: [
      "Computer Lab 1",
      "Computer Lab 2",
      "Retail Lab 1",
      "Retail Lab 2",
      "Personality Lab 1",
      "Personality Lab 2",
      "Hospitality Lab 1",
      "Hospitality Lab 2",
    ],
  },
  {
    name: "DSEU Mayur Vihar Campus",
    zone: "east",
    director: "Dr. Sampurnananda Mishra",
    directorEmail: "",
    directorMessage: "",
    address: "Mayur Vihar, Delhi",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Mayur%20Vihar%20Campus%20Mayur%20Vihar%20Delhi",
    about: "An East zone campus of the university, located in Mayur Vihar.",
    programmesOffered: [],
    labs: [],
  },

  // ----------------------------------------------------------------- West
  {
    name: "DSEU Dwarka Campus",
    zone: "west",
    director: "Dr. Pankaj Lathar",
    directorEmail: "",
    directorMessage: "",
    address: "Sector-9, Dwarka, New Delhi-110077",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Dwarka%20Campus%20Sector%209%20Dwarka%20Delhi",
    about:
      "The Dwarka campus houses the university headquarters and was formerly the Integrated Institute of Technology. It conducted the walk-in admissions for UG, B.Tech and PG programmes in September 2025. Its spring 2025-26 offerings include evening PG diplomas in AI and intelligent systems and in data analysis and public policy, a PG diploma in semiconductor chip design, and certificates in French and solar panel installation.",
    programmesOffered: [],
    labs: [],
  },
  {
    name: "DSEU Ranhola Campus",
    zone: "west",
    director: "Dr. Arun Dabas",
    directorEmail: "director-ranhola@dseu.ac.in",
    directorMessage:
      "Ranhola is a compact campus where every student is known by name. We teach computer engineering in smart classrooms, and our Guru Shishya Library is a place where you can study at your own pace. I encourage you to set high goals; our teachers will support you in reaching them.",
    address:
      "Block-H2, Kunwar Singh Nagar, Near Sarvodaya Bal Vidyalaya Ranhola, Nangloi, Delhi-110041",
    mapUrl:
      "https://www.google.com/maps/search/?api=1&query=DSEU%20Ranhola%20Campus%20Nangloi%20Delhi",
    about:
      "The Ranhola campus stands in Kunwar Singh Nagar, near Nangloi. Nangloi station on the Green Line and several DTC bus routes serve it. It runs a full-time diploma in computer engineering, with smart classrooms fitted with interactive panels and the Guru Shishya Library.",
    programmesOffered: ["FTD in Computer Engineering"],
    labs: ["Computer Labs"],
  },
  {
    name: "DSEU Jaffarpur Campus",
    zone: "west",
    director: "Dr. S.V. Vageesha",
    directorEmail: "director-jaffapur@dseu.ac.in",
    directorMessage:
      "Jaffarpur offers a calm, green setting that is ideal for focused study. Our air-conditioned smart classrooms and computer labs give you what you need to become a capable computing professional. I look forward to welcoming you and to watching you succeed.",
    address: "Near NSUT West Campus, Jaffarpur, Delhi",
    mapUrl: "https://maps.app.goo.gl/YNiHzdH5A8PRcBY38",
    about:
      "The Jaffarpur campus lies close to the NSUT West Campus, the Ayurvedic university and the local ITI. It is fully air-conditioned, with smart classrooms in quiet, green surroundings. DTC buses connect it to Uttam Nagar, Dwarka and the Dhansa bus stop. It offers a diploma in computer engineering and a BCA.",
    programmesOffered: [
      "Diploma in Computer Engg",
      "Bachelor of Computer Applications (BCA)",
    ],
    labs: ["Computer Lab 1", "Computer Lab 2"],
  },
];
