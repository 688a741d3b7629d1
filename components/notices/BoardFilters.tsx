import Link from "next/link";
import type { ReactNode } from "react";
import type { BoardQuery, DateError } from "@/lib/notices/board-query";
import { SEARCH_MAX_LENGTH, isFiltered } from "@/lib/notices/board-query";
import { noticeWordsIn, type BoardWords } from "@/lib/notices/words";
import { boardHref } from "./board-links";
import { Button } from "@/components/ui/Button";

// The staff pages pass no words: theirs are English.
const ENGLISH = noticeWordsIn("en").boards.list;

/**
 * Search and date range as a plain GET form: it works without JavaScript, and every result has its
 * own URL. The hidden fields keep the chosen tab and the archive view. `action` is the list's
 * address in the page's language, so filtering a Hindi list stays in Hindi.
 */
export function BoardFilters({
  action,
  hidden,
  query,
  words = ENGLISH,
  searchLabel = words.searchByTitle,
  dateLabels = { from: words.publishedFrom, to: words.publishedUntil },
  children,
  moreFiltered = false,
}: {
  action: string;
  hidden: Record<string, string>;
  query: BoardQuery;
  words?: BoardWords["list"];
  searchLabel?: string;
  dateLabels?: { from: string; to: string };
  /** More filter fields, after the dates. */
  children?: ReactNode;
  /** Whether those fields narrow the list now (then "Clear filters" is offered). */
  moreFiltered?: boolean;
}) {
  const columns = children ? "lg:grid-cols-[2fr_1fr_1fr_1fr_auto]" : "lg:grid-cols-[2fr_1fr_1fr_auto]";
  const errorText = (error: DateError | undefined) => (error ? words[error] : undefined);
  return (
    <form
      method="get"
      action={action}
      className={`grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 ${columns}`}
      role="search"
      aria-label={words.filterLabel}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="board-search" className="text-sm font-semibold text-slate-800">
          {searchLabel}
        </label>
        <input
          id="board-search"
          type="search"
          name="q"
          defaultValue={query.search}
          maxLength={SEARCH_MAX_LENGTH}
          className={filterField}
        />
      </div>
      <DateField
        name="from"
        label={dateLabels.from}
        value={query.from}
        error={errorText(query.errors.from)}
        className={filterField}
      />
      <DateField
        name="to"
        label={dateLabels.to}
        value={query.to}
        error={errorText(query.errors.to)}
        className={filterField}
      />
      {children}
      <div className="flex items-end gap-3">
        <Button type="submit" size="sm">
          {words.applyFilters}
        </Button>
        {moreFiltered || isFiltered(query) || query.errors.from || query.errors.to ? (
          <Link
            href={boardHref(action, { params: withoutArchived(hidden), archived: hidden.archived === "true" })}
            className="py-2 text-sm font-semibold text-brand-900 underline"
          >
            {words.clearFilters}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** The look of the filter form's inputs, for fields added to it. */
export const filterField =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900";

function withoutArchived(hidden: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(hidden).filter(([name]) => name !== "archived"));
}

function DateField({
  name,
  label,
  value,
  error,
  className,
}: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  className: string;
}) {
  const id = `board-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={className}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
