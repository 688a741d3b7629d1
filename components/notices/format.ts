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
