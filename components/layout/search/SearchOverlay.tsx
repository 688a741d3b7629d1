"use client";

import { lazy, Suspense, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { SynonymGroups } from "@/lib/search/synonyms";
import type en from "@/messages/en.json";
import type { SearchRow } from "./search-rows";

// The overlay's code (and swr's) is loaded when a visitor first opens the search, not with every page.
const SearchPanel = lazy(() => import("./SearchPanel"));

/** The overlay's fixed words in the page's language (messages "search"). */
export type SearchLabels = Record<keyof typeof en.search, string>;

/** The search button; the overlay it opens is SearchPanel. */
export function SearchOverlay({
  pages,
  suggestions,
  synonyms,
  locale = "en",
  labels,
}: {
  pages: SearchRow[];
  suggestions: SearchRow[];
  /** The synonyms staff keep for the site search (lib/search/synonym-store.ts). */
  synonyms: SynonymGroups;
  locale?: Locale;
  labels: SearchLabels;
}) {
  const [open, setOpen] = useState(false);
  // The overlay is mounted on the first opening and kept, closed, after it.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-amber-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="M13 13l4.5 4.5" />
        </svg>
        <span className="sr-only">{labels.open}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <SearchPanel
            open={open}
            onClose={() => setOpen(false)}
            pages={pages}
            suggestions={suggestions}
            synonyms={synonyms}
            locale={locale}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </>
  );
}
