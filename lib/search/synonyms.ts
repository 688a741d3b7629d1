/**
 * Words visitors type for what the site names otherwise (menu names, official terms). Each group
 * is a set of equivalent phrases: a query containing one phrase of a group is also searched with
 * each other phrase in its place. Pure data and functions, so the overlay uses them too.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["t & p cell", "t&p cell", "training and placement", "placement", "placements", "recruiters", "jobs for students"],
  ["job portal", "jobs", "vacancies", "recruitment", "careers", "work with us"],
  ["hostel", "accommodation", "residential"],
  ["fee", "fees", "fee structure", "refund"],
  ["result", "results", "seat allocation", "allotment", "merit list"],
  ["contact", "contact us", "address", "email", "helpdesk", "phone"],
  ["dwarka", "headquarters", "hq", "sector 9"],
  ["campus", "campuses", "college"],
  ["courses", "programmes", "programs", "course"],
  ["admission", "admissions", "apply", "registration"],
  ["exam", "exams", "examination", "date sheet"],
  ["phd", "ph.d", "doctoral", "research"],
  ["rti", "right to information"],
  ["ugc", "university grants commission", "approvals", "disclosures"],
  ["coe", "controller of examination"],
  ["cof", "controller of finance"],
  ["vc", "vice chancellor", "vice-chancellor"],
];

function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/\s+/g, " ").trim()} `;
}

/**
 * The query itself followed by each variant in which one phrase of a synonym group is replaced by
 * another phrase of the same group (whole words only), without duplicates.
 */
export function expandQuery(query: string): string[] {
  const padded = normalise(query);
  const variants = new Set<string>([padded.trim()]);
  for (const group of SYNONYM_GROUPS) {
    for (const phrase of group) {
      const needle = ` ${phrase} `;
      if (!padded.includes(needle)) continue;
      for (const other of group) {
        if (other !== phrase) variants.add(padded.replace(needle, ` ${other} `).trim());
      }
    }
  }
  return [...variants].filter(Boolean);
}
