import Link from "next/link";
import type { NoticeSummary } from "@/lib/notices/queries";
import { isNewNotice } from "@/lib/notices/rules";
import { PausableTicker } from "./PausableTicker";
import { documentKind } from "@/components/notices/format";

/** The strip at the top of the home page: the newest announcements, moving, with a link to all of them. */
export function AnnouncementStrip({ notices }: { notices: NoticeSummary[] }) {
  return (
    <section aria-labelledby="announcements-title" className="border-b border-amber-200 bg-accent-100">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <h2 id="announcements-title" className="shrink-0 text-sm font-bold">
          <Link href="/announcements" className="rounded bg-brand-900 px-3 py-1.5 text-white hover:bg-brand-700">
            Announcements
          </Link>
        </h2>
        {notices.length === 0 ? (
          <p className="text-sm text-slate-800">No announcements at the moment.</p>
        ) : (
          <PausableTicker label="announcements" itemCount={notices.length}>
            <ul className="flex">
              {notices.map((notice) => (
                <li key={notice.id} className="flex items-center whitespace-nowrap px-6 text-sm">
                  <a href={notice.url} className="font-medium text-brand-900 hover:underline">
                    {notice.title}
                    <span className="sr-only"> ({notice.sizeBytes === null ? documentKind(notice.url) : "PDF"})</span>
                  </a>
                  {isNewNotice(notice) ? (
                    <span className="ml-2 rounded bg-accent-600 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-white">
                      New
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </PausableTicker>
        )}
      </div>
    </section>
  );
}
