"use client";

import { useState } from "react";
import { nameShowsCode } from "@/lib/programs/title";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { Tabs } from "@/components/ui/Tabs";
import { buttonClass } from "@/components/ui/Button";
import { PROGRAM_LEVELS, type ProgramLevel } from "@/lib/programs/levels";
import { pickProgrammeIds, type ProgrammeCard } from "./programme-cards";
import type { ProgrammesBlockLabels } from "./programme-labels";

/**
 * The tabs of Study@DSEU: one per level, six random programmes of the chosen level. `cards` is
 * undefined while the list is loading; `initialPicks` is the server's pick for the first tab.
 */
export function ProgrammeTabs({
  cards: data,
  failed,
  initialPicks,
  labels,
  locale,
}: {
  cards: ProgrammeCard[] | undefined;
  failed: boolean;
  initialPicks?: string[];
  labels: ProgrammesBlockLabels;
  locale: Locale;
}) {
  const [level, setLevel] = useState<ProgramLevel>("DIPLOMA");
  const [picks, setPicks] = useState<Partial<Record<ProgramLevel, string[]>>>(() =>
    data && initialPicks ? { DIPLOMA: initialPicks } : {},
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
          failed ? (
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
