import { getLocale } from "next-intl/server";
import { PageHeader, type Crumb } from "@/components/layout/PageHeader";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { administrativePages } from "@/content/administration";
import { textIn } from "@/lib/content/localized";
import { noticeWordsIn } from "@/lib/notices/words";

export const ADMINISTRATIVE_PATH = "/administration/administrative";

/**
 * Header and side menu shared by the administrative offices' pages, in the request's language;
 * `current` is the open sub-page's slug, `title` and `lead` are already in that language.
 */
export async function AdministrativeShell({
  current,
  title,
  lead,
  children,
}: {
  current?: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  const locale = await getLocale();
  const words = noticeWordsIn(locale).boards.offices;
  const officesCrumb: Crumb = { name: words.title, path: ADMINISTRATIVE_PATH };
  const crumbs: Crumb[] = current
    ? [officesCrumb, { name: title, path: `${ADMINISTRATIVE_PATH}/${current}` }]
    : [officesCrumb];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} lead={lead} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={words.menu} className="lg:order-first">
          <ul className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-2">
            {administrativePages.map((page) => {
              const active = page.slug === current;
              return (
                <li key={page.slug}>
                  <LocalizedLink
                    href={`${ADMINISTRATIVE_PATH}/${page.slug}`}
                    locale={locale}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-semibold ${active ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-white"}`}
                  >
                    {textIn(page.title, locale)}
                  </LocalizedLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">{children}</div>
      </div>
    </>
  );
}
