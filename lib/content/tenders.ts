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
