"use client";

import useSWR from "swr";
import type { Locale } from "@/lib/i18n/locales";
import { PROGRAMMES_FRESH_MS, toProgrammeCard, type ProgrammeCard } from "./programme-cards";
import type { ProgrammesBlockLabels } from "./programme-labels";
import { ProgrammeTabs } from "./ProgrammeTabs";

async function loadProgrammeCards(): Promise<ProgrammeCard[]> {
  const { fetchPrograms } = await import("@/lib/api-client");
  const response = await fetchPrograms();
  return response.data.programs.map(toProgrammeCard);
}

/** The programme tabs from /api/v1/program, for when the server's list is missing. */
export default function ProgrammesFromApi({ labels, locale }: { labels: ProgrammesBlockLabels; locale: Locale }) {
  const { data, error } = useSWR("home:programme-cards", loadProgrammeCards, {
    dedupingInterval: PROGRAMMES_FRESH_MS,
    revalidateOnFocus: false,
  });
  return <ProgrammeTabs cards={data} failed={Boolean(error)} labels={labels} locale={locale} />;
}
