import type { ReactNode } from "react";
import { ScrollHint } from "./ScrollHint";

export type Column<Row> = {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** The column that names each row: its cells become <th scope="row">. */
  rowHeader?: boolean;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
};

/**
 * A real data table: a caption, column headers with scope="col", and the naming column as row
 * headers, so screen readers announce each cell with its row and column. Scrolls sideways on
 * small screens instead of squeezing the text, and says so while part of it is hidden.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  id,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  id?: string;
}) {
  return (
    <ScrollHint labelledBy={id ? `${id}-caption` : undefined} className="rounded-md border border-slate-300">
      <table id={id} className="w-full border-collapse text-left text-sm">
        <caption
          id={id ? `${id}-caption` : undefined}
          className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900"
        >
          {caption}
        </caption>
        <thead className="bg-brand-900 text-white">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="border-t border-slate-200 odd:bg-white even:bg-slate-50">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className="px-3 py-2 align-top font-semibold text-slate-900">
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={`px-3 py-2 align-top ${column.numeric ? "text-right tabular-nums" : ""}`}
                  >
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollHint>
  );
}
