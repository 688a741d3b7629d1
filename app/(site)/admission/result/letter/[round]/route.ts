import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { isRoundKey, roundPage } from "@/lib/admissions/rounds";
import { loadCandidateView } from "@/lib/admissions/lookup";
import { candidateCookieName, readCandidateToken } from "@/lib/admissions/session";
import { letterAvailable } from "@/lib/admissions/rules";
import { attachmentDisposition, letterFileName, renderAllotmentLetter } from "@/lib/admissions/letter";
import { sessionEndedPath } from "../../_views/ShowView";

/** GET /admission/result/letter/{round}: the seat-allotment letter of the session's record, made now. */
export async function GET(_request: Request, { params }: { params: Promise<{ round: string }> }) {
  const { round } = await params;
  if (!isRoundKey(round)) return new Response("Not found", { status: 404 });
  const page = roundPage(round);
  const session = await readCandidateToken((await cookies()).get(candidateCookieName(round))?.value);
  const view = session.ok ? await loadCandidateView(session.resultId, [round]) : undefined;
  if (!view) redirect(sessionEndedPath(page.listingPath));
  if (view.outcome !== "allotted" || !letterAvailable(view.result.status)) redirect(page.showPath);
  const pdf = await renderAllotmentLetter(view.result, view.round);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(letterFileName(view.result)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
