import type { Locale } from "@/lib/i18n/locales";
import { formatIndiaDate } from "@/lib/time";
import { fill, type ResultWords } from "./words";

/** The decision window as a range of dates, or undefined when the round has no dates yet. */
export function windowDates(
  startsAt: string | null,
  endsAt: string | null,
  words: ResultWords["dates"],
  locale: Locale,
): string | undefined {
  const date = (value: string) => formatIndiaDate(value, "long", locale);
  if (startsAt && endsAt) {
    const [from, to] = [date(startsAt), date(endsAt)];
    return from === to ? from : fill(words.range, { from, to });
  }
  if (startsAt) return fill(words.from, { date: date(startsAt) });
  if (endsAt) return fill(words.until, { date: date(endsAt) });
  return undefined;
}
