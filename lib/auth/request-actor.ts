import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { users } from "../db/schema";
import { UnauthorizedError } from "../errors";
import type { Actor } from "./actor";
import { verifyApiToken } from "./tokens";
import { SESSION_EXPIRED_MESSAGE } from "./sign-in-schema";

export { SESSION_EXPIRED_MESSAGE } from "./sign-in-schema";

export function requestMetadata(request: Request): { ip?: string; userAgent?: string } {
  return metadataFromHeaders(request.headers);
}

/** The client's address and browser from request headers (also for server actions, which get `headers()`). */
export function metadataFromHeaders(headers: Pick<Headers, "get">): { ip?: string; userAgent?: string } {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return {
    ip: forwarded || headers.get("x-real-ip") || undefined,
    userAgent: headers.get("user-agent") ?? undefined,
  };
}

/** The bearer token of a request, or undefined; a header that does not start with "Bearer " counts as missing. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Who is calling, for protected endpoints: anonymous without a token; otherwise the token must be
 * valid, unexpired, of an enabled user, and of the user's current session version.
 */
export async function actorFromRequest(request: Request): Promise<Actor> {
  const metadata = requestMetadata(request);
  const token = bearerToken(request);
  if (!token) return { kind: "anonymous", ...metadata };
  const result = await verifyApiToken(token);
  if (!result.ok) throw new UnauthorizedError(result.reason === "expired" ? SESSION_EXPIRED_MESSAGE : "Please enter a valid token!");
  const [user] = await db().select().from(users).where(eq(users.id, result.claims.sub));
  if (!user || user.disabled || user.sessionVersion !== result.claims.sv) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
  return { kind: "user", id: user.id, email: user.email, role: user.role, ...metadata };
}
