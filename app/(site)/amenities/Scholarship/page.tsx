import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { scholarshipFields } from "@/lib/content/page-fields/student-life";

export const generateMetadata = () => contentMetadata(scholarshipFields.path);

export default async function ScholarshipPage() {
  await connection();
  const [locale, t, words, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.scholarship"),
    getTranslations("contentPages"),
    pageFieldsOf(scholarshipFields),
  ]);
  return (
    <ContentPage path={scholarshipFields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="philosophy" heading={t("approach")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.philosophy} locale={locale} />
        </p>
      </Section>
      <Section id="schemes" heading={t("schemes")}>
        <DataTable
          id="scholarship-schemes"
          caption={t("schemesCaption")}
          rows={content.schemes}
          rowKey={(s) => s.name.en}
          columns={[
            { header: words("tables.serial"), numeric: true, cell: (_s, index) => index + 1 },
            {
              header: t("scholarship"),
              rowHeader: true,
              cell: (s) => <LocalizedText value={s.name} locale={locale} />,
            },
            {
              header: t("offeredBy"),
              cell: (s) => (s.offeredBy ? <LocalizedText value={s.offeredBy} locale={locale} /> : "—"),
            },
            {
              header: t("howToApply"),
              cell: (s) => <LocalizedText value={s.howToApply ?? content.howToApplyDefault} locale={locale} />,
            },
          ]}
        />
        <p className="max-w-3xl">
          <LocalizedText value={content.advice} locale={locale} />
        </p>
      </Section>
      <Section id="notices" heading={t("notices")}>
        <RelatedNotices search="scholarship" emptyText={t("noNotices")} />
      </Section>
    </ContentPage>
  );
}
