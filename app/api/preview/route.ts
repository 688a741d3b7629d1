import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { verifyPreviewToken } from "@/lib/content/preview";
import { previewTarget } from "@/lib/content/preview-target";
import { failure } from "@/lib/http/respond";

/**
 * GET /api/preview?token=… — a signed preview link from staff: switches on Next's draft mode for
 * this browser and opens the item's page, which then shows drafts. GET /api/preview?exit=/path
 * switches it off again. Pages seen in draft mode are never cached: the draft-mode cookie keeps
 * the request away from the whole-page cache.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const exit = url.searchParams.get("exit");
  if (exit !== null) {
    (await draftMode()).disable();
    redirect(exit.startsWith("/") && !exit.startsWith("//") ? exit : "/");
  }
  const itemId = verifyPreviewToken(url.searchParams.get("token") ?? "");
  const target = itemId ? await previewTarget(itemId) : undefined;
  if (!target)
    return failure(401, "This preview link is not valid or has expired. Ask for a new one in the admin pages.");
  (await draftMode()).enable();
  redirect(target);
}
