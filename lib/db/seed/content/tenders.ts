/**
 * Tenders of DSEU (content-facts §8). They are typed data rather than notices: a tender has fields
 * a notice lacks (bid number, category, closing time, corrigendum), the old site kept them as a
 * static table, and the bid documents live on the Government e-Marketplace (GeM), not in our file
 * store. This is seed input: the database holds the tenders (lib/content, type "tender"), and
 * lib/content/tenders.ts decides from the closing time on every request whether one is archived.
 */

export type Tender = {
  /** GeM bid number, e.g. GEM/2025/B/6290806. */
  number: string;
  title: string;
  department: string;
  category: string;
  /** YYYY-MM-DD, India time. */
  startDate: string;
  /** YYYY-MM-DD, India time. */
  submissionDate: string;
  /** HH:MM (India time) when the notice gave one; otherwise bids close at the end of the day. */
  submissionTime?: string;
  /** True when a corrigendum or addendum was issued during bidding. */
  corrigendum: boolean;
};

/** The day this list was last checked against the facts: the page's "Last updated" date. */
export const tendersReviewedOn = "2026-11-21";

/** Where bidders find a tender that has no bid documents here: seed input of the site settings. */
export const GEM_PORTAL = "https://gem.gov.in/";

export const tenders: Tender[] = [
  {
    number: "GEM/2025/B/6290806",
    title:
      "Repair and overhauling service of 1.5 T and 2 T window and split air conditioners (Daikin, Hitachi, Voltas, General, Havells, Tata, LG, Lloyd) at buyer premises",
    department: "DSEU",
    category: "BID",
    startDate: "2025-07-02",
    submissionDate: "2025-07-14",
    corrigendum: false,
  },
  {
    number: "GEM/2024/B/5340435",
    title:
      "Leasing of a residential property on dry lease: minimum built-up area 287 m², four bedrooms, four toilets, drawing room, dining room and kitchen",
    department: "DSEU",
    category: "BID",
    startDate: "2024-09-07",
    submissionDate: "2024-09-18",
    submissionTime: "15:00",
    corrigendum: true,
  },
  {
    number: "GEM/2024/B/5339952",
    title:
      "Leasing of a residential property on dry lease: minimum built-up area 338 m², four bedrooms, four toilets, drawing room, dining room and kitchen",
    department: "DSEU",
    category: "BID",
    startDate: "2024-09-01",
    submissionDate: "2024-09-12",
    submissionTime: "15:00",
    corrigendum: true,
  },
  {
    number: "GEM/2024/B/5339660",
    title:
      "Leasing of a residential property on dry lease: minimum built-up area 370.5 m² plus one servant quarter of 21.5 m² with a separate entry and washroom",
    department: "DSEU",
    category: "BID",
    startDate: "2024-08-29",
    submissionDate: "2024-09-09",
    submissionTime: "13:00",
    corrigendum: true,
  },
  {
    number: "GEM/2024/B/5337529",
    title: "Leasing of a residential property on dry lease: minimum built-up area 392 m² with two servant quarters",
    department: "DSEU",
    category: "BID",
    startDate: "2024-08-28",
    submissionDate: "2024-09-09",
    submissionTime: "15:00",
    corrigendum: false,
  },
  {
    number: "GEM/2024/B/5226813",
    title: "Printing of student ID cards with card holder and lanyard",
    department: "DSEU",
    category: "BID",
    startDate: "2024-09-07",
    submissionDate: "2024-09-18",
    submissionTime: "15:00",
    corrigendum: false,
  },
];
