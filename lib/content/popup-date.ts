import { z } from "zod";

/**
 * The admission pop-up's "starting date": a calendar day, stored as ISO YYYY-MM-DD and shown as
 * the university writes it (03.09.2025, DD.MM.YYYY). Items saved before it was a date hold free
 * text in both languages ({ en: "03.09.2025", hi }); those are read as the day they name, so old
 * pop-ups keep working without a data migration and are stored as a date on their next save.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// The old free text: day, month, year with dots, slashes or dashes (03.09.2025, 3/9/2025).
const WRITTEN_DAY = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

function realDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The text a stored value holds: the value itself, or the English of an old bilingual text. */
function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim();
  if (value && typeof value === "object" && "en" in value) {
    const en = (value as { en: unknown }).en;
    return typeof en === "string" ? en.trim() : undefined;
  }
  return undefined;
}

/**
 * A stored or typed starting date as ISO YYYY-MM-DD: "" when there is none, undefined when it is
 * not a real calendar day (free text that names no day).
 */
export function parseStartingDate(value: unknown): string | undefined {
  if (value === undefined || value === null) return "";
  const text = textOf(value);
  if (text === undefined) return undefined;
  if (text === "") return "";
  const iso = ISO_DAY.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const written = WRITTEN_DAY.exec(text);
  if (written) return realDay(Number(written[3]), Number(written[2]), Number(written[1]));
  return undefined;
}

/** An ISO day as visitors read it: 2025-09-03 → 03.09.2025. */
export function formatStartingDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}.${month}.${year}`;
}

/**
 * How the pop-up shows a stored starting date: DD.MM.YYYY, the English of old free text that names
 * no day (as it was shown before), or undefined when there is none.
 */
export function startingDateShown(value: unknown): string | undefined {
  const day = parseStartingDate(value);
  if (day) return formatStartingDate(day);
  if (day === "") return undefined;
  return textOf(value) || undefined;
}

export const STARTING_DATE_MESSAGE = "Use a real date, for example 2025-09-03.";

/** The field in the content schema: old stored forms are read as their day; "" means none. */
export const startingDateSchema = z.preprocess((value) => {
  const day = parseStartingDate(value);
  if (day === "") return undefined;
  // Text that names no day is checked as it is, so the message says what is wrong with it.
  return day ?? textOf(value) ?? value;
}, z.iso.date(STARTING_DATE_MESSAGE).optional());
