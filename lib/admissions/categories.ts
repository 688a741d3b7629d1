/** Admission category codes of the allotment files, in words (codes not listed are shown as given). */
export const CATEGORY_NAMES: Record<string, string> = {
  DEL_UR: "Delhi General",
  DEL_SC: "Delhi SC",
  DEL_ST: "Delhi ST",
  DEL_OBC: "Delhi OBC",
  OD_DEL_UR: "Outside Delhi General",
  OD_DEL_SC: "Outside Delhi SC",
  OD_DEL_ST: "Outside Delhi ST",
  OB_DEL_SC: "Outside Delhi SC",
  OB_DEL_ST: "Outside Delhi ST",
  OD_DEL_EWS: "Outside Delhi EWS",
  EWS: "EWS",
};

export function admissionCategoryInWords(code: string): string {
  return CATEGORY_NAMES[code.trim().toUpperCase()] ?? code;
}
