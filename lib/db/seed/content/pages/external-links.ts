/**
 * Outside addresses the content pages link to (content-facts §0.3). The portals shared with the
 * header and navigation stay in lib/db/seed/content/site.ts.
 */
export const externalLinks = {
  ltGovernorProfile: "https://lg.delhi.gov.in/lg-profile",
  rtiPortal: "https://rtionline.delhi.gov.in/",
  libraryCatalogue: "https://dseu.bestbookbuddies.com/",
  admissionFormVideo: "https://youtu.be/MB3TbJOf0S4",
  ugcWebsite: "https://www.ugc.gov.in/",
  antiRaggingPortal: "https://www.antiragging.in/",
} as const;
