import type { UserRole } from "../users/roles";

/**
 * Who may search the text of every content item and record (/admin/find): the roles that edit
 * them, Editors and Publishers (Admins may do everything). Kept apart from the service so the
 * admin navigation can name it without loading the database.
 */
export const FIND_TEXT_ROLES = ["Editor", "Publisher"] as const satisfies readonly UserRole[];

/** The page's address. */
export const FIND_TEXT_PATH = "/admin/find";
