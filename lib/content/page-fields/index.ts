import { admissionFields, admissionGuidelinesFields, admissionProcessFields, refundPolicyFields } from "./admission";
import type { PageFields } from "./build";
import { contactPageFields, disclosuresPageFields, researchPageFields } from "./facts";
import { alumniPageFields, feedbackPageFields, grievancePageFields } from "./forms";
import { entrepreneurshipFields, placementFields } from "./placement";
import { aboutUniversityFields, annualReportFields } from "./about";
import { academicAdministrationFields, academicCalendarFields, iqacFields, regulationsFields } from "./academics";
import { holidayCalendarFields, otherAcademicUnitsFields, supportServicesFields, ugcGuidelinesFields } from "./offices";
import {
  chancellorFields,
  controllerOfExaminationFields,
  controllerOfFinanceFields,
  registrarFields,
  viceChancellorFields,
} from "./leadership";
import { collaborationFields } from "./collaborations";
import {
  antiRaggingFields,
  equalOpportunityFields,
  iccFields,
  libraryFields,
  nccFields,
  scholarshipFields,
  sportsFields,
} from "./student-life";
import {
  boardOfManagementFields,
  employeePoliciesFields,
  statutesFields,
  statutoryCommitteesFields,
  teamDseuFields,
} from "./administration";
import { accessibilityStatementFields } from "./policies";
import { examinationFields } from "./examination";

/**
 * Every page whose layout is special, by its address: its structured parts are parsed with this
 * schema on every save and edited with these controls. A page not named here has only its body.
 */
const ALL: PageFields[] = [
  holidayCalendarFields,
  aboutUniversityFields,
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
  academicAdministrationFields,
  regulationsFields,
  academicCalendarFields,
  iqacFields,
  supportServicesFields,
  otherAcademicUnitsFields,
  ugcGuidelinesFields,
  annualReportFields,
  chancellorFields,
  viceChancellorFields,
  registrarFields,
  controllerOfFinanceFields,
  controllerOfExaminationFields,
  nccFields,
  sportsFields,
  libraryFields,
  scholarshipFields,
  iccFields,
  antiRaggingFields,
  equalOpportunityFields,
  collaborationFields,
  boardOfManagementFields,
  teamDseuFields,
  statutesFields,
  statutoryCommitteesFields,
  employeePoliciesFields,
  accessibilityStatementFields,
  examinationFields,
];

export const PAGE_FIELDS: ReadonlyMap<string, PageFields> = new Map(ALL.map((def) => [def.path, def]));
