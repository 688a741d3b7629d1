import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/admin-guard";
import { NotFoundError } from "@/lib/errors";
import { noticeHistory, type NoticeHistory } from "@/lib/notices/history";
import { restoreNoticeVersionAction } from "@/lib/notices/history-actions";
import { NOTICE_STAFF } from "@/lib/notices/roles";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { formatIndiaTime } from "@/lib/india-time-input";
import { adminNoticePages } from "@/components/admin/notice-pages";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Notice history" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

const OUTCOMES: Record<string, { role: "status" | "alert"; text: string }> = {
  restored: { role: "status", text: "The earlier version's details are back. The change is listed first below." },
  refused: {
    role: "alert",
    text: "That version cannot be restored: its section is no longer one of the site's. Edit the notice instead.",
  },
};

/**
 * A notice's history: every recorded change, newest first, with who made it and what it changed,
 * and "Restore this version" for an earlier version's details (the PDF and archive state stay).
 */
export default async function NoticeHistoryPage({ params, searchParams }: Props) {
  const actor = await requireStaff(...NOTICE_STAFF);
  const { id } = await params;
  let history: NoticeHistory;
  try {
    history = await noticeHistory(actor, id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  const query = await searchParams;
  const outcome = firstValue(query, "restored")
    ? OUTCOMES.restored
    : firstValue(query, "refused")
      ? OUTCOMES.refused
      : undefined;

  return (
    <>
      <p>
        <Link href={adminNoticePages.viewPdfs.path} className="font-semibold text-brand-900 underline">
          {adminNoticePages.viewPdfs.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">History of “{history.title}”</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every change to this notice, newest first. Restoring a version brings back its title, section, dates and links
        as one more change; the PDF and whether the notice is archived stay as they are now.
      </p>
      {outcome ? (
        <p
          role={outcome.role}
          className={`mt-4 rounded-md border px-4 py-3 font-semibold ${outcome.role === "status" ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-800"}`}
        >
          {outcome.text}
        </p>
      ) : null}
      <ol className="mt-6 divide-y divide-slate-300 border-y border-slate-300">
        {history.entries.map((entry) => (
          <li key={entry.id} className="py-4">
            <h2 className="text-lg font-bold text-slate-900">
              {entry.action} <span className="font-normal text-slate-700">by {entry.actor}</span>
            </h2>
            <p className="text-sm text-slate-700">{formatIndiaTime(entry.at)}</p>
            {entry.changes.length ? (
              <ul className="mt-2 space-y-1">
                {entry.changes.map((change) => (
                  <li key={change.field} className="break-words">
                    <span className="font-semibold">{change.field}:</span> <del>{change.from}</del>{" "}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only"> became</span> <ins className="no-underline">{change.to}</ins>
                  </li>
                ))}
              </ul>
            ) : null}
            {entry.restorable ? (
              <form action={restoreNoticeVersionAction.bind(null, history.id, entry.id)} className="mt-3">
                <button type="submit" className={buttonClass({ variant: "secondary" })}>
                  Restore this version<span className="sr-only"> ({formatIndiaTime(entry.at)})</span>
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
