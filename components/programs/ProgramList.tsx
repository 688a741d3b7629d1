import Link from "next/link";
import { hasProgramDetail, type ProgramRecord } from "@/lib/programs/queries";

/**
 * Programmes as a list: code, name, duration, mode and department. A name links to the
 * programme's page only when the programme has a year-by-year structure (the site-wide rule).
 */
export function ProgramList({ programs, emptyText }: { programs: ProgramRecord[]; emptyText: string }) {
  if (programs.length === 0) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {programs.map((program) => (
        <li key={program.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <span className="font-mono text-xs font-bold text-accent-600">{program.code}</span>
          <p className="font-semibold">
            {hasProgramDetail(program) ? (
              <Link href={`/programs/${program.id}`} className="text-brand-900 underline-offset-2 hover:underline">
                {program.name}
              </Link>
            ) : (
              <span className="text-slate-900">{program.name}</span>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Duration: {program.duration} · {program.mode}
            {program.department ? <> · {program.department.name}</> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
