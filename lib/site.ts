/**
 * The university's identity, as its Act names it: not content staff edit, since the institution's
 * name and legal status change only by law. Its contacts, address and portals are site settings
 * (lib/content/site-contacts.ts, sitePortals).
 */
export const university = {
  name: "Delhi Skill and Entrepreneurship University",
  shortName: "DSEU",
  legalStatus: "A State University established under Govt. of NCT of Delhi Act 04 of 2020",
  /** The site's description for search engines and link previews. */
  description:
    "Delhi Skill and Entrepreneurship University (DSEU) is a state university of the Government of NCT of Delhi offering skill-based diploma, undergraduate and postgraduate programmes across campuses in every zone of Delhi.",
} as const;

/**
 * The government the university belongs to and the National Portal, which GIGW asks every page to
 * link: identity by law like the name above, so not site settings.
 */
export const governmentSites = {
  delhi: "https://delhi.gov.in",
  nationalPortal: "https://www.india.gov.in",
} as const;
