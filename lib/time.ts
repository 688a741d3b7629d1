import type { Locale } from "./i18n/locales";
/**
 * India time, the one clock of the site. India has one time zone and no daylight saving, so a day
 * in India is always UTC+05:30. Server and browser format in this zone, so both show the same day
 * whatever the machine's own zone. Plain functions: usable on the server and in the browser.
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";
export const INDIA_OFFSET = "+05:30";

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar days the site reads from visitors and staff (filters, forms). Days outside them are
 * not dates anyone means, and the database cannot store some of them (year 0, and the instants
 * after 9999-12-31 that the end of that day in India needs), so they are refused like a malformed day.
 */
export const FIRST_CALENDAR_DAY = "1900-01-01";
export const LAST_CALENDAR_DAY = "9998-12-31";

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one) from FIRST_CALENDAR_DAY to LAST_CALENDAR_DAY. */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY.test(value) || value < FIRST_CALENDAR_DAY || value > LAST_CALENDAR_DAY) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The instant of a time (HH:MM or HH:MM:SS, default midnight) on a calendar day (YYYY-MM-DD) in India. */
export function indiaTime(day: string, time = "00:00"): Date {
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${INDIA_OFFSET}`);
}

/** The instant a calendar day (YYYY-MM-DD) starts in India. */
export function startOfIndiaDay(day: string): Date {
  return indiaTime(day);
}

/** The instant the day after a calendar day starts in India: the end of that day, exclusive. */
export function endOfIndiaDay(day: string): Date {
  return new Date(startOfIndiaDay(day).getTime() + DAY_MS);
}

/** A copy of an instant moved by whole days. */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in India. */
export function indiaDay(instant: Date | string = new Date()): string {
  return indiaWallClock(instant).slice(0, 10);
}

/** The year an instant falls in, in India. */
export function indiaYear(instant: Date = new Date()): number {
  return Number(indiaDay(instant).slice(0, 4));
}

/** An instant as India's wall clock, "2025-07-23T09:00" (the value of a datetime-local input). */
export function indiaWallClock(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A wall-clock value in India ("2025-07-23T09:00") as an ISO date-time with India's offset. */
export function fromIndiaWallClock(value: string): string {
  return `${value}:00${INDIA_OFFSET}`;
}

const FORMAT_OPTIONS = {
  /** 23 July 2025 */
  long: { day: "numeric", month: "long", year: "numeric", timeZone: INDIA_TIME_ZONE },
  /** 05 Nov 2026: the notice boards' dates, as the university writes them */
  short: {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: INDIA_TIME_ZONE,
  },
  /** Wed, 10 July 2024: calendars */
  weekday: {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: INDIA_TIME_ZONE,
  },
  /** 23 Jul 2025, 09:00: staff pages */
  dateTime: { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE },
  /** 23 July 2025 at 09:00: emails */
  longDateTime: {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: INDIA_TIME_ZONE,
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof FORMAT_OPTIONS;

// English as the university writes it (day before month); Hindi with international numerals, as GIGW does.
const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", hi: "hi-IN" };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(format: DateFormat, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale} ${format}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALES[locale], FORMAT_OPTIONS[format]);
    formatters.set(key, found);
  }
  return found;
}

/**
 * A date in India time, in `locale`'s words. `value` is an instant (a Date or an ISO date-time) or a calendar day
 * written YYYY-MM-DD, which is that day in India.
 */
export function formatIndiaDate(value: Date | string, format: DateFormat = "long", locale: Locale = "en"): string {
  const instant = typeof value === "string" && CALENDAR_DAY.test(value) ? indiaTime(value, "12:00") : new Date(value);
  return formatter(format, locale).format(instant);
}

/** Whole days from one calendar day to another, both included ("28 Oct – 2 Nov" is 6 days). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((startOfIndiaDay(to).getTime() - startOfIndiaDay(from).getTime()) / DAY_MS) + 1;
}
