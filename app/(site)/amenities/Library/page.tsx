import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { libraryFields } from "@/lib/content/page-fields/student-life";

export const generateMetadata = () => contentMetadata(libraryFields.path);

export default async function LibraryPage() {
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("morePages.library"),
    pageFieldsOf(libraryFields),
  ]);
  return (
    <ContentPage path={libraryFields.path}>
      <Section id="libraries" heading={t("libraries")}>
        <Paragraphs paragraphs={content.paragraphs} locale={locale} />
      </Section>
      <Section id="catalogue" heading={t("catalogue")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.catalogue.text} locale={locale} />
        </p>
        <p>
          <ExternalLink href={content.catalogue.link.href} className="font-semibold text-brand-900 underline">
            <LocalizedText value={content.catalogue.link.title} locale={locale} />
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
