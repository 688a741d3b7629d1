import { ScrollRegion } from "@/components/ui/ScrollRegion";
import { ExternalLink } from "@/components/layout/ExternalLink";
import type { ProgramYears } from "@/lib/db/schema";

const YEAR_KEYS = ["year1", "year2", "year3", "year4"] as const;

/** The year-by-year table: credits, the award on exit after that year, and the curriculum when one is published. */
export function ProgramStructure({ years }: { years: ProgramYears | null }) {
  const rows = YEAR_KEYS.flatMap((key, index) => (years?.[key] ? [{ number: index + 1, year: years[key]! }] : []));
  if (rows.length === 0)
    return <p className="text-slate-700">The year-by-year structure of this programme has not been published yet.</p>;
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  return (
    <ScrollRegion label="Programme structure by year" className="rounded-lg border border-slate-200">
      <table className="min-w-full bg-white text-sm">
        <caption className="sr-only">Credits, exit award and curriculum for each year</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={cell}>
              Year
            </th>
            <th scope="col" className={cell}>
              Credits
            </th>
            <th scope="col" className={cell}>
              Award on exit
            </th>
            <th scope="col" className={cell}>
              Curriculum
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ number, year }) => (
            <tr key={number}>
              <th scope="row" className={`${cell} font-semibold`}>
                Year {number}
              </th>
              <td className={cell}>{year.year_credit_text || "Not stated"}</td>
              <td className={cell}>{year.year_exit_text || "Not stated"}</td>
              <td className={cell}>
                {year.year_syllabus_link ? (
                  /^https?:\/\//i.test(year.year_syllabus_link) ? (
                    <ExternalLink href={year.year_syllabus_link} className="font-semibold text-brand-900 underline">
                      Curriculum link<span className="sr-only"> for year {number}</span>
                    </ExternalLink>
                  ) : (
                    <a href={year.year_syllabus_link} className="font-semibold text-brand-900 underline">
                      Curriculum link<span className="sr-only"> for year {number}</span>
                    </a>
                  )
                ) : (
                  <span className="text-slate-600">Curriculum not available</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
