import "server-only";
import { forbidden, unauthorized } from "next/navigation";
import type { UserRole } from "../users/roles";
import type { StaffActor } from "./admin-guard";
import { staffActor } from "./staff-session";

/**
 * The first line of every staff server action: the signed-in user of the session cookie, with one
 * of `roles` (Admin may do everything; no roles: any staff or faculty member). Anyone else gets a
 * real 401 or 403 answer, never a failure inside the action. The services check again.
 */
export async function actionActor(...roles: UserRole[]): Promise<StaffActor> {
  const actor = await staffActor();
  if (actor.kind !== "user") unauthorized();
  if (roles.length > 0 && actor.role !== "Admin" && !roles.includes(actor.role)) forbidden();
  return actor;
}
