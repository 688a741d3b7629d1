/** A department's place on its school's page: /dept/{schoolId}?department={departmentId}. */
export function departmentPath(schoolId: string, departmentId?: string): string {
  return departmentId ? `/dept/${schoolId}?department=${encodeURIComponent(departmentId)}` : `/dept/${schoolId}`;
}
