import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listDepartmentSchools, listDepartments, type DepartmentRecord } from "@/lib/departments/queries";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { formatIndiaTime } from "@/lib/india-time-input";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Faculties and departments" };

function DepartmentTable({
  id,
  caption,
  departments,
}: {
  id: string;
  caption: string;
  departments: DepartmentRecord[];
}) {
  return (
    <ScrollTable id={id} caption={caption}>
      <thead>
        <tr className="bg-brand-50">
          <th scope="col" className={TH}>
            Department
          </th>
          <th scope="col" className={TH}>
            Name in Hindi
          </th>
          <th scope="col" className={TH}>
            Head&rsquo;s email
          </th>
          <th scope="col" className={TH}>
            Changed at
          </th>
        </tr>
      </thead>
      <tbody>
        {departments.map((department) => (
          <tr key={department.id}>
            <th scope="row" className={`${TD} font-normal`}>
              <Link href={`/admin/departments/${department.id}`} className="font-semibold text-brand-900 underline">
                {department.name}
              </Link>
            </th>
            <td className={TD} lang={department.nameHi ? "hi" : undefined}>
              {department.nameHi ?? "Not written"}
            </td>
            <td className={`${TD} break-all`}>{department.hod ?? "None named"}</td>
            <td className={TD}>
              <time dateTime={department.updatedAt}>{formatIndiaTime(department.updatedAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const DELETED = { department: "Department deleted.", faculty: "Faculty deleted." } as const;

/**
 * Every Faculty with its departments in their order, each linking to the form that changes it, and
 * the ways to add either.
 */
export default async function DepartmentsAdminPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  await requireStaff("Editor", "Publisher");
  const [schools, departments, { deleted }] = await Promise.all([
    listDepartmentSchools(),
    listDepartments(),
    searchParams,
  ]);
  const deletedMessage = deleted === "department" || deleted === "faculty" ? DELETED[deleted] : undefined;
  const listed = new Set(schools.flatMap((s) => s.departments.map((d) => d.id)));
  const unlisted = departments.filter((d) => !listed.has(d.id));
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Faculties and departments</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The university&rsquo;s Faculties and their departments, as visitors see them on the Faculties page, each
        Faculty&rsquo;s page and with programmes and faculty members. A saved change is shown to visitors at once; there
        is no draft or review.
      </p>
      {deletedMessage ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          {deletedMessage} Visitors no longer see it.
        </p>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-3">
        <Link href="/admin/departments/schools/new" className={buttonClass()}>
          Add a Faculty
        </Link>
        <Link href="/admin/departments/new" className={buttonClass({ variant: "secondary" })}>
          Add a department
        </Link>
      </p>
      {schools.map((school) => (
        <section key={school.id} aria-labelledby={`school-${school.id}`} className="mt-8">
          <h2 id={`school-${school.id}`} className="text-2xl font-bold text-brand-900">
            {school.name}
          </h2>
          <p className="mt-1">
            <Link href={`/admin/departments/schools/${school.id}`} className="font-semibold text-brand-900 underline">
              Edit the Faculty<span className="sr-only">: {school.name}</span>
            </Link>{" "}
            <span className="text-slate-700">(its names and its departments in order)</span>
          </p>
          {school.departments.length === 0 ? (
            <p className="mt-2 text-slate-700">This Faculty lists no departments.</p>
          ) : (
            <DepartmentTable
              id={`school-${school.id}-caption`}
              caption={`Departments of the ${school.name}`}
              departments={school.departments}
            />
          )}
        </section>
      ))}
      {unlisted.length ? (
        <section aria-labelledby="unlisted" className="mt-8">
          <h2 id="unlisted" className="text-2xl font-bold text-brand-900">
            Departments no Faculty lists
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700">
            These have no page of their own; add them to a Faculty to show them on the Faculties page.
          </p>
          <DepartmentTable id="unlisted-caption" caption="Departments no Faculty lists" departments={unlisted} />
        </section>
      ) : null}
    </>
  );
}
