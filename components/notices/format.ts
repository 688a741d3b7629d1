/** Dates as the university writes them (21 Nov 2026), always in India time so server and browser agree. */
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function formatDate(date: string | Date): string {
  return dateFormat.format(new Date(date));
}

/** A YYYY-MM-DD calendar day (no time zone involved), formatted like formatDate. */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00+05:30`);
}

/** "PDF", "DOCX": the format of a file, from its content type or else its name. */
export function fileFormat(contentType: string, originalName: string): string {
  if (contentType === "application/pdf") return "PDF";
  const extension = /\.([a-z0-9]{1,5})$/i.exec(originalName)?.[1];
  return extension ? extension.toUpperCase() : "File";
}

/** How a notice without a stored file is described: its document on Google Drive, a page elsewhere, or one of ours. */
export function documentKind(url: string): string {
  if (/^https:\/\/(drive|docs)\.google\.com\//i.test(url)) return "Document on Google Drive";
  if (/^https?:\/\//i.test(url)) return `Page on ${new URL(url).hostname}`;
  return "Page on this site";
}
