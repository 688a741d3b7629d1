/** Dates of birth are what candidates type to sign in: DD-MM-YYYY (the admission form's format). */
export const DOB_EXAMPLE = "30-05-2006";
export const DOB_FORMAT_MESSAGE = `Enter your date of birth as DD-MM-YYYY, for example ${DOB_EXAMPLE}.`;

const DOB_PATTERN = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The canonical DD-MM-YYYY form of a real, past date of birth, or undefined. Slashes and dots are
 * accepted as separators and single digits are padded, because spreadsheets and people write
 * dates that way; impossible dates (31-02-2006) are refused.
 */
export function normalizeDob(input: string, today: Date = new Date()): string | undefined {
  const match = DOB_PATTERN.exec(input.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (date.getTime() > today.getTime()) return undefined;
  return `${pad(day)}-${pad(month)}-${year}`;
}
