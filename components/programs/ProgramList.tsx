import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { recordTextLang } from "@/lib/i18n/locales";
import { hasProgramDetail, type ProgramRecord } from "@/lib/programs/queries";
import { nameShowsCode } from "@/lib/programs/title";
import { durationText, inShownNameOrder, modeText, programText } from "./program-text";
import { ShownText } from "@/components/i18n/LocalizedText";

/**
 * Programmes as a list: code, name, duration, mode and department, in the page's language. A name
 * links to the programme's page only when the programme has a year-by-year structure (the
 * site-wide rule); a card without a page looks flat (dashed, grey) so it does not invite a click.
 */
export async function ProgramList({ programs, emptyText }: { programs: ProgramRecord[]; emptyText: string }) {
  if (programs.length === 0) return <p className="text-slate-700">{emptyText}</p>;
  const [locale, t] = await Promise.all([getLocale(), getTranslations("programmePages")]);
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {inShownNameOrder(programs, locale).map((program) => {
        const linked = hasProgramDetail(program);
        const name = programText(program, "name", locale);
        return (
          <li
            key={program.id}
            className={`rounded-lg border p-4 ${linked ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50"}`}
          >
            {nameShowsCode({ name: name.text, code: program.code }) ? null : (
              <span className="font-mono text-xs font-bold text-accent-600">{program.code}</span>
            )}
            <p className="font-semibold" lang={name.lang}>
              {linked ? (
                <LocalizedLink
                  locale={locale}
                  href={`/programs/${program.id}`}
                  className="text-brand-900 underline underline-offset-2 hover:text-brand-700"
                >
                  {name.text}
                </LocalizedLink>
              ) : (
                <span className="text-slate-900">{name.text}</span>
              )}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t("facts.duration")}: <ShownText value={durationText(program.duration, locale, t)} /> ·{" "}
              <ShownText value={modeText(program.mode, locale, t)} />
              {program.department ? (
                <>
                  {" "}
                  · <span lang={recordTextLang(program.department.name, locale)}>{program.department.name}</span>
                </>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
