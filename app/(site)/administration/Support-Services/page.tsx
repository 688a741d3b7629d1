import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { supportServicesFields as fields } from "@/lib/content/page-fields/offices";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(fields.path);

export default async function SupportServicesPage() {
  await connection();
  const [holders, locale, t, tOfficers, content] = await Promise.all([
    listOfficeHolders(),
    getLocale(),
    getTranslations("peoplePages.supportServices"),
    getTranslations("peoplePages.officers"),
    pageFieldsOf(fields),
  ]);
  return (
    <ContentPage path={fields.path}>
      <Section id="services" heading={t("services")}>
        <DataTable
          id="support-services"
          caption={t("caption")}
          rows={content.services}
          rowKey={(s) => s.name.en}
          columns={[
            { header: t("service"), rowHeader: true, cell: (s) => <LocalizedText value={s.name} locale={locale} /> },
            { header: t("does"), cell: (s) => <LocalizedText value={s.does} locale={locale} /> },
            {
              header: t("contact"),
              cell: (s) => (
                <OfficeContacts
                  offices={s.offices}
                  holders={holders}
                  email={s.email}
                  locale={locale}
                  helpDeskText={tOfficers("viaHelpDesk")}
                />
              ),
            },
            {
              header: t("more"),
              cell: (s) =>
                s.link ? (
                  s.link.external ? (
                    <ExternalLink href={s.link.href} className="text-brand-900 underline">
                      <LocalizedText value={s.link.title} locale={locale} />
                    </ExternalLink>
                  ) : (
                    <LocalizedLink href={s.link.href} locale={locale} className="text-brand-900 underline">
                      <LocalizedText value={s.link.title} locale={locale} />
                    </LocalizedLink>
                  )
                ) : (
                  ""
                ),
            },
          ]}
        />
      </Section>
      <Section id="not-solved" heading={t("notSolved")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.grievances} locale={locale} />{" "}
          <LocalizedLink href="/grievance-form" locale={locale} className="font-semibold text-brand-900 underline">
            {t("grievanceLink")}
          </LocalizedLink>
        </p>
      </Section>
    </ContentPage>
  );
}
