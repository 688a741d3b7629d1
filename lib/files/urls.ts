/** Public address of a stored file; the name part is only for people and browsers' save dialogs. */
export function fileUrl(fileId: string, originalName: string): string {
  const name =
    originalName
      .replace(/[^\w.\- ]+/g, "")
      .trim()
      .replace(/\s+/g, "-") || "document.pdf";
  return `/files/${fileId}/${encodeURIComponent(name)}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

// The address fileUrl gives: /files/{24-hex id}/{name}.
const FILE_PATH = /^\/files\/([0-9a-f]{24})\/[^/?#\s]+$/;

/** The id of the stored file at a path of this site (`/files/{id}/{name}`), or undefined for any other address. */
export function fileIdOfPath(address: string): string | undefined {
  return FILE_PATH.exec(address)?.[1];
}
