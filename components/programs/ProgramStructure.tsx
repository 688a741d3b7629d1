import { getLocale, getTranslations } from "next-intl/server";
import { ScrollRegion } from "@/components/ui/ScrollRegion";
import { ExternalLink } from "@/components/layout/ExternalLink";
import type { ProgramYears } from "@/lib/db/schema";
import { recordTextLang } from "@/lib/i18n/locales";
import { PROGRAM_YEAR_KEYS } from "@/lib/programs/years";
import { creditsText } from "./program-text";
import { ShownText } from "@/components/i18n/LocalizedText";

/**
 * The year-by-year table: credits, the award on exit after that year, and the curriculum when one
 * is published. The awards are official names stored in English only, so a Hindi page marks them.
 */
export async function ProgramStructure({ years }: { years: ProgramYears | null }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("programmePages")]);
  const rows = PROGRAM_YEAR_KEYS.flatMap((key, index) =>
    years?.[key] ? [{ number: index + 1, year: years[key]! }] : [],
  );
  if (rows.length === 0) return <p className="text-slate-700">{t("structure.notPublished")}</p>;
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  const curriculumLink = (number: number) => (
    <>
      {t("structure.curriculumLink")}
      <span className="sr-only">{t("structure.curriculumLinkYear", { number })}</span>
    </>
  );
  return (
    <ScrollRegion label={t("structure.region")} className="rounded-lg border border-slate-200">
      <table className="min-w-full bg-white text-sm">
        <caption className="sr-only">{t("structure.caption")}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={cell}>
              {t("structure.year")}
            </th>
            <th scope="col" className={cell}>
              {t("structure.credits")}
            </th>
            <th scope="col" className={cell}>
              {t("structure.exitAward")}
            </th>
            <th scope="col" className={cell}>
              {t("structure.curriculum")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ number, year }) => (
            <tr key={number}>
              <th scope="row" className={`${cell} font-semibold`}>
                {t("structure.yearNumber", { number })}
              </th>
              <td className={cell}>
                {year.year_credit_text ? (
                  <ShownText value={creditsText(year.year_credit_text, locale, t)} />
                ) : (
                  t("structure.notStated")
                )}
              </td>
              <td className={cell} lang={year.year_exit_text ? recordTextLang(year.year_exit_text, locale) : undefined}>
                {year.year_exit_text || t("structure.notStated")}
              </td>
              <td className={cell}>
                {year.year_syllabus_link ? (
                  /^https?:\/\//i.test(year.year_syllabus_link) ? (
                    <ExternalLink href={year.year_syllabus_link} className="font-semibold text-brand-900 underline">
                      {curriculumLink(number)}
                    </ExternalLink>
                  ) : (
                    <a href={year.year_syllabus_link} className="font-semibold text-brand-900 underline">
                      {curriculumLink(number)}
                    </a>
                  )
                ) : (
                  <span className="text-slate-600">{t("structure.noCurriculum")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
