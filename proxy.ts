import { NextResponse, type NextRequest } from "next/server";

// next-auth's session cookie (the __Secure- variant is used over HTTPS).
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * An optimistic check only: visitors without a session cookie are sent to the sign-in page
 * before an admin page renders. Every admin page and service checks the session and role again.
 */
export function proxy(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const signIn = new URL("/admin-login", request.url);
  signIn.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(signIn);
}

export const config = { matcher: ["/admin/:path*"] };
