import "./server-modules";

/**
 * The fictional candidates the load scripts look up and decide for: `count` of them in Diploma
 * round 2, with its decision window open. Imported in process, through the staff CSV import.
 */
export const benchEmail = (i: number) => `bench.candidate${i}@example.org`;
export const benchDob = (i: number) =>
  `${String((i % 28) + 1).padStart(2, "0")}-${String((i % 12) + 1).padStart(2, "0")}-${2005 + (i % 4)}`;

/** Imports into the database that DATABASE_URL / DATA_DIR name, which must already be migrated. */
export async function importBenchCandidates(count: number): Promise<void> {
  const { SYSTEM } = await import("../../lib/auth/actor");
  const { importResults } = await import("../../lib/admissions/import");
  const { toCsv } = await import("../../lib/admissions/csv");
  const { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } = await import("../../lib/admissions/import-columns");
  const { updateRound } = await import("../../lib/admissions/service");
  const rows = Array.from({ length: count }, (_, i) => [
    `BENCH-${i}`,
    `Bench Candidate ${i}`,
    benchEmail(i),
    benchDob(i),
    "Diploma in Computer Engineering",
    "Aryabhatt DSEU Campus",
    "General",
    "DEL_UR",
    (i % 5) + 2,
    "no",
    i + 1,
  ]);
  const header = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS.slice(0, 4)];
  const report = await importResults(SYSTEM, { category: "diploma", round: 2, csv: toCsv(header, rows) });
  if (report.created !== count)
    throw new Error(`import created ${report.created}: ${JSON.stringify(report.rejected.slice(0, 3))}`);
  // Decisions are taken only inside the window's dates: a day back to a day ahead covers any run.
  const day = 24 * 60 * 60 * 1000;
  await updateRound(SYSTEM, "diploma", 2, {
    startsAt: new Date(Date.now() - day).toISOString(),
    endsAt: new Date(Date.now() + day).toISOString(),
    windowOpen: true,
  });
}
