import { clientInfo } from "../http/client-address";
import { signOutEverywhere } from "../users/service";
import type { Actor } from "./actor";
import { cookieSessionUser } from "./identity";

/**
 * next-auth's session cookie, seen from its own endpoints (app/api/auth/[...nextauth]): whose it
 * is while it still holds, and ending it on the server when next-auth signs the browser out.
 */

/** next-auth's forms (sign-in, sign-out, a session update) are a few hundred bytes. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

// The cookie, with or without the prefix of secure cookies, and the chunks of a long one.
const SESSION_COOKIE_NAME = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

type HeaderSource = Pick<Headers, "get">;

/** The names of the session cookies these request headers carry. */
export function sessionCookieNames(headers: HeaderSource): string[] {
  return (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.slice(0, part.indexOf("=")).trim())
    .filter((name) => SESSION_COOKIE_NAME.test(name));
}

/** The user whose session cookie these headers carry, while it holds (lib/auth/identity.ts), as an Actor. */
export async function signedInUserOf(headers: HeaderSource): Promise<(Actor & { kind: "user" }) | undefined> {
  const user = await cookieSessionUser(headers);
  if (!user) return undefined;
  return { kind: "user", id: user.id, email: user.email, role: user.role, ...clientInfo(headers) };
}

/** Whether next-auth's response clears the session cookie: it accepted the sign-out. */
function clearsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => {
    const [pair = ""] = cookie.split(";");
    const separator = pair.indexOf("=");
    return SESSION_COOKIE_NAME.test(pair.slice(0, separator).trim()) && pair.slice(separator + 1).trim() === "";
  });
}

/**
 * After next-auth's sign-out: when it accepted it (its CSRF check passed and it cleared the
 * cookie), the user's session version moves on, so the cookie, a copy of it and every token
 * issued before stop working, as with the staff area's sign-out.
 */
export async function endSignedOutSession(response: Response, user: Actor & { kind: "user" }): Promise<void> {
  if (clearsSession(response)) await signOutEverywhere(user);
}
