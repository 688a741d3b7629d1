import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { recordTextLang } from "@/lib/i18n/locales";
import type { NoticeSummary } from "@/lib/notices/queries";
import { isNewNotice } from "@/lib/notices/rules";
import { PausableTicker } from "./PausableTicker";
import { noticeDescription } from "./NoticeList";

/** The strip at the top of the home page: the newest announcements, moving, with a link to all of them. */
export async function AnnouncementStrip({ notices }: { notices: NoticeSummary[] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("notices")]);
  return (
    <section aria-labelledby="announcements-title" className="border-b border-amber-200 bg-accent-100">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <h2 id="announcements-title" className="shrink-0 text-sm font-bold">
          <LocalizedLink
            locale={locale}
            href="/announcements"
            className="rounded bg-brand-900 px-3 py-1.5 text-white hover:bg-brand-700"
          >
            {t("announcements")}
          </LocalizedLink>
        </h2>
        {notices.length === 0 ? (
          <p className="text-sm text-slate-800">{t("noAnnouncements")}</p>
        ) : (
          <PausableTicker label={t("announcementsLower")} itemCount={notices.length}>
            <ul className="flex">
              {notices.map((notice) => (
                <li key={notice.id} className="flex items-center whitespace-nowrap px-6 text-sm">
                  <a href={notice.url} className="font-medium text-brand-900 hover:underline">
                    <span lang={recordTextLang(notice.title, locale)}>{notice.title}</span>
                    <span className="sr-only"> ({noticeDescription(notice, t, { withSize: false })})</span>
                  </a>
                  {isNewNotice(notice) ? (
                    <span className="ml-2 rounded bg-accent-600 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase text-white">
                      {t("new")}
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
