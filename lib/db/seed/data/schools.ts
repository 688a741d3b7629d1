import type { SeedSchool } from "../types";

/**
 * The 15 Faculties of DSEU (Regulation 1 (I)) with their departments in the listed order and
 * HoD emails where the departments seed recorded one (content-facts §3).
 */
export const schools: SeedSchool[] = [
  {
    name: "Faculty of Agriculture and Allied Skills (FAAS)",
    departments: [
      { name: "Agri Business Management" },
      { name: "Dairy Management" },
      { name: "Farmhouse Management" },
      { name: "Forestry" },
      { name: "Organic Farming and Crop Management" },
      { name: "Poultry Farm Management" },
      { name: "Vertical Farming" },
    ],
  },
  {
    name: "Faculty of Allied Medical Sciences and Healthcare Skills (FAMSHS)",
    departments: [
      { name: "Allied Medical Science", hod: "b.shanmugasundaram@dseu.ac.in" },
      { name: "Allied Healthcare Science", hod: "pankaj.k.ghosh@dseu.ac.in" },
      { name: "Pharmaceutical Science", hod: "sumitra.yadav@dseu.ac.in" },
      { name: "Optometry & Vision Science", hod: "monica.chopra@dseu.ac.in" },
      { name: "Rehabilitation Science" },
    ],
  },
  {
    name: "Faculty of Design Skills (FDS)",
    departments: [
      { name: "Crafts Design" },
      { name: "Digital Media Design" },
      { name: "Fashion Design", hod: "vijay.kumar@dseu.ac.in" },
      { name: "Garment Fabrication Technology" },
      { name: "Gems and Jewellery Design" },
      { name: "Product Design" },
      { name: "Fine Arts" },
      { name: "Performing Arts" },
      { name: "Social Media Management" },
      { name: "Interior Design", hod: "arvinder.kaur@dseu.ac.in" },
    ],
  },
  {
    name: "Faculty of Architecture and Civil Engineering Skills (FACES)",
    departments: [
      { name: "Architecture", hod: "sushil.chandra@dseu.ac.in" },
      { name: "Civil Engineering", hod: "anupam.k.upadhyay@dseu.ac.in" },
      { name: "Urban Infrastructure and Planning" },
    ],
  },
  {
    name: "Faculty of Business, Finance and Managerial Skills (FBFMS)",
    departments: [
      { name: "Banking, Financial Services and Insurance", hod: "lata.rani@dseu.ac.in" },
      { name: "Business Administration" },
      { name: "Business Process Management", hod: "narender.jena@dseu.ac.in" },
      { name: "Economics" },
      { name: "E-Commerce", hod: "narender.jena@dseu.ac.in" },
      { name: "Human Resource Management" },
      { name: "International Business Management", hod: "narender.jena@dseu.ac.in" },
      { name: "Office Management (MOP)", hod: "suman.dhawan@dseu.ac.in" },
      { name: "Retail Management", hod: "narender.jena@dseu.ac.in" },
      { name: "Warehouse Management" },
      { name: "Supply Chain Management", hod: "narender.jena@dseu.ac.in" },
    ],
  },
  {
    name: "Faculty of Scientific Skills (FSS)",
    departments: [
      { name: "Physics", hod: "rita.malik@dseu.ac.in" },
      { name: "Chemistry", hod: "usha.raju@dseu.ac.in" },
      { name: "Mathematics", hod: "krishna.k.prasad@dseu.ac.in" },
      { name: "Statistics" },
      { name: "Life Sciences" },
    ],
  },
  {
    name: "Faculty of Chemical Engineering Skills (FCES)",
    departments: [
      { name: "Chemical Engineering", hod: "rashmi.panwar@dseu.ac.in" },
      { name: "Petrochemicals", hod: "yashpal@dseu.ac.in" },
      { name: "Polymer Science and Technology", hod: "makarand.d.joshi@dseu.ac.in" },
      { name: "Metallurgy and Mining" },
    ],
  },
  {
    name: "Faculty of Computational and IT Enabled Skills (FCITES)",
    departments: [
      { name: "Artificial Intelligence and Machine Learning", hod: "pravir.chitre@dseu.ac.in" },
      { name: "Augmented Reality" },
      { name: "Computer Engineering", hod: "pramod.k.goyal@dseu.ac.in" },
      { name: "Computer Science and Applications", hod: "kaushal.mehta@dseu.ac.in" },
      { name: "Data Analytics", hod: "kaushal.mehta@dseu.ac.in" },
      { name: "Library and Information Science", hod: "sushma.sharma@dseu.ac.in" },
      { name: "Virtual Reality" },
    ],
  },
  {
    name: "Faculty of Converging Science and Technology Skills (FCSTS)",
    departments: [
      { name: "Biosystem Inspired Engineering" },
      { name: "Biotechnology and Bioinformatics" },
      { name: "Computer Aided Drug Design" },
      { name: "Cognitive Neuroscience" },
      { name: "DRONE Technologies" },
      { name: "Nanotechnology" },
      { name: "Nano-Biosensor Technologies" },
      { name: "Natural Language Programming" },
      { name: "Quantum Technologies" },
      { name: "Quantum Computing" },
      { name: "Sustainability Sciences", hod: "rashmi.panwar@dseu.ac.in" },
    ],
  },
  {
    name: "Faculty of Electronics and Electrical Engineering Skills (FEEES)",
    departments: [
      { name: "Electrical Engineering", hod: "shelly.goel@dseu.ac.in" },
      { name: "Electronics Communication Engineering", hod: "krishna.singh@dseu.ac.in" },
      { name: "Instrumentation and Control Engineering" },
      { name: "Internet of Things (IoT)" },
      { name: "Networking and Security Informatics" },
    ],
  },
  {
    name: "Faculty of Entrepreneurship Skills (FES)",
    departments: [
      { name: "Innovation & Entrepreneurship", hod: "shruti.tripathi@dseu.ac.in" },
      { name: "Intrapreneurship" },
      { name: "Small Business Entrepreneurship" },
      { name: "Social Entrepreneurship", hod: "punita.duhan@dseu.ac.in" },
      { name: "Start-up Entrepreneurship" },
      { name: "Customer Service Management" },
    ],
  },
  {
    name: "Faculty of Language and Communication Skills (FLCS)",
    departments: [
      { name: "English", hod: "sampurnananda.mishra@dseu.ac.in" },
      { name: "French" },
      { name: "German" },
      { name: "Hindi" },
      { name: "Japanese" },
      { name: "Journalism" },
      { name: "Mandarin (Chinese)" },
      { name: "Russian" },
      { name: "Spanish", hod: "akshay.kumar@dseu.ac.in" },
      { name: "Korean Language" },
    ],
  },
  {
    name: "Faculty of Mechanical Engineering Skills (FMES)",
    departments: [
      { name: "Automobile Engineering", hod: "manoj.k.mishra@dseu.ac.in" },
      { name: "Mechanical Engineering", hod: "vinod.k.singoria@dseu.ac.in" },
      { name: "Mechatronics", hod: "arun.gupta@dseu.ac.in" },
      { name: "Printing and Packaging Technology", hod: "sanjay.das@dseu.ac.in" },
      { name: "Robotics and Automation", hod: "jaiprakash@dseu.ac.in" },
      { name: "Tool and Production Engineering", hod: "kanwarjeet.singh@dseu.ac.in" },
    ],
  },
  {
    name: "Faculty of Social Science and Life Skills (FSSLS)",
    departments: [
      { name: "Aesthetics & Beauty", hod: "sangeeta.jain@dseu.ac.in" },
      { name: "Cosmetology" },
      { name: "Gym Management" },
      { name: "Psychology" },
      { name: "Sports Management" },
      { name: "Yoga, Wellness and Meditation" },
      { name: "Relationship Management" },
    ],
  },
  {
    name: "Faculty of Tourism and Hospitality Skills (FTHS)",
    departments: [
      { name: "Event Management" },
      { name: "Food Production" },
      { name: "Front Office Management" },
      { name: "Facility Management" },
      { name: "Home Science" },
      { name: "Hospital Facility Management" },
      { name: "Hotel Management" },
      { name: "Tourism and Cultural Affairs" },
    ],
  },
];
