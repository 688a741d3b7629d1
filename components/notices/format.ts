/** "PDF", "DOCX": the format of a file, from its content type or else its name. */
export function fileFormat(contentType: string, originalName: string): string {
  if (contentType === "application/pdf") return "PDF";
  const extension = /\.([a-z0-9]{1,5})$/i.exec(originalName)?.[1];
  return extension ? extension.toUpperCase() : "File";
}

/** How a notice without a stored file is described: its document on Google Drive, a page elsewhere, or one of ours. */
export function documentKind(url: string): string {
  const place = documentPlace(url);
  if (place.kind === "drive") return "Document on Google Drive";
  if (place.kind === "web") return `Page on ${place.host}`;
  return "Page on this site";
}

/** Where a notice without a file of ours leads: Google Drive, another site, or a page of this one. */
export function documentPlace(url: string): { kind: "drive" | "web" | "site"; host: string } {
  if (/^https:\/\/(drive|docs)\.google\.com\//i.test(url)) return { kind: "drive", host: "" };
  if (/^https?:\/\//i.test(url)) return { kind: "web", host: new URL(url).hostname };
  return { kind: "site", host: "" };
}
