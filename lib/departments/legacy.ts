import { z } from "zod";
import type { DepartmentRecord, DepartmentSchoolRecord } from "./queries";

/** A department in the old API's shape: `hod` is the head's email (null when there is none, as in the other answers). */
export const legacyDepartmentSchema = z.object({ _id: z.string(), name: z.string(), hod: z.string().nullable() });
export type LegacyDepartment = z.infer<typeof legacyDepartmentSchema>;

/** A department school (a "Faculty" such as FCITES) with its departments populated in `dept_id`. */
export const legacyDepartmentSchoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  dept_id: z.array(legacyDepartmentSchema),
});
export type LegacyDepartmentSchool = z.infer<typeof legacyDepartmentSchoolSchema>;

export function toLegacyDepartment(department: Pick<DepartmentRecord, "id" | "name" | "hod">): LegacyDepartment {
  return { _id: department.id, name: department.name, hod: department.hod };
}

export function toLegacyDepartmentSchool(school: DepartmentSchoolRecord): LegacyDepartmentSchool {
  return { _id: school.id, name: school.name, dept_id: school.departments.map(toLegacyDepartment) };
}
