import "server-only";
import { forbidden, notFound, redirect } from "next/navigation";
import { headers } from "next/headers";
import type { UserRole } from "../users/roles";
import type { Actor } from "./actor";
import { PATH_HEADER, safeAdminPath } from "./safe-next";
import { staffActor } from "./staff-session";
import { staffSideAllowed } from "../http/admin-network";

export type StaffActor = Extract<Actor, { kind: "user" }>;

/**
 * For admin pages: the signed-in staff member, or a redirect to the sign-in page that keeps the
 * page asked for (an expired session says so), or a 403 for a role that may not see the page.
 * Faculty accounts never use /admin. Admin may see everything. Outside ADMIN_ALLOWED_NETWORKS: 404.
 */
export async function requireStaff(...roles: UserRole[]): Promise<StaffActor> {
  if (!staffSideAllowed(await headers())) notFound();
  const actor = await staffActor();
  if (actor.kind !== "user") {
    const next = safeAdminPath((await headers()).get(PATH_HEADER));
    redirect(`/admin-login?expired=1&next=${encodeURIComponent(next)}`);
  }
  if (actor.role === "Faculty") forbidden();
  if (roles.length > 0 && actor.role !== "Admin" && !roles.includes(actor.role)) forbidden();
  return actor;
}
