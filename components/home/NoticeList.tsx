import { getLocale, getTranslations } from "next-intl/server";
import { formatFileSize } from "@/lib/files/urls";
import { documentPlace } from "@/components/notices/format";
import { isNewNotice } from "@/lib/notices/rules";
import type { NoticeSummary } from "@/lib/notices/queries";
import { recordTextLang } from "@/lib/i18n/locales";
import { formatIndiaDate } from "@/lib/time";

type Translate = Awaited<ReturnType<typeof getTranslations<"notices">>>;

/** What a screen reader hears after a notice's title: its file's format (and size), or where it leads. */
export function noticeDescription(notice: NoticeSummary, t: Translate, { withSize = true } = {}): string {
  if (notice.sizeBytes !== null)
    return withSize ? t("pdfOfSize", { size: formatFileSize(notice.sizeBytes) }) : t("pdf");
  const place = documentPlace(notice.url);
  return t(`places.${place.kind}`, { host: place.host });
}

/** A list of notices: title linking to the document, date, size, and a "New" badge for the first week. */
export async function NoticeList({ notices, emptyText }: { notices: NoticeSummary[]; emptyText: string }) {
  if (notices.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  const [locale, t] = await Promise.all([getLocale(), getTranslations("notices")]);
  return (
    <ul className="divide-y divide-slate-200">
      {notices.map((notice) => (
        <li key={notice.id} className="py-2 text-sm">
          <a href={notice.url} className="font-medium text-brand-900 hover:underline">
            <span lang={recordTextLang(notice.title, locale)}>{notice.title}</span>
            <span className="sr-only"> ({noticeDescription(notice, t)})</span>
          </a>
          {isNewNotice(notice) ? (
            <span className="ml-2 rounded bg-accent-100 px-1.5 py-0.5 text-xs font-bold uppercase text-accent-600">
              {t("new")}
            </span>
          ) : null}
          <span className="mt-0.5 block text-xs text-slate-600" aria-hidden="true">
            {formatIndiaDate(notice.createdAt, "short", locale)} · {noticeDescription(notice, t)}
          </span>
        </li>
      ))}
    </ul>
  );
}
