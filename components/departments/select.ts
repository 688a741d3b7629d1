import type { DepartmentRecord, DepartmentSchoolRecord } from "@/lib/departments/queries";

/** The department a school page shows: the one named by ?department=, else the school's first. */
export function selectDepartment(
  school: DepartmentSchoolRecord,
  wanted: string | undefined,
): DepartmentRecord | undefined {
  return school.departments.find((d) => d.id === wanted) ?? school.departments[0];
}
