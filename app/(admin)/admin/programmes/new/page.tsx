import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listCampuses } from "@/lib/campuses/queries";
import { listDepartments } from "@/lib/departments/queries";
import { ProgramForm } from "@/components/admin/programmes/ProgramForm";
import { YEAR_FIELD_NAMES, PROGRAM_TEXT_FIELDS } from "@/lib/programs/form-state";
import { createProgramAction } from "@/lib/programs/actions";

export const metadata = { title: "Add a programme" };

const EMPTY = Object.fromEntries([...PROGRAM_TEXT_FIELDS, ...YEAR_FIELD_NAMES].map((name) => [name, ""]));

/** A new programme's facts; once added it has its own page for visitors and its own form here. */
export default async function NewProgrammePage() {
  await requireStaff("Editor", "Publisher");
  const [departments, campuses] = await Promise.all([listDepartments(), listCampuses()]);
  return (
    <>
      <p>
        <Link href="/admin/programmes" className="font-semibold text-brand-900 underline">
          Programmes
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Add a programme</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The name, code, level and duration are needed; the rest can follow. Visitors see the programme as soon as it is
        added.
      </p>
      <ProgramForm
        action={createProgramAction}
        initial={{ seq: 0, values: { ...EMPTY, level: "UG", mode: "Full Time" }, campusIds: [], updatedAt: "" }}
        departments={departments.map((d) => ({ value: d.id, label: d.name }))}
        campuses={campuses.map((c) => ({ value: c.id, label: c.name }))}
        submitLabel="Add programme"
      />
    </>
  );
}
