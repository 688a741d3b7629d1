"use client";

import { nameShowsCode } from "@/lib/programs/title";
import { useState } from "react";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import type { ProgrammesBlockLabels } from "./programme-labels";
import useSWR from "swr";
import { Tabs } from "@/components/ui/Tabs";
import { PROGRAM_LEVELS, type ProgramLevel } from "@/lib/programs/levels";
import { pickProgrammeIds, toProgrammeCard, type ProgrammeCard } from "./programme-cards";
import { buttonClass } from "@/components/ui/Button";

/** The programme list is treated as fresh for seven minutes. */
export const PROGRAMMES_FRESH_MS = 7 * 60 * 1000;

async function loadProgrammeCards(): Promise<ProgrammeCard[]> {
  // Loaded on first use: the page usually has the list already and never needs the API client.
  const { fetchPrograms } = await import("@/lib/api-client");
  const response = await fetchPrograms();
  return response.data.programs.map(toProgrammeCard);
}

/**
 * Study@DSEU: tabs per level and six random programmes of the chosen level. The server sends the
 * list and its pick for the first tab (so the cards are in the HTML); a new tab picks afresh. If
 * the server could not read the list, it is loaded here.
 */
export function ProgrammesBlock({
  initial,
  initialPicks,
  labels,
  locale,
}: {
  initial: ProgrammeCard[] | null;
  initialPicks: string[];
  labels: ProgrammesBlockLabels;
  locale: Locale;
}) {
  const { data, error } = useSWR("home:programme-cards", loadProgrammeCards, {
    fallbackData: initial ?? undefined,
    dedupingInterval: PROGRAMMES_FRESH_MS,
    // The server's list is fresh: fetch on mount only when there is none, and not again just
    // because the visitor came back to the tab (every page view renders the list anew).
    revalidateOnMount: initial === null,
    revalidateOnFocus: false,
  });
  const [level, setLevel] = useState<ProgramLevel>("DIPLOMA");
  const [picks, setPicks] = useState<Partial<Record<ProgramLevel, string[]>>>(() =>
    initial ? { DIPLOMA: initialPicks } : {},
  );

  // When the list arrives only in the browser, the first tab's pick is made then.
  if (data && !picks[level]) setPicks({ ...picks, [level]: pickProgrammeIds(data, level) });

  const select = (next: ProgramLevel) => {
    if (next === level) return;
    setLevel(next);
    if (data) setPicks((current) => ({ ...current, [next]: pickProgrammeIds(data, next) }));
  };

  const byId = new Map((data ?? []).map((card) => [card.id, card]));
  const cards = (picks[level] ?? []).flatMap((id) => byId.get(id) ?? []);

  return (
    <div>
      <Tabs
        label={labels.tabs}
        items={PROGRAM_LEVELS.map((id) => ({ id, label: labels.levels[id] }))}
        selected={level}
        onSelect={select}
        idBase="home-programmes"
      >
        <h3 className="text-lg font-semibold text-slate-900">{labels.available[level]}</h3>
        {!data ? (
          error ? (
            <p role="alert" className="mt-3 text-red-800">
              {labels.failed}
            </p>
          ) : (
            <p role="status" className="mt-3 text-slate-700">
              {labels.loading}
            </p>
          )
        ) : cards.length === 0 && picks[level] ? (
          <p className="mt-3 text-slate-700">{labels.none[level]}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {cards.map((card) => (
              <li key={card.id}>
                {card.linked ? (
                  <LocalizedLink
                    href={`/programs/${card.id}`}
                    locale={locale}
                    className="flex h-full min-h-20 flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-700 hover:shadow"
                  >
                    <ProgrammeCardText card={card} locale={locale} />
                  </LocalizedLink>
                ) : (
                  <div className="flex h-full min-h-20 flex-col rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
                    <ProgrammeCardText card={card} locale={locale} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Tabs>
      <LocalizedLink href="/Courses" locale={locale} className={buttonClass({ className: "mt-6" })}>
        {labels.viewAll}
      </LocalizedLink>
    </div>
  );
}

function ProgrammeCardText({ card, locale }: { card: ProgrammeCard; locale: Locale }) {
  return (
    <>
      {nameShowsCode(card) ? null : <span className="font-mono text-xs font-bold text-accent-600">{card.code}</span>}
      <span
        className={`mt-1 text-sm font-medium ${card.linked ? "text-brand-900 underline underline-offset-2" : "text-slate-900"}`}
      >
        <span lang={recordTextLang(card.name, locale)}>{card.name}</span>
      </span>
    </>
  );
}
