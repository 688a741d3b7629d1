import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/next-auth";
import {
  AUTH_BODY_MAX_BYTES,
  endSignedOutSession,
  sessionCookieNames,
  signedInUserOf,
} from "@/lib/auth/next-auth-session";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { readBodyLimited } from "@/lib/http/body";
import { failure } from "@/lib/http/respond";
import { staffSideAllowed } from "@/lib/http/admin-network";

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/** next-auth's own test of a return address: an http(s) address, relative to the site or absolute. */
function isUsableAddress(address: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(address, config().publicBaseUrl).protocol);
  } catch {
    return false;
  }
}

function cookieValue(request: Request, name: string): string | undefined {
  const match = (request.headers.get("cookie") ?? "").split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return "\u0000";
  }
}

/** A refusal of a return address next-auth would fail on, or undefined. */
function badReturnAddress(request: Request): Response | undefined {
  const callbackUrl = new URL(request.url).searchParams.get("callbackUrl");
  if (callbackUrl !== null && !isUsableAddress(callbackUrl))
    return failure(400, "callbackUrl: not an address on this site.");
  const stored = CALLBACK_COOKIES.find((name) => {
    const value = cookieValue(request, name);
    return value !== undefined && !isUsableAddress(value);
  });
  if (!stored) return undefined;
  const response = failure(400, "The stored return address is not valid; it has been cleared.");
  response.headers.append("Set-Cookie", `${stored}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return response;
}

/** The request with its body read under the cap, for next-auth, which reads a body whole. */
async function withCappedBody(request: NextRequest): Promise<NextRequest> {
  if (request.method !== "POST") return request;
  const body = await readBodyLimited(request, AUTH_BODY_MAX_BYTES);
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body });
}

/** `{}`, next-auth's answer without a session, clearing the cookies of one that no longer holds. */
function noSession(request: Request): Response {
  const response = Response.json({}, { headers: { "Cache-Control": "no-store" } });
  for (const name of sessionCookieNames(request.headers))
    response.headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return response;
}

/**
 * next-auth, behind checks of its own:
 * - a return address that is not an http(s) address (a host that does not parse, `javascript:`)
 *   would make next-auth fail with a 500, so it is answered 400 here (and a stored one is
 *   cleared); a usable address of another site is sent home by the redirect callback;
 * - every body is read under a cap (413 over it) before next-auth reads it whole;
 * - the callback only takes the sign-in form's POST: the only provider is the credentials form;
 * - a session whose cookie no longer holds (signed out, disabled, password reset) is no session;
 * - signing out ends the session on the server too, as the staff area's sign-out does;
 * - signing in answers 404 outside ADMIN_ALLOWED_NETWORKS (lib/http/admin-network.ts).
 */
async function handler(request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) {
  const [action] = (await context.params).nextauth ?? [];
  if ((action === "callback" || action === "signin") && !staffSideAllowed(request.headers))
    return failure(404, "Not found.");
  if (action === "callback" && request.method !== "POST") {
    const response = failure(405, "Sign in with the sign-in form (POST).");
    response.headers.set("Allow", "POST");
    return response;
  }
  const refusal = badReturnAddress(request);
  if (refusal) return refusal;
  let capped: NextRequest;
  try {
    capped = await withCappedBody(request);
  } catch (error) {
    if (error instanceof AppError) return failure(error.status, error.message);
    throw error;
  }
  const signingOut = action === "signout" && request.method === "POST";
  const signedIn = action === "session" || signingOut ? await signedInUserOf(request.headers) : undefined;
  if (action === "session" && !signedIn) return noSession(request);
  const response = await NextAuth(authOptions())(capped, context);
  if (signingOut && signedIn) await endSignedOutSession(response, signedIn);
  return response;
}

export { handler as GET, handler as POST };
