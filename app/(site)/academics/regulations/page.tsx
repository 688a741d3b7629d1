import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { EmailLink } from "@/components/content/EmailLink";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { RecordText } from "@/components/i18n/RecordText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { regulationsFields as fields } from "@/lib/content/page-fields/academics";
import { siteContacts } from "@/lib/content/site-contacts";

export const generateMetadata = () => contentMetadata(fields.path);

export default async function RegulationsPage() {
  await connection();
  const [locale, t, footer, content, contacts] = await Promise.all([
    getLocale(),
    getTranslations("morePages.regulations"),
    getTranslations("footer"),
    pageFieldsOf(fields),
    siteContacts(),
  ]);
  return (
    <ContentPage path={fields.path}>
      <Section id="regulations" heading={t("regulations")}>
        <DataTable
          id="regulations-table"
          caption={t("caption")}
          rows={content.regulations}
          rowKey={(r) => r.name}
          columns={[
            {
              header: t("regulation"),
              rowHeader: true,
              // The regulation's name is the document's own.
              cell: (r) => <RecordText text={r.name} locale={locale} />,
            },
            { header: t("covers"), cell: (r) => <LocalizedText value={r.summary} locale={locale} /> },
          ]}
        />
      </Section>
      <Section id="documents" heading={t("documents")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.documents} locale={locale} /> {footer("helpDesk")}{" "}
          <EmailLink email={contacts.helpdeskEmail} />.
        </p>
        <RelatedNotices search="regulation" emptyText={t("noNotices")} />
      </Section>
      <Section id="levels" heading={t("levels")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.levelsIntro} locale={locale} />
        </p>
        <DataTable
          id="ncrf-levels"
          caption={t("levelsCaption")}
          rows={content.levels}
          rowKey={(l) => l.programme.en}
          columns={[
            {
              header: t("programme"),
              rowHeader: true,
              cell: (l) => <LocalizedText value={l.programme} locale={locale} />,
            },
            { header: t("level"), numeric: true, cell: (l) => l.level },
          ]}
        />
      </Section>
    </ContentPage>
  );
}
