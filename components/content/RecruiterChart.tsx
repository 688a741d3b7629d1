import type { Recruiter } from "@/content/pages/placement";
import { BarChart } from "./BarChart";
import { DataTable } from "./DataTable";

/** Students selected by each company: a bar chart and, as its text alternative, the same figures as a table. */
export function RecruiterChart({
  id,
  title,
  recruiters,
}: {
  id: string;
  title: string;
  recruiters: readonly Recruiter[];
}) {
  const total = recruiters.reduce((sum, r) => sum + r.selected, 0);
  const top = recruiters[0];
  return (
    <figure aria-labelledby={`${id}-figcaption`} className="space-y-4">
      <figcaption id={`${id}-figcaption`} className="text-lg font-semibold text-brand-900">
        {title}
      </figcaption>
      <BarChart
        id={`${id}-chart`}
        title={title}
        description={`Bar chart of ${recruiters.length} companies, ${total} students selected in all${top ? `; the most by ${top.company} (${top.selected})` : ""}. The table below gives every figure.`}
        bars={recruiters.map((r) => ({ label: r.company, value: r.selected }))}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title} (figures of the chart)`}
        rows={recruiters}
        rowKey={(r) => r.company}
        columns={[
          { header: "Company", rowHeader: true, cell: (r) => r.company },
          { header: "Students selected", numeric: true, cell: (r) => r.selected },
        ]}
      />
    </figure>
  );
}
