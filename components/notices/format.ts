import { formatFileSize } from "@/lib/files/urls";
import { fill } from "@/lib/i18n/fill";
import type { NoticeWords } from "@/lib/notices/words";

/** "PDF", "DOCX": the format of a file, from its content type or else its name; undefined when neither tells. */
function knownFileFormat(contentType: string, originalName: string): string | undefined {
  if (contentType === "application/pdf") return "PDF";
  return /\.([a-z0-9]{1,5})$/i.exec(originalName)?.[1]?.toUpperCase();
}

/** The format of a file as the staff pages name it: "PDF", "DOCX", or "File". */
export function fileFormat(contentType: string, originalName: string): string {
  return knownFileFormat(contentType, originalName) ?? "File";
}

type StoredFile = { contentType: string; originalName: string; sizeBytes: number };

/** "PDF, 120 KB" (the home page's words for it), "DOCX, 20 KB", or "File, 20 KB", in the page's language. */
export function storedFileText(file: StoredFile, words: NoticeWords): string {
  const size = formatFileSize(file.sizeBytes);
  const format = knownFileFormat(file.contentType, file.originalName);
  if (format === "PDF") return fill(words.notices.pdfOfSize, { size });
  return `${format ?? words.boards.list.file}, ${size}`;
}

/** How a notice without a stored file is described: its document on Google Drive, a page elsewhere, or one of ours. */
export function documentKind(url: string, words: NoticeWords): string {
  const place = documentPlace(url);
  return fill(words.notices.places[place.kind], { host: place.host });
}

/** Where a notice without a file of ours leads: Google Drive, another site, or a page of this one. */
export function documentPlace(url: string): { kind: "drive" | "web" | "site"; host: string } {
  if (/^https:\/\/(drive|docs)\.google\.com\//i.test(url)) return { kind: "drive", host: "" };
  if (/^https?:\/\//i.test(url)) return { kind: "web", host: new URL(url).hostname };
  return { kind: "site", host: "" };
}
