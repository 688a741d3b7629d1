import { cookies } from "next/headers";
import { getLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { isRoundKey, roundPage } from "@/lib/admissions/rounds";
import { loadCandidateView } from "@/lib/admissions/lookup";
import { candidateCookieName, readCandidateToken } from "@/lib/admissions/session";
import { letterAvailable } from "@/lib/admissions/rules";
import { attachmentDisposition, letterFileName, renderAllotmentLetter } from "@/lib/admissions/letter";
import { siteContacts } from "@/lib/content/site-contacts";
import { localizePath } from "@/lib/i18n/paths";
import { sessionEndedPath } from "../../_views/ShowView";

/** GET /admission/result/letter/{round}: the seat-allotment letter of the session's record, made now. */
export async function GET(_request: Request, { params }: { params: Promise<{ round: string }> }) {
  const { round } = await params;
  if (!isRoundKey(round)) return new Response("Not found", { status: 404 });
  const page = roundPage(round);
  // Served under /hi too (the Hindi session's cookie path): its redirects stay in the page's language.
  const locale = await getLocale();
  const session = await readCandidateToken((await cookies()).get(candidateCookieName(round))?.value);
  const view = session.ok ? await loadCandidateView(session.resultId, [round]) : undefined;
  if (!view) redirect(sessionEndedPath(localizePath(page.listingPath, locale)));
  if (view.outcome !== "allotted" || !letterAvailable(view.result.status))
    redirect(localizePath(page.showPath, locale));
  const pdf = await renderAllotmentLetter(view.result, view.round, await siteContacts());
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(letterFileName(view.result)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
