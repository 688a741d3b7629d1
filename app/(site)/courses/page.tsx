import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { ProgramList } from "@/components/programs/ProgramList";
import { LEVEL_INFO, levelPath } from "@/components/programs/levels";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { localizePath } from "@/lib/i18n/paths";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { groupProgramsByLevel, listPrograms, matchesProgramFilter, parseProgramLevel } from "@/lib/programs/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { PROGRAM_LEVELS } from "@/lib/programs/levels";
import { Button } from "@/components/ui/Button";

type Props = { searchParams: Promise<SearchParams> };

function readFilter(params: SearchParams) {
  return {
    text: (firstValue(params, "q") ?? "").trim().slice(0, 100),
    level: parseProgramLevel(firstValue(params, "level") ?? ""),
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filter = readFilter(await searchParams);
  const t = await getTranslations("programmePages");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/courses",
    noindex: Boolean(filter.text || filter.level),
  });
}

/** /courses and, through a rewrite in proxy.ts, /Courses: every programme grouped by level, with a filter that works without JavaScript. */
export default async function CoursesPage({ searchParams }: Props) {
  await connection();
  const filter = readFilter(await searchParams);
  const all = await listPrograms();
  const groups = groupProgramsByLevel(all.filter((p) => matchesProgramFilter(p, filter.text))).filter(
    (g) => !filter.level || g.level === filter.level,
  );
  const shown = groups.flatMap((g) => g.programs);
  const [locale, t] = await Promise.all([getLocale(), getTranslations("programmePages")]);
  const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm";

  return (
    <>
      <PageHeader title={t("title")} crumbs={[{ name: t("title"), path: "/courses" }]} lead={t("lead")} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <nav aria-label={t("levelsNav")}>
          <ul className="grid gap-4 md:grid-cols-3">
            {PROGRAM_LEVELS.map((level) => (
              <li key={level} className="rounded-lg border border-slate-200 bg-brand-50 p-5">
                <LocalizedLink
                  locale={locale}
                  href={levelPath(level)}
                  className="text-lg font-bold text-brand-900 underline-offset-2 hover:underline"
                >
                  {t(`levels.${level}.heading`)}
                </LocalizedLink>
                <p className="mt-2 text-sm text-slate-700">{t(`levels.${level}.summary`)}</p>
              </li>
            ))}
          </ul>
        </nav>

        <form
          method="get"
          action={localizePath("/courses", locale)}
          role="search"
          aria-label={t("filter.label")}
          className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[2fr_1fr_auto]"
        >
          <div>
            <label htmlFor="program-filter" className="text-sm font-semibold text-slate-800">
              {t("filter.text")}
            </label>
            <input
              id="program-filter"
              type="search"
              name="q"
              defaultValue={filter.text}
              maxLength={100}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="program-level" className="text-sm font-semibold text-slate-800">
              {t("filter.level")}
            </label>
            <select
              id="program-level"
              name="level"
              defaultValue={filter.level ? LEVEL_INFO[filter.level].segment : ""}
              className={field}
            >
              <option value="">{t("filter.allLevels")}</option>
              {PROGRAM_LEVELS.map((level) => (
                <option key={level} value={LEVEL_INFO[level].segment}>
                  {t(`levels.${level}.name`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end gap-3">
            <Button type="submit" size="sm">
              {t("filter.submit")}
            </Button>
            {filter.text || filter.level ? (
              <LocalizedLink
                locale={locale}
                href="/courses"
                className="py-2 text-sm font-semibold text-brand-900 underline"
              >
                {t("filter.showAll")}
              </LocalizedLink>
            ) : null}
          </div>
        </form>

        <p className="text-sm text-slate-700">
          {shown.length === 0 ? t("filter.none") : t("filter.count", { count: shown.length })}
        </p>
        {groups
          .filter((g) => g.programs.length > 0)
          .map((group) => (
            <section key={group.level} aria-labelledby={`level-${group.level}`}>
              <h2 id={`level-${group.level}`} className="text-2xl font-bold text-brand-900">
                {t(`levels.${group.level}.heading`)}{" "}
                <span className="text-base font-normal text-slate-600">({group.programs.length})</span>
              </h2>
              <div className="mt-4">
                <ProgramList programs={group.programs} emptyText="" />
              </div>
            </section>
          ))}
        <LastUpdated date={latestUpdate(...shown.map((p) => p.updatedAt))} label={t("lastUpdated")} locale={locale} />
      </div>
    </>
  );
}
