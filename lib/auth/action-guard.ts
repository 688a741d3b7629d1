import "server-only";
import { forbidden, notFound, unauthorized } from "next/navigation";
import type { UserRole } from "../users/roles";
import { AppError } from "../errors";
import type { StaffActor } from "./admin-guard";
import { staffActor } from "./staff-session";
import { headers } from "next/headers";
import { staffSideAllowed } from "../http/admin-network";

/**
 * The first line of every staff server action: the signed-in user of the session cookie, with one
 * of `roles` (Admin may do everything; no roles: any staff or faculty member). Anyone else gets a
 * real 401 or 403 answer, never a failure inside the action (404 outside ADMIN_ALLOWED_NETWORKS).
 * The services check again.
 */
export async function actionActor(...roles: UserRole[]): Promise<StaffActor> {
  if (!staffSideAllowed(await headers())) notFound();
  const actor = await staffActor();
  if (actor.kind !== "user") unauthorized();
  if (roles.length > 0 && actor.role !== "Admin" && !roles.includes(actor.role)) forbidden();
  return actor;
}

/**
 * A service's refusal (an AppError) as a server action's answer: 401, 403, or 404 for anything
 * else a service refuses (most often a record that is not there); other errors go on as they are.
 */
export function answerServiceRefusal(error: unknown): never {
  if (!(error instanceof AppError)) throw error;
  if (error.status === 401) unauthorized();
  if (error.status === 403) forbidden();
  notFound();
}
