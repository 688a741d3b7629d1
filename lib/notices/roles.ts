import type { UserRole } from "../users/roles";

/**
 * Who manages notices (upload, edit, archive, delete; the staff notice pages and their API):
 * Editors and Publishers, and Admins, who may do everything. Publishers approve the site's content
 * and must be able to open and correct a notice as well (issue 26).
 */
export const NOTICE_STAFF = ["Editor", "Publisher"] as const satisfies readonly UserRole[];
