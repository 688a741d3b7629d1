import type { UserRole } from "@/lib/users/roles";
import type { ContentType } from "@/lib/content/schema";
import { TYPE_SEGMENT } from "./editor-fields";

/** Addresses of the content admin pages, and who may take the Publisher's steps there. */
export const CONTENT_ADMIN_PATH = "/admin/content";

export function contentEditorHref(type: ContentType, id: string): string {
  return `${CONTENT_ADMIN_PATH}/${TYPE_SEGMENT[type]}/${id}`;
}

/** Publishers approve, publish, schedule and send back; Admins may do everything. */
export function canPublishContent(role: UserRole): boolean {
  return role === "Publisher" || role === "Admin";
}
