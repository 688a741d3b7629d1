import type { Recruiter } from "@/lib/content/page-parts";
import { BarChart } from "./BarChart";
import { DataTable } from "./DataTable";

/** The chart's column names and sentences; Hindi pages pass theirs from the catalogue ("morePages.placement"). */
export type RecruiterChartWords = {
  company: string;
  selected: string;
  tableCaption: (title: string) => string;
  description: (facts: { companies: number; total: number; top?: Recruiter }) => string;
};

const ENGLISH_WORDS: RecruiterChartWords = {
  company: "Company",
  selected: "Students selected",
  tableCaption: (title) => `${title} (figures of the chart)`,
  description: ({ companies, total, top }) =>
    `Bar chart of ${companies} companies, ${total} students selected in all${top ? `; the most by ${top.company} (${top.selected})` : ""}. The table below gives every figure.`,
};

/** Students selected by each company: a bar chart and, as its text alternative, the same figures as a table. */
export function RecruiterChart({
  id,
  title,
  recruiters,
  words = ENGLISH_WORDS,
}: {
  id: string;
  title: string;
  recruiters: readonly Recruiter[];
  words?: RecruiterChartWords;
}) {
  const total = recruiters.reduce((sum, r) => sum + r.selected, 0);
  return (
    <figure aria-labelledby={`${id}-figcaption`} className="space-y-4">
      <figcaption id={`${id}-figcaption`} className="text-lg font-semibold text-brand-900">
        {title}
      </figcaption>
      <BarChart
        id={`${id}-chart`}
        title={title}
        description={words.description({ companies: recruiters.length, total, top: recruiters[0] })}
        bars={recruiters.map((r) => ({ label: r.company, value: r.selected }))}
      />
      <DataTable
        id={`${id}-table`}
        caption={words.tableCaption(title)}
        rows={recruiters}
        rowKey={(r) => r.company}
        columns={[
          { header: words.company, rowHeader: true, cell: (r) => r.company },
          { header: words.selected, numeric: true, cell: (r) => r.selected },
        ]}
      />
    </figure>
  );
}
