import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { getLocale, getTranslations } from "next-intl/server";
import { localizePath } from "@/lib/i18n/paths";
import { JsonLd } from "@/components/seo/JsonLd";
import { absoluteUrl } from "@/lib/seo/metadata";

/** A step of the trail: its English path (the Hindi page links the Hindi one); `lang` marks an untranslated name. */
export type Crumb = { name: string; path: string; lang?: "en" };

/**
 * The top of every public page other than home: breadcrumbs (as navigation and as BreadcrumbList
 * structured data), the page's one <h1>, and an optional lead paragraph.
 */
export async function PageHeader({
  title,
  titleLang,
  crumbs,
  lead,
  leadLang,
}: {
  title: string;
  titleLang?: "en";
  crumbs: Crumb[];
  lead?: string;
  leadLang?: "en";
}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("frame")]);
  const trail: Crumb[] = [{ name: t("home"), path: "/" }, ...crumbs].map((crumb) => ({
    ...crumb,
    path: localizePath(crumb.path, locale),
  }));
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t("breadcrumb")}>
          <ol className="flex flex-wrap gap-x-2 text-sm text-slate-700">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-2">
                  {last ? (
                    <span
                      aria-current="page"
                      lang={crumb.lang}
                      className="inline-flex min-h-6 items-center font-semibold text-brand-900"
                    >
                      {crumb.name}
                    </span>
                  ) : (
                    <>
                      {/* At least 24 px tall: on a phone the trail wraps, and smaller links stacked in lines are hard to tap (WCAG 2.2 target size). */}
                      <LocalizedLink
                        locale={locale}
                        href={crumb.path}
                        className="inline-flex min-h-6 items-center underline hover:text-brand-900"
                        lang={crumb.lang}
                      >
                        {crumb.name}
                      </LocalizedLink>
                      <span aria-hidden="true">/</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl" lang={titleLang}>
          {title}
        </h1>
        {lead ? (
          <p className="mt-3 max-w-3xl text-lg text-slate-700" lang={leadLang}>
            {lead}
          </p>
        ) : null}
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            item: absoluteUrl(crumb.path),
          })),
        }}
      />
    </div>
  );
}
