import type { UserRole } from "../users/roles";
import { ForbiddenError, UnauthorizedError } from "../errors";

/**
 * Who is calling a service function. `system` is the machine itself (start-up bootstrap, the
 * command-line tools run by someone with access to the server), never a web request.
 */
export type Actor =
  /** `sessionId`: the browser session (lib/auth/sessions.ts) the request came with, when it came with one. */
  | { kind: "user"; id: string; email: string; role: UserRole; ip?: string; userAgent?: string; sessionId?: string }
  /** `label` names an unauthenticated caller that proved something narrower, e.g. "candidate 25DP0001". */
  | { kind: "anonymous"; ip?: string; userAgent?: string; label?: string }
  | { kind: "system"; label: string };

export const SYSTEM: Actor = { kind: "system", label: "system" };

export function actorLabel(actor: Actor): string {
  if (actor.kind === "user") return actor.email;
  if (actor.kind === "system") return actor.label;
  return actor.label ?? "anonymous";
}

/** Every service function calls this first; Admin may do everything a role may do. */
export function requireRole(actor: Actor, ...roles: UserRole[]): void {
  if (actor.kind === "system") return;
  if (actor.kind === "anonymous") throw new UnauthorizedError();
  if (actor.role !== "Admin" && !roles.includes(actor.role)) throw new ForbiddenError();
}
