import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import { listCampuses } from "@/lib/campuses/queries";
import { listDepartments } from "@/lib/departments/queries";
import { getEditableProgram, listProgramRevisions, type EditableProgram } from "@/lib/programs/service";
import type { StaffActor } from "@/lib/auth/admin-guard";
import { ProgramForm } from "@/components/admin/programmes/ProgramForm";
import { programFormValues } from "@/lib/programs/form-state";
import { RecordHistory } from "@/components/admin/reference/RecordHistory";
import { DeleteRecordForm } from "@/components/admin/reference/DeleteRecordForm";
import { deleteProgramAction, restoreProgramAction, saveProgramAction } from "@/lib/programs/actions";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ added?: string }> };

export const metadata = { title: "Edit programme" };

async function loadProgram(actor: StaffActor, id: string): Promise<EditableProgram> {
  try {
    return await getEditableProgram(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The form that changes one programme's facts; read fresh from the database, never from a cache. */
export default async function ProgrammeEditPage({ params, searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const [{ id }, { added }] = await Promise.all([params, searchParams]);
  const program = await loadProgram(actor, id);
  const [revisions, departments, campuses] = await Promise.all([
    listProgramRevisions(actor, id),
    listDepartments(),
    listCampuses(),
  ]);
  return (
    <>
      <p>
        <Link href="/admin/programmes" className="font-semibold text-brand-900 underline">
          Programmes
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{program.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Visitors see this programme at{" "}
        <Link href={`/programs/${program.id}`} className="font-semibold text-brand-900 underline">
          its page
        </Link>
        . Saving changes what they see at once.
      </p>
      {added ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Programme added. Visitors see it now; add its structure and campuses here when you have them.
        </p>
      ) : null}
      <ProgramForm
        action={saveProgramAction.bind(null, program.id)}
        initial={{
          seq: 0,
          values: programFormValues(program),
          campusIds: program.campusIds,
          updatedAt: program.updatedAt,
        }}
        departments={departments.map((d) => ({ value: d.id, label: d.name }))}
        campuses={campuses.map((c) => ({ value: c.id, label: c.name }))}
      />
      <RecordHistory revisions={revisions} restore={restoreProgramAction.bind(null, program.id)} />
      <DeleteRecordForm
        action={deleteProgramAction.bind(null, program.id)}
        name={program.name}
        noun="programme"
        updatedAt={program.updatedAt}
        consequence="Its page goes, and it leaves the courses lists, the campus and department pages and the search. Admission results that name it keep their own text."
      />
    </>
  );
}
