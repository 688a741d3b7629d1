import { university } from "../../../site";

/**
 * Seed input of the site settings (address, contacts, copyright year), with the university's
 * identity beside them for the seed's texts that name it.
 */
export const site = {
  ...university,
  address: "Sector-9, Dwarka, New Delhi-110077",
  mapUrl: "https://www.google.com/maps/search/?api=1&query=Delhi+Skill+and+Entrepreneurship+University",
  website: "https://dseu.ac.in",
  helpdeskEmail: "helpdesk@dseu.ac.in",
  admissionHelpdeskEmail: "helpdesk-admission@dseu.ac.in",
  rtiEmail: "rti@dseu.ac.in",
  /** content-facts.md names no Web Information Manager: empty until the university names one. */
  webInformationManager: { name: { en: "" }, designation: { en: "" }, email: "", phone: "" },
  copyright: "© 2025 Delhi Skill and Entrepreneurship University, Delhi 110077. All Rights Reserved.",
} as const;

/** Seed input of the site settings' portals. */
export const portals = {
  studentLogin: "https://dseu.samarth.edu.in/index.php/site/login",
  facultyLogin: "https://dseu.samarth.ac.in/index.php/site/login",
  admissionsAfter10th: "https://dseuadm.samarth.edu.in/",
  admissionsAfter12th: "https://dseuadm.samarth.edu.in/ug",
  admissionsAfterBachelor: "https://dseuadm.samarth.edu.in/pg",
} as const;

/** Seed input: the frame and the home page read these from the published home content (staff edit them). */
export const socialLinks = [
  { name: "X", href: "https://x.com/dseu_official" },
  { name: "LinkedIn", href: "https://www.linkedin.com/school/delhi-skill-and-entrepreneurship-university/" },
  { name: "Facebook", href: "https://www.facebook.com/dseuofficial/" },
  { name: "Instagram", href: "https://www.instagram.com/dseu_official" },
] as const;

/** Seed input, as socialLinks. */
export const youtubeChannels = [
  { name: "DSEU Official", href: "https://www.youtube.com/channel/UCI15NHqMRNTjPdzrteFuwgA" },
  { name: "DSEU Talks", href: "https://www.youtube.com/@DSEUTalks" },
] as const;
