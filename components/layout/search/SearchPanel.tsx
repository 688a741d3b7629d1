"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useRouter } from "next/navigation";
import useSWR from "swr";
import { Modal } from "@/components/ui/Modal";
import type { Locale } from "@/lib/i18n/locales";

import { leavesLanguage, localizePath } from "@/lib/i18n/paths";
import { facultyRows, matchRows, moveHighlight, type SearchRow } from "./search-rows";
import type { SynonymGroups } from "@/lib/search/synonyms";
import { searchHref } from "./search-href";
import type { SearchLabels } from "./SearchOverlay";
import { fill } from "@/lib/i18n/fill";

const FACULTY_LIMIT = 500;

/** Faculty for the search, fetched the first time it opens and then kept for the page's life. */
async function loadFacultyRows(): Promise<SearchRow[]> {
  const { fetchFaculty } = await import("@/lib/api-client");
  return facultyRows((await fetchFaculty(FACULTY_LIMIT)).data.faculty);
}

/**
 * The search's full-screen overlay: an ARIA combobox over a listbox of suggestions (empty query)
 * or matching pages and faculty. "See all results for …" (or Enter with no row highlighted) opens
 * the full results page, which also searches programmes, notices, campuses, departments and the
 * text of every page.
 */
export default function SearchPanel({
  open,
  onClose,
  pages,
  suggestions,
  synonyms,
  locale,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  pages: SearchRow[];
  suggestions: SearchRow[];
  synonyms: SynonymGroups;
  locale: Locale;
  labels: SearchLabels;
}) {
  const router = useRouter();
  // Within the page's language the router navigates; a page in the other language is loaded whole.
  const visit = (path: string) => (leavesLanguage(path, locale) ? window.location.assign(path) : router.push(path));
  const [query, setQuery] = useState("");
  // The results page in the page's language.
  const allResults = localizePath(searchHref(query), locale);
  const [highlight, setHighlight] = useState(-1);
  const { data: faculty } = useSWR("search:faculty", loadFacultyRows, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error("Error fetching faculty data:", error),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const searching = query.trim() !== "";
  const rows = searching
    ? [...matchRows(query, pages, synonyms), ...matchRows(query, faculty ?? [], synonyms)]
    : suggestions;

  // Keeps the highlighted row in view when the keyboard moves past the visible part of a long list.
  useEffect(() => {
    if (highlight >= 0)
      document.getElementById(`${baseId}-option-${highlight}`)?.scrollIntoView?.({ block: "nearest" });
  }, [highlight, baseId]);

  const close = () => {
    onClose();
    setQuery("");
    setHighlight(-1);
  };

  const go = (row: SearchRow) => {
    close();
    if (row.external) window.open(row.path, "_blank", "noopener,noreferrer");
    else visit(row.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setHighlight(moveHighlight(highlight, event.key, rows.length));
    } else if (event.key === "Enter") {
      const row = rows[highlight];
      if (row) {
        event.preventDefault();
        go(row);
      } else if (searching) {
        event.preventDefault();
        close();
        visit(allResults);
      }
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={labels.title}
      variant="fullscreen"
      initialFocus={inputRef}
      closeLabel={labels.close}
    >
      <div className="mx-auto max-w-3xl">
        <label htmlFor={`${baseId}-input`} className="block text-sm font-semibold text-slate-700">
          {labels.label}
        </label>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          type="text"
          role="combobox"
          aria-expanded={rows.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={highlight >= 0 ? optionId(highlight) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlight(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder={labels.placeholder}
          className="mt-2 w-full rounded-lg border-2 border-brand-900 px-4 py-3 text-lg"
        />
        <p aria-live="polite" className="sr-only">
          {searching
            ? rows.length === 1
              ? labels.oneResult
              : fill(labels.manyResults, { count: rows.length })
            : fill(labels.suggestionCount, { count: rows.length })}
        </p>
        <h3 className="mt-6 text-xs font-bold uppercase tracking-wider text-slate-600">
          {searching ? labels.results : labels.suggestions}
        </h3>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={searching ? labels.results : labels.suggestions}
          className="mt-2 divide-y divide-slate-100"
        >
          {rows.map((row, index) => (
            <li
              key={row.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              onClick={() => go(row)}
              onMouseMove={() => {
                if (highlight !== index) setHighlight(index);
              }}
              className={`flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2.5 ${
                index === highlight ? "bg-brand-900 text-white" : "text-slate-900"
              }`}
            >
              <span className="font-medium" lang={row.lang}>
                {row.name}
              </span>
              <span className={`text-xs ${index === highlight ? "text-white" : "text-slate-600"}`}>
                {row.kind === "faculty" ? labels.faculty : row.external ? labels.external : labels.page}
              </span>
            </li>
          ))}
        </ul>
        {searching && rows.length === 0 ? (
          <p className="mt-2 text-slate-700">{fill(labels.noMatch, { query: query.trim() })}</p>
        ) : null}
        {searching ? (
          <p className="mt-4">
            <a
              href={allResults}
              onClick={(event) => {
                event.preventDefault();
                close();
                visit(allResults);
              }}
              className="font-semibold text-brand-900 underline"
            >
              {fill(labels.seeAll, { query: query.trim() })}
            </a>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
