import { eq } from "drizzle-orm";
import { getToken } from "next-auth/jwt";
import { config } from "../config";
import { db } from "../db/client";
import { users } from "../db/schema";
import type { UserRole } from "../users/roles";
import { UnauthorizedError } from "../errors";
import { clientInfo } from "../http/client-address";
import type { Actor } from "./actor";
import { SESSION_EXPIRED_MESSAGE } from "./sign-in-schema";
import { verifyApiToken } from "./tokens";
import { sessionHolds } from "./sessions";

/**
 * The one identity loader. A caller proves who they are with a bearer token (`POST
 * /api/v1/auth/login`, for other clients) or with the next-auth session cookie (our own pages);
 * either way the claim is only a start: the user must still exist, be enabled and be on the
 * session version the claim was issued for. Disabling a user, resetting a password and signing
 * out move that version on, which ends every token and cookie issued before. A cookie also names
 * its browser session (lib/auth/sessions.ts), which must still hold: not ended from the session
 * list, not idle for SESSION_IDLE_MINUTES.
 */
export type SessionUser = {
  id: string;
  email: string;
  role: UserRole;
  name: string | null;
  facultyId: string | null;
  sessionVersion: number;
  /** The browser session of a cookie claim. */
  sessionId?: string;
};

type HeaderSource = Pick<Headers, "get">;

export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";

type Claim = { sub?: unknown; sv?: unknown; sid?: unknown };

/** The user behind a claim, or undefined when that claim no longer holds. */
export async function activeUser(claim: Claim): Promise<SessionUser | undefined> {
  if (typeof claim.sub !== "string") return undefined;
  const [user] = await db().select().from(users).where(eq(users.id, claim.sub));
  if (!user || user.disabled || user.sessionVersion !== claim.sv) return undefined;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    name: user.name,
    facultyId: user.facultyId,
    sessionVersion: user.sessionVersion,
  };
}

/** The bearer token of a request, or undefined; a header that does not start with "Bearer " counts as missing. */
export function bearerToken(headers: HeaderSource): string | undefined {
  const match = headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function secureCookies(): boolean {
  return config().publicBaseUrl.startsWith("https://");
}

/** The cookies of a Cookie header, by name (a value that does not decode is left as sent). */
function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 1) continue;
    const value = part.slice(separator + 1).trim();
    try {
      cookies[part.slice(0, separator).trim()] = decodeURIComponent(value);
    } catch {
      cookies[part.slice(0, separator).trim()] = value;
    }
  }
  return cookies;
}

/** The user of a session cookie's claim while the claim and its browser session hold, else undefined. */
async function cookieUser(claim: Claim): Promise<SessionUser | undefined> {
  const user = await activeUser(claim);
  if (!user || !(await sessionHolds(claim.sid, user))) return undefined;
  return { ...user, sessionId: claim.sid as string };
}

/** The claims of the next-auth session cookie, or null without a valid one. */
async function sessionCookieClaims(headers: HeaderSource): Promise<Claim | null> {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  // The cookies only, no Authorization header: next-auth would otherwise read a bearer token as its own.
  const secure = secureCookies();
  return getToken({
    req: { cookies: parseCookies(cookie), headers: new Headers() } as never,
    secret: config().authSecret,
    secureCookie: secure,
    cookieName: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie goes with every request the browser makes to this site, whoever asked for it, so a
 * write authenticated by the cookie must come from one of our pages: a browser names the page's
 * origin in `Origin` (and `Sec-Fetch-Site`) on every cross-origin write. The SameSite=Lax cookie
 * already stays home on other sites' writes; this holds even where it would not.
 */
export function isSameOriginWrite(method: string, headers: HeaderSource, requestUrl?: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = headers.get("origin");
  if (!origin) return true;
  const own = new Set([new URL(config().publicBaseUrl).origin]);
  const host = headers.get("host");
  if (host) own.add(`${new URL(requestUrl ?? config().publicBaseUrl).protocol}//${host}`);
  return own.has(origin);
}

/**
 * Who is calling: a bearer token wins over the cookie (other clients), then the session cookie
 * (our pages), else anonymous. A token or cookie that no longer holds is a 401 "session expired",
 * never anonymous, so the caller learns to sign in again; a cookie on another site's write counts
 * for nothing.
 */
export async function identify(
  headers: HeaderSource,
  request: { method: string; url?: string } = { method: "GET" },
): Promise<Actor> {
  const client = clientInfo(headers);
  const token = bearerToken(headers);
  if (token) {
    const result = await verifyApiToken(token);
    if (!result.ok)
      throw new UnauthorizedError(
        result.reason === "expired" ? SESSION_EXPIRED_MESSAGE : "Please enter a valid token!",
      );
    const user = await activeUser(result.claims);
    if (!user) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    return { kind: "user", id: user.id, email: user.email, role: user.role, ...client };
  }
  const claims = await sessionCookieClaims(headers);
  if (claims) {
    const user = await cookieUser(claims);
    if (!user) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    if (!isSameOriginWrite(request.method, headers, request.url)) return { kind: "anonymous", ...client };
    return { kind: "user", id: user.id, email: user.email, role: user.role, sessionId: user.sessionId, ...client };
  }
  return { kind: "anonymous", ...client };
}

/** The user signed in with the session cookie of these headers (no bearer token), or undefined. */
export async function cookieSessionUser(headers: HeaderSource): Promise<SessionUser | undefined> {
  const claims = await sessionCookieClaims(headers);
  return claims ? cookieUser(claims) : undefined;
}
