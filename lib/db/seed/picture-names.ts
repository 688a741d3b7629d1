import path from "node:path";

/**
 * The university's own photographs that the seed shows (../shared/data/images, the old site's
 * pictures). The copies in ./files/pictures were made from those originals by the site's image
 * pipeline (`npm run seed:pictures`: encodeImage, at most `side` pixels a side), so the seed
 * stores them as they are, after the same header check as any upload.
 */
export const SEED_PICTURE_DIR = path.join(process.cwd(), "lib", "db", "seed", "files", "pictures");

/**
 * Shipped name → the original in ../shared/data/images, the largest side the site shows it at and,
 * for the carousel's slides that must share one shape, the size it is cut to (centred) first.
 */
export const SEED_PICTURE_SOURCES = {
  "home-dwarka-campus.jpg": { from: "BannerImg/dseuPic1.jpg", side: 1600 },
  "achievement-trophy.jpg": { from: "sports/sports0.jpg", side: 800, crop: [800, 450] },
  "achievement-students-entrance-hall.jpg": { from: "achievements/Achievements3.jpg", side: 800, crop: [800, 450] },
  "achievement-guests-on-stage.jpg": { from: "achievements/Achievements10.jpg", side: 800, crop: [800, 450] },
  "achievement-atrium-tricolour.jpg": { from: "achievements/Achievements6.jpg", side: 800, crop: [800, 450] },
  "achievement-name-wall-group.jpg": { from: "achievements/Achievements7.jpg", side: 800, crop: [800, 450] },
  "achievement-celebration-group.jpg": { from: "achievements/Achievements8.jpg", side: 800, crop: [800, 450] },
  "achievement-traditional-dress.jpg": { from: "achievements/Achivements13.jpg", side: 800, crop: [800, 450] },
  "achievement-lecture-hall.jpg": { from: "CampusEvents/campus-life-img5.jpg", side: 800, crop: [800, 450] },
  "event-foundation-day-dance.jpg": { from: "Activities/Activities5.jpg", side: 480, crop: [480, 320] },
  "event-volleyball.jpg": { from: "sports/sports2.jpg", side: 480, crop: [480, 320] },
  "event-foundation-day-music.jpg": { from: "achievements/Achievements11.jpg", side: 480, crop: [480, 320] },
  "event-workshop-kit.jpg": { from: "CampusEvents/campus-life-img1.jpg", side: 480, crop: [480, 320] },
  "event-ncc-guard-of-honour.jpg": { from: "News/News5.jpg", side: 480, crop: [480, 320] },
  "news-foundation-day-2025.jpg": { from: "News/News4.jpg", side: 480, crop: [480, 320] },
  "portrait-vinai-kumar-saxena.jpg": { from: "DG.jpg", side: 480 },
  "portrait-ashok-kumar-nagawat.jpg": { from: "VCsir.jpg", side: 480 },
  "portrait-gagan-dhawan.jpg": { from: "team-dseu/gagandhawan.jpg", side: 480 },
  "portrait-pankaj-lathar.jpg": { from: "team-dseu/pankajLathar.jpg", side: 480 },
  "partner-infosys.jpg": { from: "Partners/infosys.jpg", side: 320 },
  "partner-hdfc-bank.png": { from: "Partners/HDFC-BANK-LOGO.png", side: 320 },
  "partner-mercedes-benz.jpg": { from: "Partners/mercedes-benz-logo.jpg", side: 320 },
  "partner-starbucks.png": { from: "Partners/Starbucks_Corporation.png", side: 320 },
  "partner-tech-mahindra.jpg": { from: "Partners/Tech-Mahindra-Logo.jpg", side: 320 },
  "partner-nbcc.png": { from: "Partners/NBCC.png", side: 320 },
  "partner-aditya-birla.png": { from: "Partners/Aditya_Birla_Fashion_and_Retail.svg_-min.png", side: 320 },
  "partner-apollo-medskills.jpg": { from: "Partners/Apollo-MedSkills-High-Res-min.jpg", side: 320 },
  "campus-aryabhatt.jpg": { from: "public/campuses/aryabhatt.jpg", side: 1200 },
  "campus-dheerpur.jpg": { from: "public/campuses/dheerpur.jpg", side: 1200 },
  "campus-gb-pant.jpg": { from: "public/campuses/gbpant.jpg", side: 1200 },
  "campus-jaffarpur.jpg": { from: "public/campuses/jaffarpur.jpg", side: 1200 },
  "campus-kasturba.jpg": { from: "public/campuses/kasturba.jpg", side: 1200 },
  "campus-champs-okhla.jpg": { from: "public/campuses/okhlachamps.jpg", side: 1200 },
  "campus-okhla-2.jpg": { from: "campuses/okhla2.jpg", side: 1200 },
  "campus-pusa-1.jpg": { from: "public/campuses/pusa1.jpg", side: 1200 },
  "campus-pusa-2.jpg": { from: "public/campuses/pusa2.jpg", side: 1200 },
  "campus-rajokri.jpg": { from: "public/campuses/rajokri.jpg", side: 1200 },
  "campus-siri-fort.jpg": { from: "public/campuses/siri.jpg", side: 1200 },
  "campus-wazirpur-1.jpg": { from: "public/campuses/wazirpur.jpg", side: 1200 },
  "campus-mayur-vihar.jpg": { from: "MayurVihar.jpg", side: 1200 },
  "campus-vivek-vihar.jpg": { from: "VivekVihar.jpg", side: 1200 },
} as const satisfies Record<string, { from: string; side: number; crop?: readonly [number, number] }>;

export type SeedPictureName = keyof typeof SEED_PICTURE_SOURCES;

/** The photograph of each campus that has one (the old site's campus pictures, named after the campus). */
export const CAMPUS_PHOTOS: Readonly<Record<string, SeedPictureName>> = {
  "Aryabhatt DSEU Campus": "campus-aryabhatt.jpg",
  "DSEU Dheerpur Campus": "campus-dheerpur.jpg",
  "GB Pant DSEU Campus": "campus-gb-pant.jpg",
  "DSEU Jaffarpur Campus": "campus-jaffarpur.jpg",
  "Kasturba DSEU Campus": "campus-kasturba.jpg",
  "CHAMPS DSEU Okhla-II Campus": "campus-champs-okhla.jpg",
  "DSEU Okhla-II Campus": "campus-okhla-2.jpg",
  "DSEU Pusa-I Campus": "campus-pusa-1.jpg",
  "DSEU Pusa-II Campus": "campus-pusa-2.jpg",
  "DSEU Rajokri Campus": "campus-rajokri.jpg",
  "DSEU Siri Fort Campus": "campus-siri-fort.jpg",
  "DSEU Wazirpur-I Campus": "campus-wazirpur-1.jpg",
  "DSEU Dwarka Campus": "home-dwarka-campus.jpg",
  "DSEU Mayur Vihar Campus": "campus-mayur-vihar.jpg",
  "DSEU Vivek Vihar Campus": "campus-vivek-vihar.jpg",
};

/** The seed input's reference to a shipped picture, replaced by its /files address when stored. */
export const SEED_PICTURE_PREFIX = "seed-picture:";

export function seedPicture(name: SeedPictureName): string {
  return `${SEED_PICTURE_PREFIX}${name}`;
}
