import type { PolicyPage } from "@/content/policies";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { inLocale } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A website policy page in the page's language: header with breadcrumbs, its sections, and when it
 * was last reviewed (`lastUpdated`: the label from the catalogue).
 */
export function PolicyArticle({
  page,
  locale,
  lastUpdated,
  children,
}: {
  page: PolicyPage;
  locale: Locale;
  lastUpdated: string;
  children?: React.ReactNode;
}) {
  const [title, lead] = [inLocale(page.title, locale), inLocale(page.description, locale)];
  return (
    <>
      <PageHeader
        title={title.text}
        titleLang={title.lang}
        crumbs={[{ name: title.text, lang: title.lang, path: `/${page.slug}` }]}
        lead={lead.text}
        leadLang={lead.lang}
      />
      <article className="mx-auto max-w-3xl px-4 py-10">
        {page.sections.map((section) => (
          <section key={section.heading.en} className="mb-8">
            <h2 className="text-xl font-bold text-brand-900">
              <LocalizedText value={section.heading} locale={locale} />
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.en} className="mt-3 leading-relaxed text-slate-800">
                <LocalizedText value={paragraph} locale={locale} />
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
                {section.list.map((item) => (
                  <li key={item.en}>
                    <LocalizedText value={item} locale={locale} />
                  </li>
                ))}
              </ul>
            ) : null}
            {section.links?.map((link) => (
              <p key={link.path} className="mt-3">
                <LocalizedLink
                  href={link.path}
                  locale={locale}
                  className="font-semibold text-brand-900 underline hover:text-brand-700"
                >
                  <LocalizedText value={link.name} locale={locale} />
                </LocalizedLink>
              </p>
            ))}
          </section>
        ))}
        {children}
        <LastUpdated
          date={page.lastReviewed}
          label={lastUpdated}
          locale={locale}
          className="mt-10 border-t border-slate-200 pt-4"
        />
      </article>
    </>
  );
}
