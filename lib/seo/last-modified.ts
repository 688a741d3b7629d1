/**
 * The newest of the given timestamps (ISO strings or dates), as an ISO string: a page's
 * "Last updated" date and its sitemap lastmod. Undefined when nothing is dated.
 */
export function latestUpdate(...dates: (string | Date | null | undefined)[]): string | undefined {
  let newest: number | undefined;
  for (const date of dates) {
    if (!date) continue;
    const time = new Date(date).getTime();
    if (!Number.isNaN(time) && (newest === undefined || time > newest)) newest = time;
  }
  return newest === undefined ? undefined : new Date(newest).toISOString();
}
