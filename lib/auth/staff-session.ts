import "server-only";
import { eq } from "drizzle-orm";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { db } from "../db/client";
import { users } from "../db/schema";
import type { Actor } from "./actor";
import { authOptions } from "./next-auth";

/**
 * The signed-in staff member of this request, as an Actor for the service functions. The cookie
 * alone is not trusted: the user must still exist, be enabled, and be on the same session version.
 */
export async function staffActor(): Promise<Actor> {
  const requestHeaders = await headers();
  const metadata = {
    ip: requestHeaders.get("x-forwarded-for")?.split(",")[0]?.trim() || requestHeaders.get("x-real-ip") || undefined,
    userAgent: requestHeaders.get("user-agent") ?? undefined,
  };
  const session = await getServerSession(authOptions());
  const signedIn = session?.user as { id?: string; sv?: number } | undefined;
  if (!signedIn?.id) return { kind: "anonymous", ...metadata };
  const [user] = await db().select().from(users).where(eq(users.id, signedIn.id));
  if (!user || user.disabled || user.sessionVersion !== signedIn.sv) return { kind: "anonymous", ...metadata };
  return { kind: "user", id: user.id, email: user.email, role: user.role, ...metadata };
}
