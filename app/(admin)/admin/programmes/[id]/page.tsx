import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import { listCampuses } from "@/lib/campuses/queries";
import { listDepartments } from "@/lib/departments/queries";
import { getEditableProgram, listProgramRevisions, type EditableProgram } from "@/lib/programs/service";
import type { StaffActor } from "@/lib/auth/admin-guard";
import { ProgramForm } from "@/components/admin/programmes/ProgramForm";
import { programFormValues } from "@/components/admin/programmes/form-state";
import { RecordHistory } from "@/components/admin/reference/RecordHistory";
import { restoreProgramAction, saveProgramAction } from "../actions";

type Props = { params: Promise<{ id: string }> };

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
export default async function ProgrammeEditPage({ params }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const { id } = await params;
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
      {/* Keyed by the version, so a restore (or a save elsewhere) shows the values it made. */}
      <ProgramForm
        key={program.updatedAt}
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
    </>
  );
}
