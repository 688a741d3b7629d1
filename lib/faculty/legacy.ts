import { z } from "zod";
import type { FacultyRecord } from "./queries";

/** A faculty member in the old API's shape (snake_case, `_id`, department populated as `dept_id`). */
export const legacyFacultySchema = z.object({
  _id: z.string(),
  salutation: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  designation: z.string(),
  faculty_type: z.string(),
  school: z.string().nullable(),
  overview: z.string(),
  photo: z.string(),
  dept_id: z.object({ _id: z.string(), name: z.string(), hod: z.string().nullable() }).nullable(),
  research: z.array(
    z.object({ _id: z.string(), research_area: z.string(), research_overview: z.string(), publications: z.string() }),
  ),
});
export type LegacyFaculty = z.infer<typeof legacyFacultySchema>;

/**
 * `absolute` turns the site path of an uploaded photo into a full address (old clients live on
 * other origins), as notices' `fileLink` is.
 */
export function toLegacyFaculty(member: FacultyRecord, absolute: (path: string) => string): LegacyFaculty {
  return {
    _id: member.id,
    salutation: member.salutation,
    firstname: member.firstname,
    surname: member.surname,
    email: member.email,
    designation: member.designation,
    faculty_type: member.facultyType,
    school: member.school,
    overview: member.overview,
    photo: member.photoFileId ? absolute(member.photo) : member.photo,
    dept_id: member.department
      ? { _id: member.department.id, name: member.department.name, hod: member.department.hod }
      : null,
    research: member.research.map((r) => ({
      _id: r.id,
      research_area: r.researchArea,
      research_overview: r.researchOverview,
      publications: r.publications,
    })),
  };
}
