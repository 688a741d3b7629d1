import type { UserRole } from "@/lib/db/schema";

/** The admin area's pages, and which roles see each (Admin sees all). */
export const ADMIN_PAGES: { name: string; path: string; roles: UserRole[] }[] = [
  { name: "Dashboard", path: "/admin/dashboard", roles: ["Editor", "Admissions"] },
  { name: "Admission results", path: "/admin/results", roles: ["Admissions"] },
  { name: "Submissions", path: "/admin/submissions", roles: [] },
  { name: "Users", path: "/admin/users", roles: [] },
];

export function pagesFor(role: UserRole) {
  return ADMIN_PAGES.filter((page) => role === "Admin" || page.roles.includes(role));
}
