/**
 * Outside addresses the content pages link to (content-facts §0.3). The portals shared with the
 * header and navigation stay in lib/db/seed/content/site.ts.
 */
export const externalLinks = {
  ltGovernorProfile: "https://lg.delhi.gov.in/lg-profile",
  rtiPortal: "https://rtionline.delhi.gov.in/",
  libraryCatalogue: "https://dseu.bestbookbuddies.com/",
  informationBulletin2025: "https://drive.google.com/file/d/16mO1wuwK40lwRe4uAz5_iDT5aqtqBFsY/view",
  commencementOfClasses2025: "https://drive.google.com/file/d/1vc-p-RJUSlpxtyCs5d-QglEr6nxwoXsN/view",
  feePaymentGuide: "https://drive.google.com/file/d/1dV-ujr-aZGG4uNb20h229NpBM8McyC-F/view",
  admissionFormVideo: "https://youtu.be/MB3TbJOf0S4",
  ugcWebsite: "https://www.ugc.gov.in/",
  antiRaggingPortal: "https://www.antiragging.in/",
} as const;
