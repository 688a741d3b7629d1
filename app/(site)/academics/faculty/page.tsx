import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { departmentPath } from "@/components/departments/links";
import { unitName } from "@/components/departments/names";
import { listDepartmentSchools } from "@/lib/departments/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { sortByName } from "@/lib/sort";
import { buttonClass } from "@/components/ui/Button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("peoplePages.directory");
  return pageMetadata({ title: t("title"), description: t("description"), path: "/academics/faculty" });
}

/** The Faculties and their departments; on the Hindi page their Hindi names where written, else the English marked English. */
export default async function FacultiesPage() {
  await connection();
  const [schools, locale, t, tPeople, tContent] = await Promise.all([
    listDepartmentSchools().then((list) => sortByName(list)),
    getLocale(),
    getTranslations("peoplePages.directory"),
    getTranslations("peoplePages"),
    getTranslations("contentPages"),
  ]);
  const name = (unit: { name: string; nameHi: string | null }) => unitName(unit, locale);
  return (
    <>
      <PageHeader title={t("title")} crumbs={[{ name: t("title"), path: "/academics/faculty" }]} lead={t("lead")} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {tPeople("disclaimer")}
        </p>
        {schools.length === 0 ? (
          <p className="text-slate-700">{t("noSchools")}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {schools.map((school) => (
              <li key={school.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
                <h2 className="text-lg font-bold text-brand-900" lang={name(school).lang}>
                  {name(school).text}
                </h2>
                {school.departments.length ? (
                  <ul className="mt-3 flex-1 space-y-1 text-sm">
                    {school.departments.map((department) => (
                      <li key={department.id} lang={name(department).lang}>
                        <LocalizedLink
                          href={departmentPath(school.id, department.id)}
                          locale={locale}
                          className="text-brand-900 underline-offset-2 hover:underline"
                        >
                          {name(department).text}
                        </LocalizedLink>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 flex-1 text-sm text-slate-700">{t("noDepartments")}</p>
                )}
                <LocalizedLink
                  href={departmentPath(school.id)}
                  locale={locale}
                  className={buttonClass({ size: "sm", className: "mt-4 self-start" })}
                >
                  {t("viewDepartments")}
                  <span className="sr-only">{t("viewDepartmentsOf", { school: name(school).text })}</span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
        <LastUpdated
          date={latestUpdate(...schools.flatMap((s) => [s.updatedAt, ...s.departments.map((d) => d.updatedAt)]))}
          label={tContent("lastUpdated")}
          locale={locale}
        />
      </div>
    </>
  );
}
