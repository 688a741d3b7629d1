import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { admissionGuidelinesFields } from "@/lib/content/page-fields/admission";

export const generateMetadata = () => contentMetadata(admissionGuidelinesFields.path);

export default async function AdmissionGuidelinesPage() {
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.guidelines"),
    pageFieldsOf(admissionGuidelinesFields),
  ]);
  return (
    <ContentPage path={admissionGuidelinesFields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="eligibility" heading={t("eligibility")}>
        <DataTable
          id="eligibility-table"
          caption={t("eligibilityCaption")}
          rows={content.eligibility}
          rowKey={(e) => e.programmes.en}
          columns={[
            {
              header: t("programmes"),
              rowHeader: true,
              cell: (e) => <LocalizedText value={e.programmes} locale={locale} />,
            },
            { header: t("basis"), cell: (e) => <LocalizedText value={e.basis} locale={locale} /> },
          ]}
        />
      </Section>
      <Section id="pwd-defence" heading={t("pwd")}>
        <DataTable
          id="pwd-reporting"
          caption={t("pwdCaption")}
          rows={content.reporting}
          rowKey={(r) => r.flow.en}
          columns={[
            { header: t("admission"), rowHeader: true, cell: (r) => <LocalizedText value={r.flow} locale={locale} /> },
            { header: t("place"), cell: (r) => <LocalizedText value={r.place} locale={locale} /> },
            { header: t("when"), cell: (r) => <LocalizedText value={r.when} locale={locale} /> },
          ]}
        />
      </Section>
      <Section id="tips" heading={t("tips")}>
        <BulletList items={content.tips} locale={locale} />
        <p>
          <ExternalLink href={content.walkIn.href} className="text-brand-900 underline">
            <LocalizedText value={content.walkIn.title} locale={locale} />
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
