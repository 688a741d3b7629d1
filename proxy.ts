import { NextResponse, type NextRequest } from "next/server";
import { decidePublicRoute } from "./lib/seo/public-routes";

// next-auth's session cookie (the __Secure- variant is used over HTTPS).
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * An optimistic check only: visitors without a session cookie are sent to the sign-in page
 * before an admin page renders. Every admin page and service checks the session and role again.
 */
function guardAdmin(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const signIn = new URL("/admin-login", request.url);
  signIn.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(signIn);
}

/**
 * Public pages whose status depends on the URL or the data (capitalised old links, unknown ids,
 * zones and sub-pages, archive categories): see lib/seo/public-routes.ts.
 */
async function routePublicPage(request: NextRequest) {
  const decision = await decidePublicRoute(request.nextUrl.pathname);
  if (decision.action === "continue") return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = decision.pathname;
  if (decision.action === "redirect") {
    target.search = "";
    return NextResponse.redirect(target);
  }
  return NextResponse.rewrite(target, decision.action === "not-found" ? { status: 404 } : undefined);
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return guardAdmin(request);
  return routePublicPage(request);
}

export const config = {
  matcher: [
    "/admin/:path*",
    "/Courses",
    "/Courses/:level",
    "/courses/:level",
    "/programs/:id",
    "/faculty/:id",
    "/dept/:id",
    "/campus/:path+",
    "/recruitment/archive/:category",
    "/administration/administrative/:path+",
  ],
};
