import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff, type StaffActor } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import { findSchoolOfDepartment } from "@/lib/departments/queries";
import { getEditableDepartment, listDepartmentRevisions, type EditableDepartment } from "@/lib/departments/service";
import { departmentPath } from "@/components/departments/links";
import { DepartmentForm } from "@/components/admin/departments/DepartmentForm";
import { DEPARTMENT_FIELDS } from "@/lib/departments/form-state";
import { formValues } from "@/lib/records/form-state";
import { RecordHistory } from "@/components/admin/reference/RecordHistory";
import { DeleteRecordForm } from "@/components/admin/reference/DeleteRecordForm";
import { deleteDepartmentAction, restoreDepartmentAction, saveDepartmentAction } from "@/lib/departments/actions";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ added?: string }> };

export const metadata = { title: "Edit department" };

async function loadDepartment(actor: StaffActor, id: string): Promise<EditableDepartment> {
  try {
    return await getEditableDepartment(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The form that changes one department, and its history; read fresh from the database, never from a cache. */
export default async function DepartmentEditPage({ params, searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const [{ id }, { added }] = await Promise.all([params, searchParams]);
  const department = await loadDepartment(actor, id);
  const [revisions, school] = await Promise.all([listDepartmentRevisions(actor, id), findSchoolOfDepartment(id)]);
  return (
    <>
      <p>
        <Link href="/admin/departments" className="font-semibold text-brand-900 underline">
          Faculties and departments
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{department.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {school ? (
          <>
            Visitors see this department on{" "}
            <Link href={departmentPath(school.id, department.id)} className="font-semibold text-brand-900 underline">
              its page
            </Link>
            , in the {school.name}.{" "}
          </>
        ) : (
          <>No Faculty lists this department, so it has no page of its own. </>
        )}
        Its name is also shown with its programmes and faculty members. Saving changes what visitors see at once.
      </p>
      {added ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Department added. Visitors find it in the search now; add it to a Faculty to give it a page.
        </p>
      ) : null}
      <DepartmentForm
        action={saveDepartmentAction.bind(null, department.id)}
        initial={{ seq: 0, values: formValues(department, DEPARTMENT_FIELDS), updatedAt: department.updatedAt }}
      />
      <RecordHistory revisions={revisions} restore={restoreDepartmentAction.bind(null, department.id)} />
      <DeleteRecordForm
        action={deleteDepartmentAction.bind(null, department.id)}
        name={department.name}
        noun="department"
        updatedAt={department.updatedAt}
        consequence="It leaves its Faculty's page, the Faculties page and the search. A department that programmes or faculty members still belong to is not deleted: move them to another department first."
      />
    </>
  );
}
