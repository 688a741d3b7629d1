import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { sports as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function SportsPage() {
  await connection();
  const [locale, t] = await Promise.all([getLocale(), getTranslations("morePages.sports")]);
  return (
    <ContentPage path={content.page.path}>
      <Section id="sport-at-dseu" heading={t("sport")}>
        <Paragraphs paragraphs={content.paragraphs} locale={locale} />
      </Section>
      <Section id="notices" heading={t("notices")}>
        <RelatedNotices search={["sport", "tournament"]} emptyText={t("noNotices")} />
      </Section>
    </ContentPage>
  );
}
