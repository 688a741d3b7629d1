import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { otherAcademicUnits as content } from "@/content/pages/offices";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function OtherAcademicUnitsPage() {
  await connection();
  const [holders, locale, t, tPeople] = await Promise.all([
    listOfficeHolders(),
    getLocale(),
    getTranslations("peoplePages.academicUnits"),
    getTranslations("peoplePages"),
  ]);
  return (
    <ContentPage path={content.page.path}>
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
                u.link ? (
                  <LocalizedLink href={u.link.href} locale={locale} className="text-brand-900 underline">
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
