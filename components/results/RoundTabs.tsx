import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { sameLevelRounds } from "@/lib/admissions/round-pages";
import { roundPage, type RoundKey } from "@/lib/admissions/rounds";
import type { Locale } from "@/lib/i18n/locales";
import { fill, type ResultWords } from "./words";

type Props = { current: RoundKey; words: ResultWords; locale: Locale };

/** Links to every round of the same programme level; the current one is marked for screen readers too. */
export function RoundTabs({ current, words, locale }: Props) {
  const rounds = sameLevelRounds(current);
  if (rounds.length < 2) return null;
  const level = words.levels[roundPage(current).category];
  return (
    <nav aria-label={fill(words.tabsLabel, { level })} className="border-b border-slate-200">
      <ul className="flex flex-wrap gap-1">
        {rounds.map((round) => {
          const active = round.key === current;
          return (
            <li key={round.key}>
              <LocalizedLink
                href={round.listingPath}
                locale={locale}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-block border-b-4 px-4 py-2 font-semibold ${
                  active
                    ? "border-brand-900 text-brand-900"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-900"
                }`}
              >
                {fill(words.tab, { round: round.round })}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
