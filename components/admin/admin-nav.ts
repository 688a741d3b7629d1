import type { UserRole } from "@/lib/users/roles";
import { adminNoticePages } from "./notice-pages";
import { adminExamsPage } from "@/lib/exams/page-sections";

/** The admin area's pages, and which roles see each (Admin sees all). */
export const ADMIN_PAGES: { name: string; path: string; roles: UserRole[] }[] = [
  { name: "Dashboard", path: "/admin/dashboard", roles: ["Editor", "Admissions", "Publisher"] },
  { name: "Content", path: "/admin/content", roles: ["Editor", "Publisher"] },
  { name: "Programmes", path: "/admin/programmes", roles: ["Editor", "Publisher"] },
  { name: "Campuses", path: "/admin/campuses", roles: ["Editor", "Publisher"] },
  { name: "Office holders", path: "/admin/office-holders", roles: ["Editor", "Publisher"] },
  { name: "Faculties and departments", path: "/admin/departments", roles: ["Editor", "Publisher"] },
  { name: "Hindi translations", path: "/admin/translations", roles: ["Editor", "Publisher"] },
  { name: "Scanned documents", path: "/admin/documents", roles: ["Editor", "Publisher"] },
  { name: "Site search", path: "/admin/search", roles: ["Publisher"] },
  { name: adminNoticePages.uploads.name, path: adminNoticePages.uploads.path, roles: ["Editor"] },
  { name: adminNoticePages.viewPdfs.name, path: adminNoticePages.viewPdfs.path, roles: ["Editor"] },
  { name: adminNoticePages.archiveUploads.name, path: adminNoticePages.archiveUploads.path, roles: ["Editor"] },
  { name: adminExamsPage.name, path: adminExamsPage.path, roles: ["Editor"] },
  { name: "Admission results", path: "/admin/results", roles: ["Admissions"] },
  { name: "Submissions", path: "/admin/submissions", roles: [] },
  { name: "Users", path: "/admin/users", roles: [] },
  { name: "Your account", path: "/admin/account", roles: ["Editor", "Admissions", "Publisher"] },
];

export function pagesFor(role: UserRole) {
  return ADMIN_PAGES.filter((page) => role === "Admin" || page.roles.includes(role));
}
