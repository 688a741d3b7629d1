import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section, TextBlock } from "@/components/content/Section";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText, ShownText } from "@/components/i18n/LocalizedText";
import { holderTitleIn } from "@/components/content/people";
import { pageFieldsOf } from "@/lib/content/page-data";
import { academicAdministrationFields as fields } from "@/lib/content/page-fields/academics";
import { recordTextLang } from "@/lib/i18n/locales";
import { listOfficeHolders, type OfficeHolder } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(fields.path);

function holdersFor(offices: readonly string[], holders: readonly OfficeHolder[]): OfficeHolder[] {
  return holders.filter((h) =>
    offices.some((office) => (office.endsWith("-") ? h.office.startsWith(office) : h.office === office)),
  );
}

/** The chart of academic offices; holders' names are records, marked English on the Hindi page, their titles in Hindi where known. */
export default async function AcademicAdministrationPage() {
  await connection();
  const [holders, locale, t, tPeople, content] = await Promise.all([
    listOfficeHolders(),
    getLocale(),
    getTranslations("peoplePages.academicAdministration"),
    getTranslations("peoplePages"),
    pageFieldsOf(fields),
  ]);
  const lang = (record: string) => recordTextLang(record, locale);
  return (
    <ContentPage path={fields.path}>
      <Section id="structure" heading={t("structure")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.intro} locale={locale} />
        </p>
        <ol aria-label={t("levels")} className="mt-4 max-w-3xl space-y-3">
          {content.levels.map((level, index) => {
            const people = holdersFor(level.offices, holders);
            return (
              <li key={level.name.en} className="relative">
                <div className="rounded-md border-2 border-brand-900 bg-white p-4">
                  <p className="font-bold text-brand-900">
                    <span className="sr-only">{t("level", { number: index + 1 })}</span>
                    <LocalizedText value={level.name} locale={locale} />
                  </p>
                  {people.length > 0 ? (
                    <ul className="mt-2 space-y-0.5 text-sm text-slate-800">
                      {people.map((person) => (
                        <li key={person.office}>
                          <span lang={lang(person.name)}>{person.name}</span>
                          {people.length > 1 || person.title !== level.name.en ? (
                            <span className="text-slate-600">
                              {" "}
                              — <ShownText value={holderTitleIn(person, locale)} />
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {level.offices.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-800">
                      <LocalizedText value={content.headsNote} locale={locale} />{" "}
                      <LocalizedLink href="/academics/faculty" locale={locale} className="text-brand-900 underline">
                        {tPeople("facultiesLink")}
                      </LocalizedLink>
                    </p>
                  ) : null}
                </div>
                {index < content.levels.length - 1 ? (
                  <span aria-hidden="true" className="block text-center text-2xl leading-none text-brand-700">
                    ↓
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Section>
      <TextBlock section={{ id: "rules", ...content.rules }} locale={locale} />
    </ContentPage>
  );
}
