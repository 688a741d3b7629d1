import { getLocale } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { RichText } from "@/components/content/RichText";
import { administrativePath, type AdministrativeSlug } from "@/lib/administration/sub-pages";
import { inLocale } from "@/lib/content/localized";
import type { ContentData } from "@/lib/content/schema";
import { noticeWordsIn } from "@/lib/notices/words";
import { officePages } from "./office-page";

/**
 * Header and side menu shared by the administrative offices' pages, in the request's language:
 * the open page's title, breadcrumbs, lead and any body come from its page item (`page`), the
 * menu's labels from the sub-pages' items; `current` is the open sub-page's slug.
 */
export async function AdministrativeShell({
  page,
  current,
  children,
}: {
  page: ContentData<"page">;
  current?: AdministrativeSlug;
  children: React.ReactNode;
}) {
  const [locale, menu] = await Promise.all([getLocale(), officePages()]);
  const words = noticeWordsIn(locale).boards.offices;
  const [title, body] = [inLocale(page.title, locale), inLocale(page.body, locale)];
  const lead = page.lead?.en ? inLocale(page.lead, locale) : undefined;
  const currentPath = current ? administrativePath(current) : undefined;
  return (
    <>
      <PageHeader
        title={title.text}
        titleLang={title.lang}
        crumbs={page.crumbs.map((crumb) => {
          const name = inLocale(crumb.name, locale);
          return { name: name.text, lang: name.lang, path: crumb.path };
        })}
        lead={lead?.text}
        leadLang={lead?.lang}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={words.menu} className="lg:order-first">
          <ul className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-2">
            {menu.map(({ data }) => {
              const active = data.path === currentPath;
              const label = inLocale(data.title, locale);
              return (
                <li key={data.path}>
                  <LocalizedLink
                    href={data.path}
                    locale={locale}
                    lang={label.lang}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-semibold ${active ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-white"}`}
                  >
                    {label.text}
                  </LocalizedLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">
          {body.text ? (
            <div lang={body.lang}>
              <RichText html={body.text} locale={locale} />
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </>
  );
}
