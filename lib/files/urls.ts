/** Public address of a stored file; the name part is only for people and browsers' save dialogs. */
export function fileUrl(fileId: string, originalName: string): string {
  const name = originalName.replace(/[^\w.\- ]+/g, "").trim().replace(/\s+/g, "-") || "document.pdf";
  return `/files/${fileId}/${encodeURIComponent(name)}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
