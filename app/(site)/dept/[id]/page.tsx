import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { departmentPath } from "@/components/departments/links";
import { selectDepartment } from "@/components/departments/select";
import { FacultyCard } from "@/components/faculty/FacultyCard";
import { FACULTY_LIST_DISCLAIMER } from "@/components/faculty/disclaimer";
import { ProgramList } from "@/components/programs/ProgramList";
import { LEVEL_INFO } from "@/components/programs/levels";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { findDepartmentSchool } from "@/lib/departments/queries";
import { findHeadOfDepartment, groupByDesignation, groupByFacultyType, listAllFaculty } from "@/lib/faculty/queries";
import { groupProgramsByLevel, listProgramsOfDepartment } from "@/lib/programs/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

const TYPE_HEADINGS: Record<string, string> = {
  DSEU: "DSEU faculty",
  "Deemed Deputation": "Faculty on deemed deputation",
};

async function load({ params, searchParams }: Props) {
  const school = await findDepartmentSchool((await params).id);
  if (!school) return undefined;
  const department = selectDepartment(school, firstValue(await searchParams, "department"));
  return { school, department, isDefault: department === school.departments[0] };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  await connection();
  const found = await load(props);
  if (!found) return { title: "Faculty not found", robots: { index: false } };
  const { school, department, isDefault } = found;
  return pageMetadata({
    title: department && !isDefault ? `${department.name}, ${school.name}` : school.name,
    description: department
      ? `The ${department.name} department of the ${school.name} at DSEU: its head, programmes and faculty members.`
      : `The departments of the ${school.name} at DSEU.`,
    path: department && !isDefault ? departmentPath(school.id, department.id) : departmentPath(school.id),
  });
}

/**
 * A Faculty (department school) with one department open at a time. The department is chosen with
 * ?department= links, so the page works without JavaScript and each department has its own URL.
 */
export default async function DepartmentSchoolPage(props: Props) {
  await connection();
  const found = await load(props);
  if (!found) notFound();
  const { school, department } = found;
  const [programs, everyone] = department
    ? await Promise.all([listProgramsOfDepartment(department.id), listAllFaculty()])
    : [[], []];
  const members = department ? everyone.filter((m) => m.department?.id === department.id) : [];
  const head = department ? findHeadOfDepartment(department, everyone) : undefined;

  return (
    <>
      <PageHeader
        title={school.name}
        crumbs={[
          { name: "Faculties and Departments", path: "/academics/faculty" },
          { name: school.name, path: departmentPath(school.id) },
        ]}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
        <nav aria-label="Departments">
          <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">Departments</h2>
          {school.departments.length ? (
            <ul className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-2">
              {school.departments.map((d) => (
                <li key={d.id}>
                  <Link
                    href={departmentPath(school.id, d.id)}
                    aria-current={d.id === department?.id ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-semibold ${d.id === department?.id ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-white"}`}
                  >
                    {d.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">No departments are listed in this Faculty yet.</p>
          )}
        </nav>

        {department ? (
          <div className="min-w-0 space-y-10">
            <h2 className="text-3xl font-bold text-brand-900">{department.name}</h2>

            <section aria-labelledby="hod-title">
              <h3 id="hod-title" className="text-xl font-bold text-brand-900">
                Head of Department
              </h3>
              <div className="mt-3 max-w-xl">
                {head ? (
                  <FacultyCard member={head} showDepartment />
                ) : department.hod ? (
                  // The exports name most heads by email only, without a faculty record of their own.
                  <p className="text-slate-700">
                    Email:{" "}
                    <a href={`mailto:${department.hod}`} className="break-words font-semibold text-brand-900 underline">
                      {department.hod}
                    </a>
                  </p>
                ) : (
                  <p className="text-slate-700">No HOD from DSEU found for this department.</p>
                )}
              </div>
            </section>

            <section aria-labelledby="programs-title">
              <h3 id="programs-title" className="text-xl font-bold text-brand-900">
                Programmes
              </h3>
              <div className="mt-3 space-y-6">
                {groupProgramsByLevel(programs).map((group) => (
                  <div key={group.level}>
                    <h4 className="font-bold text-slate-800">{LEVEL_INFO[group.level].name}</h4>
                    <div className="mt-2">
                      <ProgramList programs={group.programs} emptyText="No programs as of now." />
                    </div>
                  </div>
                ))}
              </div>
            </section>

            <section aria-labelledby="faculty-title">
              <h3 id="faculty-title" className="text-xl font-bold text-brand-900">
                Faculty
              </h3>
              <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                {FACULTY_LIST_DISCLAIMER}
              </p>
              <div className="mt-4 space-y-8">
                {groupByFacultyType(members).map(({ type, members: ofType }) => (
                  <div key={type}>
                    <h4 className="text-lg font-bold text-slate-800">{TYPE_HEADINGS[type] ?? type}</h4>
                    {ofType.length === 0 ? (
                      <p className="mt-2 text-slate-700">Data not available as of now.</p>
                    ) : (
                      groupByDesignation(ofType).map((group) => (
                        <div key={group.designation} className="mt-4">
                          <h5 className="font-semibold text-slate-800">{group.designation}</h5>
                          <ul className="mt-2 grid gap-3 md:grid-cols-2">
                            {group.members.map((member) => (
                              <li key={member.id}>
                                <FacultyCard member={member} />
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
            />
          </div>
        ) : (
          <LastUpdated date={school.updatedAt} />
        )}
      </div>
    </>
  );
}
