import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { departmentPath } from "@/components/departments/links";
import { selectDepartment } from "@/components/departments/select";
import { unitName } from "@/components/departments/names";
import { FacultyCard } from "@/components/faculty/FacultyCard";
import { ProgramList } from "@/components/programs/ProgramList";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { findDepartmentSchool } from "@/lib/departments/queries";
import { findHeadOfDepartment, groupByDesignation, groupByFacultyType, listAllFaculty } from "@/lib/faculty/queries";
import { groupProgramsByLevel, listProgramsOfDepartment } from "@/lib/programs/queries";
import { recordTextLang } from "@/lib/i18n/locales";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

/** The catalogue's heading for each known faculty type; another type staff set is shown as written. */
const TYPE_KEYS: Partial<Record<string, "dseu" | "deemedDeputation">> = {
  DSEU: "dseu",
  "Deemed Deputation": "deemedDeputation",
};

async function load({ params, searchParams }: Props) {
  const school = await findDepartmentSchool((await params).id);
  if (!school) return undefined;
  const department = selectDepartment(school, firstValue(await searchParams, "department"));
  return { school, department, isDefault: department === school.departments[0] };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  await connection();
  const [found, t, locale] = await Promise.all([load(props), getTranslations("peoplePages.department"), getLocale()]);
  if (!found) return { title: t("notFoundTitle"), robots: { index: false } };
  const { school, department, isDefault } = found;
  const schoolName = unitName(school, locale).text;
  const departmentName = department && unitName(department, locale).text;
  return pageMetadata({
    title: departmentName && !isDefault ? `${departmentName}, ${schoolName}` : schoolName,
    description: departmentName
      ? t("description", { department: departmentName, school: schoolName })
      : t("schoolDescription", { school: schoolName }),
    path: department && !isDefault ? departmentPath(school.id, department.id) : departmentPath(school.id),
  });
}

/**
 * A Faculty (department school) with one department open at a time. The department is chosen with
 * ?department= links, so the page works without JavaScript and each department has its own URL.
 * Names of people are records, shown as stored (marked English on the Hindi page); a Faculty's and
 * a department's Hindi names are shown where staff wrote them. The page's own words come from the
 * catalogue.
 */
export default async function DepartmentSchoolPage(props: Props) {
  await connection();
  const found = await load(props);
  if (!found) notFound();
  const { school, department } = found;
  const [programs, everyone] = department
    ? await Promise.all([listProgramsOfDepartment(department.id), listAllFaculty()])
    : [[], []];
  const [locale, t, tPeople, tProgrammes, tContent] = await Promise.all([
    getLocale(),
    getTranslations("peoplePages.department"),
    getTranslations("peoplePages"),
    getTranslations("programmePages"),
    getTranslations("contentPages"),
  ]);
  const members = department ? everyone.filter((m) => m.department?.id === department.id) : [];
  const head = department ? findHeadOfDepartment(department, everyone) : undefined;
  const lang = (text: string) => recordTextLang(text, locale);
  const schoolName = unitName(school, locale);
  const departmentName = department && unitName(department, locale);
  const typeHeading = (type: string): { text: string; lang?: "en" } => {
    const key = TYPE_KEYS[type];
    return key ? { text: t(`types.${key}`) } : { text: type, lang: lang(type) };
  };

  return (
    <>
      <PageHeader
        title={schoolName.text}
        titleLang={schoolName.lang}
        crumbs={[
          { name: tPeople("directory.title"), path: "/academics/faculty" },
          { name: schoolName.text, lang: schoolName.lang, path: departmentPath(school.id) },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
        <nav aria-label={t("departments")}>
          <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">{t("departments")}</h2>
          {school.departments.length ? (
            <ul className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-2">
              {school.departments.map((d) => (
                <li key={d.id}>
                  <LocalizedLink
                    href={departmentPath(school.id, d.id)}
                    locale={locale}
                    lang={unitName(d, locale).lang}
                    aria-current={d.id === department?.id ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-semibold ${d.id === department?.id ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-white"}`}
                  >
                    {unitName(d, locale).text}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t("noDepartments")}</p>
          )}
        </nav>

        {department && departmentName ? (
          <div className="min-w-0 space-y-10">
            <h2 className="text-3xl font-bold text-brand-900" lang={departmentName.lang}>
              {departmentName.text}
            </h2>

            <section aria-labelledby="hod-title">
              <h3 id="hod-title" className="text-xl font-bold text-brand-900">
                {t("head")}
              </h3>
              <div className="mt-3 max-w-xl">
                {head ? (
                  <FacultyCard member={head} locale={locale} departmentLabel={t("memberDepartment")} />
                ) : department.hod ? (
                  // The exports name most heads by email only, without a faculty record of their own.
                  <p className="text-slate-700">
                    {t("headEmail")}{" "}
                    <a href={`mailto:${department.hod}`} className="break-words font-semibold text-brand-900 underline">
                      {department.hod}
                    </a>
                  </p>
                ) : (
                  <p className="text-slate-700">{t("noHead")}</p>
                )}
              </div>
            </section>

            <section aria-labelledby="programs-title">
              <h3 id="programs-title" className="text-xl font-bold text-brand-900">
                {t("programmes")}
              </h3>
              <div className="mt-3 space-y-6">
                {groupProgramsByLevel(programs).map((group) => (
                  <div key={group.level}>
                    <h4 className="font-bold text-slate-800">{tProgrammes(`levels.${group.level}.name`)}</h4>
                    <div className="mt-2">
                      <ProgramList programs={group.programs} emptyText={t("noProgrammes")} />
                    </div>
                  </div>
                ))}
              </div>
            </section>

            <section aria-labelledby="faculty-title">
              <h3 id="faculty-title" className="text-xl font-bold text-brand-900">
                {t("faculty")}
              </h3>
              <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                {tPeople("disclaimer")}
              </p>
              <div className="mt-4 space-y-8">
                {groupByFacultyType(members).map(({ type, members: ofType }) => (
                  <div key={type}>
                    <h4 className="text-lg font-bold text-slate-800" lang={typeHeading(type).lang}>
                      {typeHeading(type).text}
                    </h4>
                    {ofType.length === 0 ? (
                      <p className="mt-2 text-slate-700">{t("noMembers")}</p>
                    ) : (
                      groupByDesignation(ofType).map((group) => (
                        <div key={group.designation} className="mt-4">
                          <h5 className="font-semibold text-slate-800" lang={lang(group.designation)}>
                            {group.designation}
                          </h5>
                          <ul className="mt-2 grid gap-3 md:grid-cols-2">
                            {group.members.map((member) => (
                              <li key={member.id}>
                                <FacultyCard member={member} locale={locale} />
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))
                    )}
                  </div>
                ))}
              </div>
            </section>
            <LastUpdated
              date={latestUpdate(
                school.updatedAt,
                department.updatedAt,
                head?.updatedAt,
                ...programs.map((p) => p.updatedAt),
                ...members.map((m) => m.updatedAt),
              )}
              label={tContent("lastUpdated")}
              locale={locale}
            />
          </div>
        ) : (
          <LastUpdated date={school.updatedAt} label={tContent("lastUpdated")} locale={locale} />
        )}
      </div>
    </>
  );
}
