import { parse } from "csv-parse/sync";

/** A CSV file's header row (normalised names) and its data rows, each with the file line it ends on. */
export type CsvTable = { header: string[]; rows: { line: number; cells: string[] }[] };

/** `Form Number`, `form-number` and `FORM_NUMBER` all name the column form_number. */
export function normalizeHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** A spreadsheet guard we add on export (see toCsv) is taken off again on import. */
function unguard(cell: string): string {
  return /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
}

export function parseCsv(text: string): CsvTable {
  const records = parse(text, {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [first, ...rest] = records;
  return {
    header: (first?.record ?? []).map(normalizeHeader),
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record.map(unguard) })),
  };
}

/**
 * One CSV cell. Text starting with = + - @ is prefixed with an apostrophe so that a spreadsheet
 * shows it instead of running it as a formula.
 */
function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
