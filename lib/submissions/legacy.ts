import { grievanceCategoryLabel, type GrievanceInput } from "./schema";

/**
 * The old single-page app's grievance form (legacy-api §3.10) names campuses by short codes;
 * each maps to the slug of the campus in the database.
 */
export const LEGACY_CAMPUS_CODES: Record<string, string> = {
  aryabhat: "aryabhatt-dseu-campus",
  "guru-nanak": "guru-nanak-dev-dseu-campus",
  kasturba: "kasturba-dseu-campus",
  "wazirpur-i": "dseu-wazirpur-i-campus",
  "wazirpur-ii": "dseu-wazirpur-ii-campus",
  dheerpur: "dseu-dheerpur-campus",
  "gb-pant": "gb-pant-dseu-campus",
  "champs-okhla-ii": "champs-dseu-okhla-ii-campus",
  "okhla-ii": "dseu-okhla-ii-campus",
  meerabai: "meerabai-dseu-campus",
  "pusa-i": "dseu-pusa-i-campus",
  "pusa-ii": "dseu-pusa-ii-campus",
  rajokri: "dseu-rajokri-campus",
  jahndewalan: "dseu-jahndewalan-campus",
  "siri-fort": "dseu-siri-fort-campus",
  ambedkar: "ambedkar-dseu-campus",
  "bhai-parmanand": "bhai-parmanand-dseu-campus",
  "vivek-vihar": "dseu-vivek-vihar-campus",
  "mayur-vihar": "dseu-mayur-vihar-campus",
  dwarka: "dseu-dwarka-campus",
  ranhola: "dseu-ranhola-campus",
  jaffarpur: "dseu-jaffarpur-campus",
};

function text(form: FormData, field: string): string | undefined {
  const value = form.get(field);
  return typeof value === "string" ? value : undefined;
}

/**
 * The old form's multipart fields as the grievance form's input. It had no subject line, so the
 * subject names the category; an unknown campus code is passed on as it is and refused by the
 * service like any unknown campus.
 */
export function grievanceFromLegacyForm(form: FormData): GrievanceInput {
  const campusCode = text(form, "campus")?.trim().toLowerCase() ?? "";
  const category = text(form, "grievanceCategory") ?? "";
  const pdf = form.get("pdf");
  return {
    name: text(form, "fullName") ?? "",
    email: text(form, "email") ?? "",
    phone: text(form, "mobile") ?? "",
    campus: LEGACY_CAMPUS_CODES[campusCode] ?? campusCode,
    category: category as GrievanceInput["category"],
    subject: `Student grievance: ${grievanceCategoryLabel(category)}`,
    description: text(form, "description") ?? "",
    enrollmentNumber: text(form, "enrollmentNumber"),
    department: text(form, "department"),
    program: text(form, "program"),
    attachment: pdf ?? undefined,
  };
}
