import type { ContentData } from "./schema";

type Tender = ContentData<"tender">;

/** The moment bids close: the given time, or the last minute of the closing day, India time. */
export function tenderClosesAt(tender: Pick<Tender, "closingDate" | "closingTime">): Date {
  return new Date(`${tender.closingDate}T${tender.closingTime ?? "23:59"}:00+05:30`);
}

/** Open (listed as current) until bids close; afterwards archived, with no one doing anything. */
export function isTenderOpen(tender: Pick<Tender, "closingDate" | "closingTime">, now: Date): boolean {
  return tenderClosesAt(tender).getTime() > now.getTime();
}

export type TenderFilter = { archived: boolean; search?: string; from?: string; to?: string };

/**
 * Current or archived tenders matching the visitor's search (bid number, or the title in English or
 * Hindi, as the Hindi page's visitors may write) and date range (the start date, inclusive), newest first.
 */
export function selectTenders<T extends Pick<Tender, "number" | "title" | "startDate" | "closingDate" | "closingTime">>(
  all: readonly T[],
  filter: TenderFilter,
  now: Date,
): T[] {
  const text = filter.search?.trim().toLowerCase();
  return all
    .filter((t) => isTenderOpen(t, now) !== filter.archived)
    .filter(
      (t) =>
        !text ||
        t.number.toLowerCase().includes(text) ||
        t.title.en.toLowerCase().includes(text) ||
        Boolean(t.title.hi?.includes(text)),
    )
    .filter((t) => (!filter.from || t.startDate >= filter.from) && (!filter.to || t.startDate <= filter.to))
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.number.localeCompare(b.number));
}
