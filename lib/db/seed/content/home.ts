import type { Zone } from "../../../campuses/zones";
import { documentPages } from "./documents";
import { seedPicture, type SeedPictureName } from "../picture-names";

/**
 * Words and pictures of the home page and the header, written from content-facts §0, §1, §7 and
 * §11. The banner is the university's own photograph (lib/db/seed/pictures.ts); the other pictures
 * are original illustrations in public/images.
 */

/**
 * A picture: an original SVG illustration in public/images, or one of the university's photographs
 * shipped with the seed (`seedPicture`, stored through the file pipeline when the seed runs).
 */
export type Picture = { src: string; alt: string; width: number; height: number };

/** Seed input: the three pictures the desktop header rotates through (staff edit them in the home content). */
export const headerBanners: Picture[] = [
  { src: "/images/header/banner-skill.svg", alt: "Learn a skill: hands-on from the first day", width: 320, height: 72 },
  {
    src: "/images/header/banner-enterprise.svg",
    alt: "Build an enterprise: ideas turned into ventures",
    width: 320,
    height: 72,
  },
  {
    src: "/images/header/banner-excellence.svg",
    alt: "Crafting excellence: skills for a changing world",
    width: 320,
    height: 72,
  },
];

export const homeBanner = {
  picture: {
    src: seedPicture("home-dwarka-campus.jpg"),
    alt: "The glass-fronted main building of the DSEU Dwarka campus, with a large “I love DSEU” sign on the lawn in front",
    width: 1600,
    height: 1067,
  } satisfies Picture,
  lead: "A state university of the Government of NCT of Delhi where diploma, undergraduate and postgraduate students learn by doing, in campuses across every zone of the city.",
  actions: [
    { label: "Explore programmes", href: "/Courses" },
    { label: "Admission 2025-26", href: "/admission" },
  ],
};

/**
 * Seed input: the two leaders' cards (which office, the card's heading, where "Know More" goes);
 * staff edit them in the home content.
 */
export const leaderDesks = [
  {
    office: "chancellor",
    heading: "Hon'ble Chancellor's Desk",
    knowMore: "https://lg.delhi.gov.in/lg-profile",
  },
  {
    office: "vice-chancellor",
    heading: "Vice Chancellor's Desk",
    knowMore: "/administration/vice-chancellor",
  },
] as const;

/**
 * Eight achievements for the carousel; figures are from the placement and entrepreneurship pages,
 * pictures from the old site's achievements carousel.
 */
export const achievements: { picture: Picture; title: string; text: string }[] = [
  {
    title: "2300+ placement offers",
    text: "Offers made to DSEU students by recruiters at campus placement drives.",
    picture: photo(
      "achievement-students-entrance-hall.jpg",
      "Students and staff pose together in the DSEU entrance hall, beneath the university's name",
    ),
  },
  {
    title: "Swavalamban Super 30",
    text: "With SIDBI, the top 30 student entrepreneurs were selected from 1000+ registrations, 567 pitches and 130 interviews.",
    picture: photo(
      "achievement-guests-on-stage.jpg",
      "Guests greet the audience from the stage of a packed DSEU auditorium",
    ),
  },
  {
    title: "11.5 LPA highest PG package",
    text: "The highest package offered to a postgraduate student.",
    picture: photo(
      "achievement-name-wall-group.jpg",
      "A group of staff and guests stands in front of the DSEU name wall",
    ),
  },
  {
    title: "165+ companies",
    text: "Companies that took part in DSEU placements.",
    picture: photo(
      "achievement-lecture-hall.jpg",
      "Students at their desks in a classroom while a teacher writes on the whiteboard",
    ),
  },
  {
    title: "9 LPA highest UG package",
    text: "The highest package offered to an undergraduate student.",
    picture: photo(
      "achievement-celebration-group.jpg",
      "Students in festive dress with staff and guests at a university celebration",
    ),
  },
  {
    title: "200+ company visits",
    text: "Recruiters who came to DSEU campuses to hire.",
    picture: photo("achievement-trophy.jpg", "Students cheer, holding up a trophy and their certificates"),
  },
  {
    title: "137 diploma students at Maruti Suzuki",
    text: "Maruti Suzuki selected more DSEU diploma students than any other listed recruiter.",
    picture: photo(
      "achievement-atrium-tricolour.jpg",
      "Staff and guests stand in a row in a campus atrium decorated in the national colours",
    ),
  },
  {
    title: "80K highest internship stipend",
    text: "The highest internship stipend offered to a DSEU student.",
    picture: photo(
      "achievement-traditional-dress.jpg",
      "Students in traditional dress stand on stage with guests at a DSEU celebration",
    ),
  },
];

/**
 * Recruiting and training partners, each with its logo from the old site's partners block
 * (../shared/data/images/Partners); a partner added without one is shown by its name alone.
 */
export const partners: { name: string; href: string; logo?: Picture }[] = [
  {
    name: "Infosys",
    href: "https://www.infosys.com",
    logo: logo("partner-infosys.jpg", "Infosys logo: the name in blue with the line “Navigate your next”", 250, 200),
  },
  {
    name: "HDFC Bank",
    href: "https://www.hdfcbank.com",
    logo: logo(
      "partner-hdfc-bank.png",
      "HDFC Bank logo: a red and white square beside the name in white on blue",
      320,
      88,
    ),
  },
  {
    name: "Mercedes-Benz",
    href: "https://www.mercedes-benz.com",
    logo: logo(
      "partner-mercedes-benz.jpg",
      "Mercedes-Benz logo: the silver three-pointed star above the name",
      320,
      187,
    ),
  },
  {
    name: "Starbucks",
    href: "https://www.starbucks.com",
    logo: logo(
      "partner-starbucks.png",
      "Starbucks logo: the green and white crowned siren in a green circle",
      316,
      320,
    ),
  },
  {
    name: "Tech Mahindra",
    href: "https://www.techmahindra.com",
    logo: logo("partner-tech-mahindra.jpg", "Tech Mahindra Foundation logo: the name in grey and red", 320, 146),
  },
  {
    name: "NBCC",
    href: "https://www.nbccindia.com",
    logo: logo(
      "partner-nbcc.png",
      "NBCC logo: the name in Hindi and English in a blue house shape, “A Navratna CPSE” below",
      320,
      307,
    ),
  },
  {
    name: "Aditya Birla Fashion and Retail",
    href: "https://www.abfrl.com",
    logo: logo(
      "partner-aditya-birla.png",
      "Aditya Birla Fashion & Retail logo: a red and yellow rising sun under the name",
      320,
      313,
    ),
  },
  {
    name: "Apollo MedSkills",
    href: "https://www.apollohospitals.com",
    logo: logo(
      "partner-apollo-medskills.jpg",
      "Apollo MedSkills logo: the name in teal and orange with “Leading the Skilling Revolution”",
      320,
      284,
    ),
  },
];

export type NewsItem = {
  date: string;
  title: string;
  summary: string;
  link?: { href: string; label: string; external?: boolean };
  /** A photograph of the event itself; the others have none among the university's pictures. */
  picture?: Picture;
};

/**
 * Dated events from the university's own notices and orders (content-facts §11) and, for the 2025
 * Foundation Day, from the banner in the university's photograph of it (News/News4.jpg); newest first.
 */
export const news: NewsItem[] = [
  {
    date: "2025-11-26",
    title: "IQAC committee constituted",
    summary:
      "An order of 26 November 2025 sets up the Internal Quality Assurance Cell, chaired by the Vice Chancellor, under NAAC guidelines.",
    link: { href: "/academics/IQAC", label: "About the IQAC" },
  },
  {
    date: "2025-11-15",
    title: "Last date for Controller of Finance applications",
    summary:
      "Applications for the post of Controller of Finance closed on 15 November 2025; they were taken on the non-teaching recruitment portal.",
    link: { href: "/recruitment", label: "Job Portal" },
  },
  {
    date: "2025-10-11",
    title: "Foundation Day celebrated at Yashobhoomi",
    summary:
      "DSEU celebrated its Foundation Day on 11 October 2025 at Brahmkamal Hall, Yashobhoomi, Dwarka, with Sh. Ashish Sood, Delhi's Minister of Education, as chief guest.",
    picture: eventPhoto(
      "news-foundation-day-2025.jpg",
      "Students in white T-shirts line up on the stage of DSEU's Foundation Day celebrations on 11 October 2025, the event's banner behind them",
    ),
  },
  {
    date: "2025-09-29",
    title: "Diploma multi-entry spot admission",
    summary:
      "Spot admission straight into the second year of twelve diploma programmes was held at DSEU Wazirpur-I Campus on 29 September 2025.",
  },
  {
    date: "2025-08-04",
    title: "Classes begin for the 2025-26 batch",
    summary:
      "Diploma classes began on 4 August 2025, followed by B.Tech on 5 August, UG on 7 August and PG on 18 August.",
  },
  {
    date: "2023-10-14",
    title: "Swavalamban Super 30 launched with SIDBI",
    summary:
      "Six weeks of weekend classes, industry visits and meetings with founders for the top 30 student entrepreneurs, run with SIDBI.",
    link: { href: "/Entrepreneurship", label: "Entrepreneurship at DSEU" },
  },
];

/** Student events, each with a photograph of such an event where the university has one. */
export const studentEvents: { picture?: Picture; title: string }[] = [
  {
    title: "Cultural performances on stage",
    picture: eventPhoto(
      "event-foundation-day-dance.jpg",
      "Students in flared traditional skirts dance on stage at DSEU's 6th Foundation Day celebrations",
    ),
  },
  // No photograph of the run is among the university's pictures.
  { title: "World Standards Day quality run with the Bureau of Indian Standards" },
  { title: "Sports meets", picture: eventPhoto("event-volleyball.jpg", "Students play volleyball on a campus ground") },
  {
    title: "NCC parades",
    picture: eventPhoto(
      "event-ncc-guard-of-honour.jpg",
      "NCC cadets in khaki uniform and red-plumed berets stand with rifles as guests walk past at a DSEU campus",
    ),
  },
  {
    title: "Music evenings",
    picture: eventPhoto(
      "event-foundation-day-music.jpg",
      "Students play guitars and sing on stage at DSEU's 6th Foundation Day celebrations",
    ),
  },
  {
    title: "Technology showcases",
    picture: eventPhoto("event-workshop-kit.jpg", "Students assemble and test a machine kit in a workshop"),
  },
];

/** "Voice of DSEU": the university's own videos. */
export const videos: { title: string; href: string }[] = [
  { title: "DSEU Admission form filling steps", href: "https://youtu.be/MB3TbJOf0S4" },
  { title: "Valedictory Speech of Hon'ble Vice Chancellor, DSEU", href: "https://www.youtube.com/watch?v=RV42xYACFZM" },
  { title: "DSEU Chetak Awards", href: "https://www.youtube.com/watch?v=RfnC6ltc9pg" },
  { title: "G20 Fashionista organised at DSEU", href: "https://www.youtube.com/watch?v=_2nZ5XGAzgg" },
  {
    title: "DSEU Talks on Women's Welfare to Women Led Development",
    href: "https://www.youtube.com/watch?v=pXfQx0dD8R0",
  },
  { title: "Motivational Talk for Faculty and Students", href: "https://www.youtube.com/watch?v=Zwguntx_v68" },
];

export const admissionNotice = {
  title: "Admission Notifications",
  diplomaResult: { href: "/admission/result/diploma/round4", label: "Diploma Round 4 seat allocation result" },
  walkIn: {
    href: documentPages.walkInGuidelines,
    label: "Walk-in admission guidelines for UG, B.Tech and PG, academic year 2025-26",
    startingDate: "03.09.2025",
  },
};

/** The picture of each zone's card in the home page's campuses block. */
export const campusPictures = {
  central: pic("campus-central", 480, 270),
  north: pic("campus-north", 480, 270),
  south: pic("campus-south", 480, 270),
  east: pic("campus-east", 480, 270),
  west: pic("campus-west", 480, 270),
} satisfies Record<Zone, Picture>;

/** One of the university's photographs (lib/db/seed/pictures.ts); its size is the stored copy's. */
function photo(name: SeedPictureName, alt: string): Picture {
  return { src: seedPicture(name), alt, width: 800, height: 450 };
}

/** A student event's photograph, cut to the block's 480 × 320. */
function eventPhoto(name: SeedPictureName, alt: string): Picture {
  return { src: seedPicture(name), alt, width: 480, height: 320 };
}

/** A partner's logo as the old site showed it; its size is the stored copy's. */
function logo(name: SeedPictureName, alt: string, width: number, height: number): Picture {
  return { src: seedPicture(name), alt, width, height };
}

function pic(name: string, width: number, height: number): Picture {
  return { src: `/images/home/${name}.svg`, alt: "", width, height };
}
