import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { ugcGuidelinesFields as fields } from "@/lib/content/page-fields/offices";

export const generateMetadata = () => contentMetadata(fields.path);

export default async function UgcGuidelinesPage() {
  await connection();
  const [locale, t, content] = await Promise.all([getLocale(), getTranslations("morePages.ugc"), pageFieldsOf(fields)]);
  return (
    <ContentPage path={fields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="at-dseu" heading={t("atDseu")}>
        <div className="grid gap-4 md:grid-cols-2">
          {content.areas.map((area, index) => (
            <section
              key={area.name.en}
              aria-labelledby={`ugc-area-${index}`}
              className="rounded-lg border border-slate-300 p-4"
            >
              <h3 id={`ugc-area-${index}`} className="text-lg font-semibold text-brand-900">
                <LocalizedText value={area.name} locale={locale} />
              </h3>
              <p className="mt-1">
                <LocalizedText value={area.text} locale={locale} />
              </p>
              <p className="mt-2">
                <LocalizedLink href={area.link.href} locale={locale} className="text-brand-900 underline">
                  <LocalizedText value={area.link.title} locale={locale} />
                </LocalizedLink>
              </p>
            </section>
          ))}
        </div>
      </Section>
      <Section id="notices" heading={t("notices")}>
        <p>
          <LocalizedText value={content.noticesText} locale={locale} />
        </p>
        <RelatedNotices search="UGC" emptyText={t("noNotices")} />
        <p>
          <ExternalLink href={content.ugcLink.href} className="font-semibold text-brand-900 underline">
            <LocalizedText value={content.ugcLink.title} locale={locale} />
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
