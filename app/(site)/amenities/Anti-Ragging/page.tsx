import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { HelplineTable } from "@/components/content/HelplineTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { antiRaggingFields } from "@/lib/content/page-fields/student-life";
import { helplineWords } from "../helpline-words";

export const generateMetadata = () => contentMetadata(antiRaggingFields.path);

export default async function AntiRaggingPage() {
  await connection();
  const [locale, t, words, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.antiRagging"),
    getTranslations("contentPages"),
    pageFieldsOf(antiRaggingFields),
  ]);
  return (
    <ContentPage path={antiRaggingFields.path}>
      <Section id="report" heading={t("report")}>
        <p className="max-w-3xl text-lg">
          <LocalizedText value={content.reportText} locale={locale} />
        </p>
        <HelplineTable
          id="anti-ragging-helplines"
          caption={t("helplinesCaption")}
          helplines={content.helplines}
          locale={locale}
          words={helplineWords(words)}
        />
        <p>
          <LocalizedLink href="/grievance-form" locale={locale} className="font-semibold text-brand-900 underline">
            {t("grievanceLink")}
          </LocalizedLink>
        </p>
      </Section>
      <Section id="cell" heading={t("cell")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.cell} locale={locale} />
        </p>
      </Section>
      <Section id="what-is-ragging" heading={t("whatIs")}>
        <BulletList items={content.whatIsRagging} locale={locale} />
      </Section>
      <Section id="actions" heading={t("actions")}>
        <BulletList items={content.actions} locale={locale} />
      </Section>
      <Section id="documents" heading={t("documents")}>
        <DataTable
          id="anti-ragging-documents"
          caption={t("documentsCaption")}
          rows={content.documents}
          rowKey={(d) => d.title.en}
          columns={[
            { header: t("document"), rowHeader: true, cell: (d) => <LocalizedText value={d.title} locale={locale} /> },
            { header: t("whatItIs"), cell: (d) => <LocalizedText value={d.summary} locale={locale} /> },
          ]}
        />
        <p className="max-w-3xl">
          <LocalizedText value={content.documentsNote} locale={locale} />
        </p>
        <RelatedNotices search="ragging" emptyText={t("noNotices")} />
      </Section>
    </ContentPage>
  );
}
