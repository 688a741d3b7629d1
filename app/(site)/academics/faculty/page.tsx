import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { departmentPath } from "@/components/departments/links";
import { FACULTY_LIST_DISCLAIMER } from "@/components/faculty/disclaimer";
import { listDepartmentSchools } from "@/lib/departments/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { sortByName } from "@/lib/sort";
import { buttonClass } from "@/components/ui/Button";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Faculties and Departments",
    description:
      "The Faculties (schools) of DSEU and their departments, with each department's head, programmes and faculty members.",
    path: "/academics/faculty",
  });
}

export default async function FacultiesPage() {
  await connection();
  const schools = sortByName(await listDepartmentSchools());
  return (
    <>
      <PageHeader
        title="Faculties and Departments"
        crumbs={[{ name: "Faculties and Departments", path: "/academics/faculty" }]}
        lead="DSEU's teaching is organised in Faculties, each grouping related departments. Open a Faculty to see its departments, their heads, programmes and faculty members."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {FACULTY_LIST_DISCLAIMER}
        </p>
        {schools.length === 0 ? (
          <p className="text-slate-700">No Faculties are listed yet.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {schools.map((school) => (
              <li key={school.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
                <h2 className="text-lg font-bold text-brand-900">{school.name}</h2>
                {school.departments.length ? (
                  <ul className="mt-3 flex-1 space-y-1 text-sm">
                    {school.departments.map((department) => (
                      <li key={department.id}>
                        <Link
                          href={departmentPath(school.id, department.id)}
                          className="text-brand-900 underline-offset-2 hover:underline"
                        >
                          {department.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 flex-1 text-sm text-slate-700">No departments listed yet.</p>
                )}
                <Link
                  href={departmentPath(school.id)}
                  className={buttonClass({ size: "sm", className: "mt-4 self-start" })}
                >
                  View departments<span className="sr-only"> of the {school.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <LastUpdated
          date={latestUpdate(...schools.flatMap((s) => [s.updatedAt, ...s.departments.map((d) => d.updatedAt)]))}
        />
      </div>
    </>
  );
}
