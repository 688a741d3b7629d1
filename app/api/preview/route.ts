import { NextResponse } from "next/server";
import { sitePath } from "@/lib/auth/safe-next";
import { config } from "@/lib/config";
import { verifyPreviewToken } from "@/lib/content/preview";
import { NEXT_DRAFT_MODE_COOKIE, PREVIEW_COOKIE, PREVIEW_RESPONSE_HEADERS } from "@/lib/content/preview-route";
import { previewTarget } from "@/lib/content/preview-target";
import { failure } from "@/lib/http/respond";

/**
 * GET /api/preview?token=… — a signed preview link from staff: stores its grant for ONE item in
 * an http-only cookie of our own and opens the item's page, which then shows that item's draft
 * while the grant lasts (lib/content/preview.ts). GET /api/preview?exit=/path ends the preview and
 * returns to a path of this site (sitePath; anything else goes home).
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const exit = url.searchParams.get("exit");
  if (exit !== null) return endPreview(sitePath(exit) ?? "/");
  if (isSpeculative(request))
    return withPreviewHeaders(failure(400, "A preview link opens only when it is followed, not fetched ahead."));
  const grant = await verifyPreviewToken(url.searchParams.get("token") ?? undefined);
  const target = grant ? await previewTarget(grant) : undefined;
  if (!grant || !target)
    return withPreviewHeaders(
      failure(401, "This preview link is not valid or has expired. Ask for a new one in the admin pages."),
    );
  const response = seeOther(target);
  response.cookies.set(PREVIEW_COOKIE, url.searchParams.get("token")!, {
    ...cookieScope(),
    expires: grant.expiresAt,
  });
  response.cookies.set(NEXT_DRAFT_MODE_COOKIE, "", { path: "/", maxAge: 0 });
  return response;
}

function endPreview(target: string): Response {
  const response = seeOther(target);
  response.cookies.set(PREVIEW_COOKIE, "", { ...cookieScope(), maxAge: 0 });
  response.cookies.set(NEXT_DRAFT_MODE_COOKIE, "", { path: "/", maxAge: 0 });
  return response;
}

function cookieScope() {
  // The whole site: an item's draft may show on many pages (a menu, the Hindi version of a page).
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config().publicBaseUrl.startsWith("https://"),
  };
}

function seeOther(target: string): NextResponse {
  return withPreviewHeaders(new NextResponse(null, { status: 303, headers: { Location: target } }));
}

function withPreviewHeaders<R extends Response>(response: R): R {
  for (const [name, value] of Object.entries(PREVIEW_RESPONSE_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * A request the browser or the router makes ahead of a click (a prefetch, a prerender, a fetch
 * from a script): it must not receive a grant, or a link on a page would hand it out unfollowed.
 */
function isSpeculative(request: Request): boolean {
  const headers = request.headers;
  if (headers.has("next-router-prefetch") || headers.has("rsc") || headers.has("x-middleware-prefetch")) return true;
  if (/prefetch|prerender/i.test(`${headers.get("purpose") ?? ""} ${headers.get("sec-purpose") ?? ""}`)) return true;
  const mode = headers.get("sec-fetch-mode");
  const destination = headers.get("sec-fetch-dest");
  return (mode !== null && mode !== "navigate") || (destination !== null && destination !== "document");
}
