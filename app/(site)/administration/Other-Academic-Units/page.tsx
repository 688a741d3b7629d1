import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { otherAcademicUnitsFields as fields } from "@/lib/content/page-fields/offices";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(fields.path);

export default async function OtherAcademicUnitsPage() {
  await connection();
  const [holders, locale, t, tPeople, content] = await Promise.all([
    listOfficeHolders(),
    getLocale(),
    getTranslations("peoplePages.academicUnits"),
    getTranslations("peoplePages"),
    pageFieldsOf(fields),
  ]);
  return (
    <ContentPage path={fields.path}>
      <Paragraphs paragraphs={content.intro} locale={locale} />
      <Section id="units" heading={t("units")}>
        <DataTable
          id="academic-units"
          caption={t("caption")}
          rows={content.units}
          rowKey={(u) => u.name.en}
          columns={[
            {
              header: t("unit"),
              rowHeader: true,
              cell: (u) =>
                u.href ? (
                  <LocalizedLink href={u.href} locale={locale} className="text-brand-900 underline">
                    <LocalizedText value={u.name} locale={locale} />
                  </LocalizedLink>
                ) : (
                  <LocalizedText value={u.name} locale={locale} />
                ),
            },
            { header: t("does"), cell: (u) => <LocalizedText value={u.does} locale={locale} /> },
            {
              header: t("ledBy"),
              cell: (u) => (
                <OfficeContacts
                  offices={u.offices}
                  holders={holders}
                  locale={locale}
                  helpDeskText={tPeople("officers.viaHelpDesk")}
                />
              ),
            },
          ]}
        />
      </Section>
      <Section id="faculties" heading={tPeople("facultiesLink")}>
        <p>
          <LocalizedLink href="/academics/faculty" locale={locale} className="font-semibold text-brand-900 underline">
            {t("facultiesLink")}
          </LocalizedLink>
        </p>
      </Section>
    </ContentPage>
  );
}
