import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { DepartmentForm } from "@/components/admin/departments/DepartmentForm";
import { DEPARTMENT_FIELDS } from "@/lib/departments/form-state";
import { createDepartmentAction } from "@/lib/departments/actions";

export const metadata = { title: "Add a department" };

const EMPTY = Object.fromEntries(DEPARTMENT_FIELDS.map((name) => [name, ""]));

/** A new department's names and head; once added it has its own form here. */
export default async function NewDepartmentPage() {
  await requireStaff("Editor", "Publisher");
  return (
    <>
      <p>
        <Link href="/admin/departments" className="font-semibold text-brand-900 underline">
          Faculties and departments
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Add a department</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The name is needed; the rest can follow. Visitors find the department in the search as soon as it is added; add
        it to a Faculty (on the Faculty&rsquo;s form) to give it a page.
      </p>
      <DepartmentForm
        action={createDepartmentAction}
        initial={{ seq: 0, values: EMPTY, updatedAt: "" }}
        submitLabel="Add department"
      />
    </>
  );
}
