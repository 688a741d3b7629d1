import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { groupProgramsByLevel, listPrograms } from "@/lib/programs/queries";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { formatIndiaTime } from "@/lib/india-time-input";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Programmes" };

const LEVEL_NAMES = { DIPLOMA: "Diploma", UG: "Undergraduate (UG)", PG: "Postgraduate (PG)" } as const;

/** Every programme by level, each linking to the form that changes its facts, and the way to add one. */
export default async function ProgrammesAdminPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  await requireStaff("Editor", "Publisher");
  const [programs, { deleted }] = await Promise.all([listPrograms(), searchParams]);
  const levels = groupProgramsByLevel(programs);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Programmes</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The facts visitors read on the courses pages, each programme&rsquo;s page, the home page and the campus and
        department pages. A saved change is shown to visitors at once; there is no draft or review.
      </p>
      {deleted ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Programme deleted. Visitors no longer see it.
        </p>
      ) : null}
      <p className="mt-4">
        <Link href="/admin/programmes/new" className={buttonClass()}>
          Add a programme
        </Link>
      </p>
      {levels.map(({ level, programs }) => (
        <section key={level} aria-labelledby={`level-${level}`} className="mt-8">
          <h2 id={`level-${level}`} className="text-2xl font-bold text-brand-900">
            {LEVEL_NAMES[level]}
          </h2>
          {programs.length === 0 ? (
            <p className="mt-2 text-slate-700">No programmes at this level.</p>
          ) : (
            <ScrollTable id={`level-${level}-caption`} caption={`${LEVEL_NAMES[level]} programmes`}>
              <thead>
                <tr className="bg-brand-50">
                  <th scope="col" className={TH}>
                    Programme
                  </th>
                  <th scope="col" className={TH}>
                    Code
                  </th>
                  <th scope="col" className={TH}>
                    Duration
                  </th>
                  <th scope="col" className={TH}>
                    Fees
                  </th>
                  <th scope="col" className={TH}>
                    Campuses
                  </th>
                  <th scope="col" className={TH}>
                    Changed at
                  </th>
                </tr>
              </thead>
              <tbody>
                {programs.map((program) => (
                  <tr key={program.id}>
                    <th scope="row" className={`${TD} font-normal`}>
                      <Link href={`/admin/programmes/${program.id}`} className="font-semibold text-brand-900 underline">
                        {program.name}
                      </Link>
                    </th>
                    <td className={TD}>{program.code}</td>
                    <td className={TD}>{program.duration}</td>
                    <td className={TD}>{program.fees ?? "Not published"}</td>
                    <td className={TD}>{program.campuses.length}</td>
                    <td className={TD}>
                      <time dateTime={program.updatedAt}>{formatIndiaTime(program.updatedAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </section>
      ))}
    </>
  );
}
