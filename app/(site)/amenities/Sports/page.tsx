import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { pageFieldsOf } from "@/lib/content/page-data";
import { sportsFields } from "@/lib/content/page-fields/student-life";

export const generateMetadata = () => contentMetadata(sportsFields.path);

export default async function SportsPage() {
  await connection();
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("morePages.sports"),
    pageFieldsOf(sportsFields),
  ]);
  return (
    <ContentPage path={sportsFields.path}>
      <Section id="sport-at-dseu" heading={t("sport")}>
        <Paragraphs paragraphs={content.paragraphs} locale={locale} />
      </Section>
      <Section id="notices" heading={t("notices")}>
        <RelatedNotices search={["sport", "tournament"]} emptyText={t("noNotices")} />
      </Section>
    </ContentPage>
  );
}
