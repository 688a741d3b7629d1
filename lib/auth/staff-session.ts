import "server-only";
import { headers } from "next/headers";
import { clientInfo } from "../http/client-address";
import { staffSideAllowed } from "../http/admin-network";
import type { Actor } from "./actor";
import { cookieSessionUser } from "./identity";

/**
 * The signed-in staff member of this request (pages and server actions), as an Actor for the
 * service functions: the session cookie's user, re-read and checked by the one identity loader
 * (lib/auth/identity.ts). A session that no longer holds is anonymous, and so is any session used
 * from outside ADMIN_ALLOWED_NETWORKS (a server action can be posted to any page's address).
 */
export async function staffActor(): Promise<Actor> {
  const requestHeaders = await headers();
  const client = clientInfo(requestHeaders);
  if (!staffSideAllowed(requestHeaders)) return { kind: "anonymous", ...client };
  const user = await cookieSessionUser(requestHeaders);
  if (!user) return { kind: "anonymous", ...client };
  return { kind: "user", id: user.id, email: user.email, role: user.role, sessionId: user.sessionId, ...client };
}
