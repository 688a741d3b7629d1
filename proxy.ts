import { NextResponse, type NextRequest } from "next/server";

// next-auth's session cookie (the __Secure- variant is used over HTTPS).
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
export const PATH_HEADER = "x-dseu-path";

/**
 * An optimistic check only: visitors without a session cookie are sent to the sign-in page
 * before an admin page renders. Every admin page and service checks the session and role again;
 * the requested path travels on so they can send an expired session back with its context.
 */
export function proxy(request: NextRequest) {
  const path = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!hasSession) {
    const signIn = new URL("/admin-login", request.url);
    signIn.searchParams.set("next", path);
    return NextResponse.redirect(signIn);
  }
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, path);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/admin/:path*"] };
