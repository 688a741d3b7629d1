import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listDepartments } from "@/lib/departments/queries";
import { SchoolForm } from "@/components/admin/departments/SchoolForm";
import { SCHOOL_FIELDS } from "@/lib/departments/form-state";
import { createSchoolAction } from "@/lib/departments/actions";

export const metadata = { title: "Add a Faculty" };

const EMPTY = Object.fromEntries(SCHOOL_FIELDS.map((name) => [name, ""]));

/** A new Faculty's names and departments; once added it has its own page for visitors and its own form here. */
export default async function NewSchoolPage() {
  await requireStaff("Editor", "Publisher");
  const departments = await listDepartments();
  return (
    <>
      <p>
        <Link href="/admin/departments" className="font-semibold text-brand-900 underline">
          Faculties and departments
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Add a Faculty</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The name is needed; the Hindi name and the departments can follow. Visitors see the Faculty on the Faculties
        page, with a page of its own, as soon as it is added.
      </p>
      <SchoolForm
        action={createSchoolAction}
        initial={{ seq: 0, values: EMPTY, departmentIds: [], updatedAt: "" }}
        departments={departments.map((d) => ({ value: d.id, label: d.name }))}
        submitLabel="Add Faculty"
      />
    </>
  );
}
