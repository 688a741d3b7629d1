import { NextResponse, type NextRequest } from "next/server";
import { config as appConfig } from "./lib/config";
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from "./lib/http/security-headers";
import { decidePublicRoute } from "./lib/seo/public-routes";
import { staffSideAllowed } from "./lib/http/admin-network";

import { PATH_HEADER } from "./lib/auth/safe-next";
import { LOCALE_COOKIE, LOCALE_HEADER } from "./lib/i18n/locales";
import { hindiAddressAction, splitLocalePath, UNMATCHED_PATH } from "./lib/i18n/paths";
import { PREVIEW_COOKIE, PREVIEW_RESPONSE_HEADERS } from "./lib/content/preview-route";

// next-auth's session cookie (the __Secure- variant is used over HTTPS).
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

const STAFF_ACCOUNT_PAGES = new Set(["/admin-login", "/forgot-password", "/reset-password"]);

/** The staff side's pages: the admin area, its sign-in and password reset (ADMIN_ALLOWED_NETWORKS). */
function isStaffPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/") || STAFF_ACCOUNT_PAGES.has(pathname);
}

/**
 * Runs before every page:
 * - outside ADMIN_ALLOWED_NETWORKS, the staff pages answer 404 (checked again by the pages themselves);
 * - for /admin, an optimistic check only: visitors without a session cookie are sent to the
 *   sign-in page before the page renders. Every admin page and service checks the session and
 *   role again; the requested path travels on so an expired session can return to it;
 * - the language: /hi/… is the Hindi version of the page at …, served by the same route with the
 *   language in a request header; a visitor who chose Hindi and opens / is sent to /hi;
 * - old URL spellings decided from the URL alone (lib/seo/public-routes.ts);
 * - a Content-Security-Policy with a fresh nonce, which Next.js puts on its own scripts;
 * - a page asked for with a preview grant (which may show a draft) is marked private, no-store
 *   and noindex: no cache in between keeps it and no search engine lists it.
 */
export function proxy(request: NextRequest) {
  const { pathname: address, search } = request.nextUrl;
  const path = `${address}${search}`;
  const { locale, pathname } = splitLocalePath(address);
  if (address === "/" && request.cookies.get(LOCALE_COOKIE)?.value === "hi") {
    const hindi = request.nextUrl.clone();
    hindi.pathname = "/hi";
    return NextResponse.redirect(hindi);
  }
  const hindiAction = locale === "hi" ? hindiAddressAction(pathname) : "serve";
  if (hindiAction === "english") {
    const english = request.nextUrl.clone();
    english.pathname = pathname;
    return NextResponse.redirect(english);
  }
  if (isStaffPage(pathname) && !staffSideAllowed(request.headers)) {
    const nowhere = request.nextUrl.clone();
    nowhere.pathname = `${UNMATCHED_PATH}${pathname}`;
    return NextResponse.rewrite(nowhere, { status: 404 });
  }
  if (address === "/admin" || address.startsWith("/admin/")) {
    const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
    if (!hasSession) {
      const signIn = new URL("/admin-login", request.url);
      signIn.searchParams.set("next", path);
      return NextResponse.redirect(signIn);
    }
  }

  const c = appConfig();
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === "development",
    https: c.publicBaseUrl.startsWith("https://"),
  });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", policy);
  headers.set(PATH_HEADER, path);
  headers.set(LOCALE_HEADER, locale);

  const decision =
    hindiAction === "not-found"
      ? ({ action: "not-found", pathname: `${UNMATCHED_PATH}${pathname}` } as const)
      : decidePublicRoute(pathname);
  let response: NextResponse;
  if (decision.action === "continue" && pathname === address) {
    response = NextResponse.next({ request: { headers } });
  } else {
    const target = request.nextUrl.clone();
    target.pathname = decision.action === "continue" ? pathname : decision.pathname;
    response = NextResponse.rewrite(target, {
      request: { headers },
      ...(decision.action === "not-found" ? { status: 404 } : {}),
    });
  }
  response.headers.set("Content-Security-Policy", policy);
  if (c.isProduction) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  if (request.cookies.has(PREVIEW_COOKIE))
    for (const [name, value] of Object.entries(PREVIEW_RESPONSE_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, uploaded files, Next's static assets or files in public/.
      source:
        "/((?!api/|files/|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|webp|avif|ico|txt|xml)$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
    // Hindi pages, prefetches included: their address only exists through the rewrite above.
    "/hi/:path*",
  ],
};
