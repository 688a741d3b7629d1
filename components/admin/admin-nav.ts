import type { UserRole } from "@/lib/users/roles";
import { adminNoticePages } from "./notice-pages";
import { adminExamsPage } from "@/lib/exams/page-sections";
import { NOTICE_STAFF } from "@/lib/notices/roles";
import { FIND_TEXT_PATH, FIND_TEXT_ROLES } from "@/lib/search/find-roles";

/** The audit log's page (Admins only). */
export const AUDIT_PATH = "/admin/audit";

/** The admin area's pages, and which roles see each (Admin sees all). */
export const ADMIN_PAGES: { name: string; path: string; roles: readonly UserRole[] }[] = [
  { name: "Dashboard", path: "/admin/dashboard", roles: ["Editor", "Admissions", "Publisher"] },
  { name: "My work", path: "/admin/my-work", roles: ["Editor", "Publisher"] },
  { name: "Content", path: "/admin/content", roles: ["Editor", "Publisher"] },
  { name: "Find text", path: FIND_TEXT_PATH, roles: FIND_TEXT_ROLES },
  { name: "Programmes", path: "/admin/programmes", roles: ["Editor", "Publisher"] },
  { name: "Campuses", path: "/admin/campuses", roles: ["Editor", "Publisher"] },
  { name: "Office holders", path: "/admin/office-holders", roles: ["Editor", "Publisher"] },
  { name: "Faculty members", path: "/admin/faculty", roles: ["Editor", "Publisher"] },
  { name: "Faculties and departments", path: "/admin/departments", roles: ["Editor", "Publisher"] },
  { name: "Hindi translations", path: "/admin/translations", roles: ["Editor", "Publisher"] },
  { name: "Scanned documents", path: "/admin/documents", roles: ["Editor", "Publisher"] },
  { name: "Site search", path: "/admin/search", roles: ["Publisher"] },
  { name: adminNoticePages.uploads.name, path: adminNoticePages.uploads.path, roles: NOTICE_STAFF },
  { name: adminNoticePages.viewPdfs.name, path: adminNoticePages.viewPdfs.path, roles: NOTICE_STAFF },
  { name: adminNoticePages.archiveUploads.name, path: adminNoticePages.archiveUploads.path, roles: NOTICE_STAFF },
  { name: adminExamsPage.name, path: adminExamsPage.path, roles: ["Editor"] },
  { name: "Admission results", path: "/admin/results", roles: ["Admissions"] },
  { name: "Submissions", path: "/admin/submissions", roles: [] },
  { name: "Users", path: "/admin/users", roles: [] },
  { name: "Audit log", path: AUDIT_PATH, roles: [] },
  { name: "Your account", path: "/admin/account", roles: ["Editor", "Admissions", "Publisher"] },
];

export function pagesFor(role: UserRole) {
  return ADMIN_PAGES.filter((page) => role === "Admin" || page.roles.includes(role));
}
