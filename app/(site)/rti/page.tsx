import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { Section } from "@/components/content/Section";
import { rtiOfficerOffices } from "@/lib/content/page-fields/forms";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import type { Locale } from "@/lib/i18n/locales";

const PATH = "/rti";

export const generateMetadata = () => contentMetadata(PATH);

/**
 * The Right to Information page: its text (how to apply, appeal, the section 4(1)(b) disclosures)
 * is the page item staff edit; the officers are the office-holder records staff keep in the admin.
 */
export default async function RtiPage() {
  await connection();
  const [holders, locale, t] = await Promise.all([
    listOfficeHolders(),
    getLocale() as Promise<Locale>,
    getTranslations("rtiPage"),
  ]);
  return (
    <ContentPage path={PATH}>
      <Section id="rti-officers" heading={t("officersHeading")}>
        <OfficeContacts offices={rtiOfficerOffices} holders={holders} locale={locale} />
        <p>{t("assistantOfficers")}</p>
      </Section>
    </ContentPage>
  );
}
