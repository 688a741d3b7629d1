import { getLocale } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { LinkList } from "@/components/content/LinkList";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { aboutUniversityFields } from "@/lib/content/page-fields/about";

export const generateMetadata = () => contentMetadata(aboutUniversityFields.path);

export default async function AboutTheUniversityPage() {
  const [locale, content] = await Promise.all([getLocale(), pageFieldsOf(aboutUniversityFields)]);
  return (
    <ContentPage path={aboutUniversityFields.path}>
      <Section id="read-more" heading={<LocalizedText value={content.relatedHeading} locale={locale} />}>
        <LinkList links={content.related} locale={locale} />
      </Section>
    </ContentPage>
  );
}
