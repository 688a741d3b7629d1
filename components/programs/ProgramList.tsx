import Link from "next/link";
import { hasProgramDetail, type ProgramRecord } from "@/lib/programs/queries";
import { nameShowsCode } from "@/lib/programs/title";

/**
 * Programmes as a list: code, name, duration, mode and department. A name links to the
 * programme's page only when the programme has a year-by-year structure (the site-wide rule);
 * a card without a page looks flat (dashed, grey) so it does not invite a click.
 */
export function ProgramList({ programs, emptyText }: { programs: ProgramRecord[]; emptyText: string }) {
  if (programs.length === 0) return <p className="text-slate-700">{emptyText}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {programs.map((program) => {
        const linked = hasProgramDetail(program);
        return (
          <li
            key={program.id}
            className={`rounded-lg border p-4 ${linked ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50"}`}
          >
            {nameShowsCode(program) ? null : (
              <span className="font-mono text-xs font-bold text-accent-600">{program.code}</span>
            )}
            <p className="font-semibold">
              {linked ? (
                <Link
                  href={`/programs/${program.id}`}
                  className="text-brand-900 underline underline-offset-2 hover:text-brand-700"
                >
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
        );
      })}
    </ul>
  );
}
