import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff, type StaffActor } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import { listDepartments } from "@/lib/departments/queries";
import {
  getEditableDepartmentSchool,
  listDepartmentSchoolRevisions,
  type EditableDepartmentSchool,
} from "@/lib/departments/school-service";
import { departmentPath } from "@/components/departments/links";
import { SchoolForm } from "@/components/admin/departments/SchoolForm";
import { SCHOOL_FIELDS } from "@/lib/departments/form-state";
import { formValues } from "@/lib/records/form-state";
import { RecordHistory } from "@/components/admin/reference/RecordHistory";
import { DeleteRecordForm } from "@/components/admin/reference/DeleteRecordForm";
import { deleteSchoolAction, restoreSchoolAction, saveSchoolAction } from "@/lib/departments/actions";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ added?: string }> };

export const metadata = { title: "Edit Faculty" };

async function loadSchool(actor: StaffActor, id: string): Promise<EditableDepartmentSchool> {
  try {
    return await getEditableDepartmentSchool(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The form that changes one Faculty (its names and its departments in order), and its history. */
export default async function SchoolEditPage({ params, searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const [{ id }, { added }] = await Promise.all([params, searchParams]);
  const school = await loadSchool(actor, id);
  const [revisions, departments] = await Promise.all([listDepartmentSchoolRevisions(actor, id), listDepartments()]);
  return (
    <>
      <p>
        <Link href="/admin/departments" className="font-semibold text-brand-900 underline">
          Faculties and departments
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{school.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Visitors see this Faculty on the Faculties page and on{" "}
        <Link href={departmentPath(school.id)} className="font-semibold text-brand-900 underline">
          its own page
        </Link>
        . Saving changes what they see at once.
      </p>
      {added ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Faculty added. Visitors see it now; add its departments here when you have them.
        </p>
      ) : null}
      <SchoolForm
        action={saveSchoolAction.bind(null, school.id)}
        initial={{
          seq: 0,
          values: formValues(school, SCHOOL_FIELDS),
          departmentIds: school.departmentIds,
          updatedAt: school.updatedAt,
        }}
        departments={departments.map((d) => ({ value: d.id, label: d.name }))}
      />
      <RecordHistory revisions={revisions} restore={restoreSchoolAction.bind(null, school.id)} />
      <DeleteRecordForm
        action={deleteSchoolAction.bind(null, school.id)}
        name={school.name}
        noun="Faculty"
        updatedAt={school.updatedAt}
        consequence="Its page goes, and it leaves the Faculties page and the search. A Faculty that still lists departments is not deleted: remove them above (adding them to another Faculty) first."
      />
    </>
  );
}
