import { admissionFields, admissionGuidelinesFields, admissionProcessFields, refundPolicyFields } from "./admission";
import type { PageFields } from "./build";
import { contactPageFields, disclosuresPageFields, researchPageFields } from "./facts";
import { alumniPageFields, feedbackPageFields, grievancePageFields } from "./forms";
import { holidayCalendarFields } from "./offices";
import { entrepreneurshipFields, placementFields } from "./placement";

/**
 * Every page whose layout is special, by its address: its structured parts are parsed with this
 * schema on every save and edited with these controls. A page not named here has only its body.
 */
const ALL: PageFields[] = [
  holidayCalendarFields,
  contactPageFields,
  disclosuresPageFields,
  researchPageFields,
  placementFields,
  entrepreneurshipFields,
  grievancePageFields,
  alumniPageFields,
  feedbackPageFields,
  admissionFields,
  admissionProcessFields,
  admissionGuidelinesFields,
  refundPolicyFields,
];

export const PAGE_FIELDS: ReadonlyMap<string, PageFields> = new Map(ALL.map((def) => [def.path, def]));
