"use client";

import { lazy, Suspense } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { ProgrammeCard } from "./programme-cards";
import type { ProgrammesBlockLabels } from "./programme-labels";
import { ProgrammeTabs } from "./ProgrammeTabs";

// Only needed when the server could not read the list: its code (and swr's) stays out of the home
// page's scripts otherwise.
const ProgrammesFromApi = lazy(() => import("./ProgrammesFromApi"));

/**
 * Study@DSEU. The server sends the list and its pick for the first tab, so the cards are in the
 * HTML; if the server could not read the list, it is loaded here.
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
  if (initial)
    return <ProgrammeTabs cards={initial} failed={false} initialPicks={initialPicks} labels={labels} locale={locale} />;
  return (
    <Suspense fallback={<ProgrammeTabs cards={undefined} failed={false} labels={labels} locale={locale} />}>
      <ProgrammesFromApi labels={labels} locale={locale} />
    </Suspense>
  );
}
