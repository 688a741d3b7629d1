/** The longest value of each programme field; the schema and the staff form (in the browser) share them. */
export const PROGRAM_LIMITS = {
  name: 200,
  code: 30,
  duration: 60,
  mode: 60,
  description: 5000,
  eligibility: 2000,
  fees: 200,
  campuses: 100,
  seats: 100_000,
  yearText: 300,
} as const;
