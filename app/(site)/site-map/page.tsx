import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { NavItem } from "@/lib/content/navigation";
import { menusNow, pagesContent, singleContentDates } from "@/lib/content/page-data";
import { POLICY_PATHS } from "@/lib/pages/registry";
import { latestUpdate } from "@/lib/seo/last-modified";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { websiteLinks } from "@/lib/content/website-links";
import { localizePath, withoutLocale } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";

const PATH = "/site-map";

/**
 * Pages the menus do not list; their names are in the catalogue ("morePages.siteMap.more"). The site
 * map is how a visitor reaches every page (the crawl test fails on a page reachable from nowhere).
 */
const MORE_PAGES = [
  { key: "courses", path: "/courses" },
  { key: "announcements", path: "/announcements" },
  { key: "tenders", path: "/tenders" },
  { key: "results", path: "/admission/result" },
  { key: "holidayCalendar", path: "/holiday-calendar" },
  { key: "supportServices", path: "/administration/Support-Services" },
  { key: "otherAcademicUnits", path: "/administration/Other-Academic-Units" },
] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("morePages.siteMap");
  return pageMetadata({ title: t("title"), description: t("description"), path: PATH });
}

/**
 * Every entry in the page's language: the menus' names and addresses are already the language's
 * (Hindi where the page has a Hindi version); the others are listed with their English address.
 */
function Tree({ items, locale }: { items: NavItem[]; locale: Locale }) {
  return (
    <ul className="ml-5 list-disc space-y-1">
      {items.map((item) => (
        <li key={item.name}>
          {item.path && item.external ? (
            <ExternalLink href={item.path} className="text-brand-900 underline" lang={item.lang}>
              {item.name}
            </ExternalLink>
          ) : item.path ? (
            <LocalizedLink href={item.path} locale={locale} className="text-brand-900 underline" lang={item.lang}>
              {item.name}
            </LocalizedLink>
          ) : (
            <span className="font-semibold" lang={item.lang}>
              {item.name}
            </span>
          )}
          {item.dropdownItems ? <Tree items={item.dropdownItems} locale={locale} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default async function SiteMapPage() {
  const [menus, locale, t, footer, aboutWebsite, [menusUpdated], linkedPages] = await Promise.all([
    menusNow(),
    getLocale(),
    getTranslations("morePages.siteMap"),
    getTranslations("footer"),
    getLocale().then(websiteLinks),
    singleContentDates(["navigation"]),
    pagesContent([...POLICY_PATHS, "/feedback"]),
  ]);
  // The page lists the menus and the website's own pages under their published titles.
  const updated = latestUpdate(menusUpdated, ...linkedPages.map((page) => page.updatedAt));
  const morePages: NavItem[] = MORE_PAGES.map(({ key, path }) => ({
    name: t(`more.${key}`),
    path: localizePath(path, locale),
  }));
  return (
    <>
      <PageHeader title={t("title")} crumbs={[{ name: t("title"), path: PATH }]} lead={t("description")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-2">
        <section aria-labelledby="main-sections">
          <h2 id="main-sections" className="mb-3 text-xl font-bold text-brand-900">
            {t("main")}
          </h2>
          <Tree items={menus.main} locale={locale} />
        </section>
        <div className="space-y-10">
          <section aria-labelledby="services">
            <h2 id="services" className="mb-3 text-xl font-bold text-brand-900">
              {t("services")}
            </h2>
            <Tree items={[...menus.utility, ...morePages]} locale={locale} />
          </section>
          <section aria-labelledby="policies">
            <h2 id="policies" className="mb-3 text-xl font-bold text-brand-900">
              {footer("aboutWebsite")}
            </h2>
            <Tree items={aboutWebsite.filter((link) => withoutLocale(link.path!) !== PATH)} locale={locale} />
          </section>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <LastUpdated date={updated} locale={locale as Locale} />
      </div>
    </>
  );
}
