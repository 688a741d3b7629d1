import Link from "next/link";
import { sameLevelRounds, type RoundKey } from "@/content/admission-rounds";

/** Links to every round of the same programme level; the current one is marked for screen readers too. */
export function RoundTabs({ current }: { current: RoundKey }) {
  const rounds = sameLevelRounds(current);
  if (rounds.length < 2) return null;
  return (
    <nav aria-label={`${rounds[0]!.level} seat-allocation rounds`} className="border-b border-slate-200">
      <ul className="flex flex-wrap gap-1">
        {rounds.map((round) => {
          const active = round.key === current;
          return (
            <li key={round.key}>
              <Link
                href={round.listingPath}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-block border-b-4 px-4 py-2 font-semibold ${
                  active
                    ? "border-brand-900 text-brand-900"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-brand-900"
                }`}
              >
                {round.tabLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
