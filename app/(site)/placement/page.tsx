import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Paragraphs, Section } from "@/components/content/Section";
import { ContactTable } from "@/components/content/ContactTable";
import { RecruiterChart, type RecruiterChartWords } from "@/components/content/RecruiterChart";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { holderOf, holderTitle } from "@/components/content/people";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { placementOfficerOffices } from "@/lib/content/page-fields/placement";
import { pageFieldsOf } from "@/lib/content/page-data";
import { placementFields } from "@/lib/content/page-fields/placement";
import type { Contact } from "@/lib/content/page-parts";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(placementFields.path);

/**
 * Company names in the charts are records and stay as written; on the Hindi page the charts'
 * labels are therefore Latin, which is why its Devanagari share is lower (tests/e2e/hindi-more.spec.ts).
 */
export default async function PlacementPage() {
  await connection();
  const [holders, locale, t, tables, words, content] = await Promise.all([
    listOfficeHolders(),
    getLocale(),
    getTranslations("morePages.placement"),
    getTranslations("contentPages.tables"),
    getTranslations("contentPages"),
    pageFieldsOf(placementFields),
  ]);
  const contacts: Contact[] = [
    { ...content.cell, email: content.generalEmail },
    ...placementOfficerOffices.flatMap((office) => {
      const officer = holderOf(holders, office);
      return officer
        ? [
            {
              name: officer.name,
              role: holderTitle(officer),
              email: officer.email || undefined,
              phone: officer.phone || undefined,
            },
          ]
        : [];
    }),
  ];
  const chartWords: RecruiterChartWords = {
    company: t("company"),
    selected: t("selected"),
    tableCaption: (title) => t("tableCaption", { title }),
    description: ({ companies, total, top }) =>
      top
        ? t("chartDescriptionTop", { companies, total, company: top.company, count: top.selected })
        : t("chartDescription", { companies, total }),
  };
  return (
    <ContentPage path={placementFields.path}>
      <Section id="recruiters-welcome" heading={t("invitation")}>
        <Paragraphs paragraphs={content.invitation} locale={locale} />
        <h3 className="pt-2 text-xl font-semibold text-brand-900">{t("programmes")}</h3>
        <BulletList items={content.programmes} locale={locale} />
      </Section>
      <Section id="contacts" heading={t("contacts")}>
        <ContactTable
          id="placement-contacts"
          caption={t("contactsCaption")}
          contacts={contacts}
          locale={locale}
          words={{
            name: tables("name"),
            role: tables("role"),
            email: tables("email"),
            phone: tables("phone"),
            notPublished: words("notPublished"),
          }}
        />
      </Section>
      <Section id="statistics" heading={t("statistics")}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.highlights.map((h) => (
            <div key={h.label.en} className="rounded-lg border border-slate-300 p-4">
              <dt className="text-sm font-semibold text-slate-700">
                <LocalizedText value={h.label} locale={locale} />
              </dt>
              <dd className="mt-1 text-3xl font-bold text-brand-900">{h.value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-10 pt-6 xl:grid-cols-2">
          <RecruiterChart
            id="diploma-recruiters"
            title={t("diplomaChart")}
            recruiters={content.recruitersDiploma}
            words={chartWords}
          />
          <RecruiterChart
            id="degree-recruiters"
            title={t("degreeChart")}
            recruiters={content.recruitersDegree}
            words={chartWords}
          />
        </div>
      </Section>
      <Section id="policy" heading={t("policy")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.policy} locale={locale} />
        </p>
        <RelatedNotices search={["placement", "internship", "campus drive"]} emptyText={t("noNotices")} />
      </Section>
    </ContentPage>
  );
}
