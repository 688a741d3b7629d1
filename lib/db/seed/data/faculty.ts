import type { SeedFacultyMember } from "../types";

/**
 * Fictional sample faculty for the demonstration database (example.org addresses, invented
 * people). Departments are exact names from schools.ts; the real HoD emails there are untouched.
 */
export const sampleFaculty: SeedFacultyMember[] = [
  {
    salutation: "Dr.",
    firstname: "Ananya",
    surname: "Sharma",
    email: "a.sharma@example.org",
    designation: "Associate Professor",
    department: "Computer Engineering",
    overview:
      "Ananya teaches operating systems and computer networks to diploma and B.Tech students. She has fifteen years of teaching experience and coordinates the department's industry internships.",
    research: [
      {
        researchArea: "Network Security",
        researchOverview:
          "Lightweight intrusion detection for small campus and office networks using flow statistics.",
        publications:
          "A. Sharma, 'Flow-based anomaly detection for low-cost routers', Sample Journal of Networking, 2023.",
      },
    ],
  },
  {
    salutation: "Mr.",
    firstname: "Rohan",
    surname: "Mehra",
    email: "r.mehra@example.org",
    designation: "Lecturer",
    department: "Computer Engineering",
    overview:
      "Rohan runs the programming and web development labs for first-year diploma students. Before teaching he worked as a software developer for five years.",
  },
  {
    salutation: "Prof.",
    firstname: "Vikram",
    surname: "Bhatia",
    email: "v.bhatia@example.org",
    designation: "Professor",
    department: "Electronics Communication Engineering",
    overview:
      "Vikram teaches signal processing and communication systems and guides final-year projects. He has mentored several student teams in national hardware contests.",
    research: [
      {
        researchArea: "Wireless Communication",
        researchOverview:
          "Low-power wireless links for sensor networks in agriculture and buildings.",
        publications:
          "V. Bhatia and K. Nair, 'Energy-aware scheduling in sensor networks', Sample Transactions on Communication, 2022.",
      },
      {
        researchArea: "Embedded Systems",
        researchOverview: "Low-cost embedded platforms for teaching laboratories.",
        publications: "V. Bhatia, 'Open hardware in diploma labs', Sample Conference on Engineering Education, 2021.",
      },
    ],
  },
  {
    salutation: "Ms.",
    firstname: "Kavya",
    surname: "Nair",
    email: "k.nair@example.org",
    designation: "Assistant Professor",
    department: "Electronics Communication Engineering",
    overview:
      "Kavya teaches digital electronics and microcontrollers. She looks after the department's IoT lab and its student club.",
  },
  {
    salutation: "Dr.",
    firstname: "Farhan",
    surname: "Qureshi",
    email: "f.qureshi@example.org",
    designation: "Associate Professor",
    department: "Electrical Engineering",
    overview:
      "Farhan teaches power systems and electrical machines. He has worked on rooftop solar projects and trains students in solar installation.",
    research: [
      {
        researchArea: "Renewable Energy",
        researchOverview: "Performance of rooftop solar plants in dusty urban conditions.",
        publications:
          "F. Qureshi, 'Soiling losses of rooftop PV in a dense city', Sample Journal of Renewable Energy, 2024.",
      },
    ],
  },
  {
    salutation: "Ms.",
    firstname: "Ishita",
    surname: "Verma",
    email: "i.verma@example.org",
    designation: "Lecturer",
    department: "Electrical Engineering",
    overview:
      "Ishita teaches electrical wiring and measurement labs. She also coordinates the department's safety training.",
  },
  {
    salutation: "Dr.",
    firstname: "Meenakshi",
    surname: "Iyer",
    email: "m.iyer@example.org",
    designation: "Assistant Professor",
    department: "Civil Engineering",
    overview:
      "Meenakshi teaches structural analysis and building materials. She takes students on regular site visits to construction projects.",
    research: [
      {
        researchArea: "Sustainable Construction Materials",
        researchOverview: "Using recycled aggregates in non-structural concrete.",
        publications:
          "M. Iyer, 'Recycled aggregate concrete for pavements', Sample Journal of Civil Engineering, 2023.",
      },
    ],
  },
  {
    salutation: "Mr.",
    firstname: "Arjun",
    surname: "Rawat",
    email: "a.rawat@example.org",
    designation: "Lecturer",
    department: "Civil Engineering",
    overview:
      "Arjun teaches surveying and estimation. He runs the total-station and drafting sessions for diploma students.",
  },
  {
    salutation: "Prof.",
    firstname: "Sunita",
    surname: "Kapoor",
    email: "s.kapoor@example.org",
    designation: "Professor",
    department: "Architecture",
    overview:
      "Sunita teaches architectural design studios and building services. She has practised as an architect on housing and school projects.",
    research: [
      {
        researchArea: "Climate-Responsive Design",
        researchOverview: "Passive cooling strategies for low-income housing in hot and dry climates.",
        publications:
          "S. Kapoor, 'Courtyards and comfort in affordable housing', Sample Architecture Review, 2022.",
      },
    ],
  },
  {
    salutation: "Dr.",
    firstname: "Nikhil",
    surname: "Joshi",
    email: "n.joshi@example.org",
    designation: "Associate Professor",
    department: "Mechanical Engineering",
    overview:
      "Nikhil teaches thermodynamics and manufacturing processes. He advises the student team that builds an electric go-kart each year.",
    research: [
      {
        researchArea: "Additive Manufacturing",
        researchOverview: "Process settings for strong, low-cost 3D printed jigs and fixtures.",
        publications:
          "N. Joshi, 'Infill patterns and fixture strength', Sample Journal of Manufacturing, 2024.",
      },
    ],
  },
  {
    salutation: "Mr.",
    firstname: "Devendra",
    surname: "Yadav",
    email: "d.yadav@example.org",
    designation: "Lecturer",
    department: "Mechanical Engineering",
    overview:
      "Devendra supervises the mechanical workshop and teaches machining practice. He has long experience with CNC lathes and milling machines.",
  },
  {
    salutation: "Dr.",
    firstname: "Priyanka",
    surname: "Bansal",
    email: "p.bansal@example.org",
    designation: "Assistant Professor",
    department: "Chemical Engineering",
    overview:
      "Priyanka teaches mass transfer and process control. She organises plant visits for diploma students.",
    research: [
      {
        researchArea: "Wastewater Treatment",
        researchOverview: "Low-cost adsorbents for removing dyes from industrial effluent.",
        publications:
          "P. Bansal, 'Agro-waste adsorbents for textile effluent', Sample Journal of Chemical Processes, 2023.",
      },
    ],
  },
  {
    salutation: "Ms.",
    firstname: "Tanvi",
    surname: "Kulkarni",
    email: "t.kulkarni@example.org",
    designation: "Assistant Professor",
    department: "Data Analytics",
    overview:
      "Tanvi teaches statistics, Python and data visualisation. She mentors students preparing for analytics internships.",
  },
  {
    salutation: "Dr.",
    firstname: "Rahul",
    surname: "Menon",
    email: "r.menon@example.org",
    designation: "Associate Professor",
    department: "Data Analytics",
    overview:
      "Rahul teaches machine learning and database systems in the data analytics programmes. He previously worked in a retail analytics firm.",
    research: [
      {
        researchArea: "Applied Machine Learning",
        researchOverview: "Demand forecasting for small retailers with limited sales history.",
        publications:
          "R. Menon, 'Forecasting with sparse sales data', Sample Journal of Data Science, 2024.",
      },
    ],
  },
  {
    salutation: "Ms.",
    firstname: "Neha",
    surname: "Chauhan",
    email: "n.chauhan@example.org",
    designation: "Assistant Professor",
    department: "Retail Management",
    overview:
      "Neha teaches visual merchandising and store operations. She manages the department's retail lab.",
  },
  {
    salutation: "Dr.",
    firstname: "Aditya",
    surname: "Malhotra",
    email: "a.malhotra@example.org",
    designation: "Associate Professor",
    department: "Banking, Financial Services and Insurance",
    overview:
      "Aditya teaches banking operations, financial markets and insurance. He spent ten years in retail banking before joining academia.",
    research: [
      {
        researchArea: "Financial Inclusion",
        researchOverview: "Use of digital payments by small traders in urban markets.",
        publications:
          "A. Malhotra, 'Digital payments among street vendors', Sample Journal of Banking Studies, 2023.",
      },
    ],
  },
  {
    salutation: "Ms.",
    firstname: "Sneha",
    surname: "Pillai",
    email: "s.pillai@example.org",
    designation: "Lecturer",
    department: "Hotel Management",
    overview:
      "Sneha teaches front office and housekeeping practice. She previously worked in hotel operations.",
  },
  {
    salutation: "Dr.",
    firstname: "Karan",
    surname: "Sethi",
    email: "k.sethi@example.org",
    designation: "Assistant Professor",
    department: "English",
    overview:
      "Karan teaches communication skills and business English across programmes. He runs workshops on interview preparation.",
    research: [
      {
        researchArea: "English for Specific Purposes",
        researchOverview: "Workplace communication needs of technical diploma graduates.",
        publications:
          "K. Sethi, 'What employers expect from technicians' English', Sample Journal of Language Teaching, 2022.",
      },
    ],
  },
  {
    salutation: "Ms.",
    firstname: "Ritika",
    surname: "Arora",
    email: "r.arora@example.org",
    designation: "Assistant Professor",
    department: "Digital Media Design",
    overview:
      "Ritika teaches graphic design and motion graphics. She has worked as a designer for publishing and advertising clients.",
  },
  {
    salutation: "Dr.",
    firstname: "Imran",
    surname: "Siddiqui",
    email: "i.siddiqui@example.org",
    designation: "Associate Professor",
    department: "Artificial Intelligence and Machine Learning",
    overview:
      "Imran teaches deep learning and natural language processing. He guides student projects that use AI for public services.",
    research: [
      {
        researchArea: "Natural Language Processing",
        researchOverview: "Speech and text tools for Hindi and other Indian languages.",
        publications:
          "I. Siddiqui, 'Low-resource speech recognition for Hindi dialects', Sample Journal of AI Research, 2024.",
      },
    ],
  },
  {
    salutation: "Mr.",
    firstname: "Gaurav",
    surname: "Thakur",
    email: "g.thakur@example.org",
    designation: "Lecturer",
    department: "Printing and Packaging Technology",
    overview:
      "Gaurav teaches offset printing and packaging design. He maintains the department's press lab.",
  },
  {
    salutation: "Dr.",
    firstname: "Shalini",
    surname: "Rao",
    email: "s.rao@example.org",
    designation: "Assistant Professor",
    department: "Optometry & Vision Science",
    overview:
      "Shalini teaches clinical optometry and contact lens practice. She supervises students at vision screening camps.",
    research: [
      {
        researchArea: "Paediatric Vision Screening",
        researchOverview: "Simple screening methods for refractive errors in school children.",
        publications:
          "S. Rao, 'Screening school children for myopia with basic tools', Sample Journal of Optometry, 2023.",
      },
    ],
  },
  {
    salutation: "Prof.",
    firstname: "Manish",
    surname: "Agarwal",
    email: "m.agarwal@example.org",
    designation: "Professor",
    department: "Computer Science and Applications",
    overview:
      "Manish teaches software engineering and cloud computing to BCA and MCA students. He has led curriculum design for several computing programmes.",
  },
  {
    salutation: "Ms.",
    firstname: "Pooja",
    surname: "Dhillon",
    email: "p.dhillon@example.org",
    designation: "Assistant Professor",
    department: "Aesthetics & Beauty",
    overview:
      "Pooja teaches skin care and cosmetology practice. She also coaches students who want to run their own salon.",
  },
];
