import { formatFileSize } from "./urls";

/**
 * The one browser-side check of a file chosen in an upload form (notices, exam documents, round
 * PDFs, faculty photos, content pictures): what the browser can see before anything is sent, the
 * name or declared type, the size and the first bytes. The server's pipeline (lib/files/upload.ts)
 * then checks the bytes fully. No server-only code here.
 */
export type FileKind = "pdf" | "image";

export type ChosenFile = Pick<Blob, "size" | "type" | "slice"> & { name: string };

type KindRules = {
  types: readonly string[];
  extensions: RegExp;
  wrongKind: string;
  wrongContent: string;
  signature(head: Uint8Array): boolean;
};

const startsWith = (head: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const KINDS: Record<FileKind, KindRules> = {
  pdf: {
    types: ["application/pdf"],
    extensions: /\.pdf$/i,
    wrongKind: "Only PDF files can be uploaded; this file is not a PDF.",
    wrongContent: "This file is not a PDF (its content is of another kind), although its name says so.",
    signature: (head) => startsWith(head, ascii("%PDF-")),
  },
  image: {
    types: IMAGE_TYPES,
    extensions: /\.(jpe?g|png|webp)$/i,
    wrongKind: "Only JPEG, PNG or WebP images can be uploaded; this file is not one of them.",
    wrongContent:
      "This file is not a JPEG, PNG or WebP image (its content is of another kind), although its name says so.",
    signature: (head) =>
      startsWith(head, [0xff, 0xd8, 0xff]) ||
      startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
      (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)),
  },
};

/** The `accept` attribute of a file input for this kind. */
export function acceptAttribute(kind: FileKind): string {
  return kind === "pdf" ? "application/pdf,.pdf" : IMAGE_TYPES.join(",");
}

/** A file input left empty still gives a file part, with no name and no bytes. */
export function isEmptyFilePart(file: ChosenFile | null | undefined): boolean {
  return !file || (file.size === 0 && file.name === "");
}

/** True when the name or the declared type says the file is of this kind (the bytes are not read). */
export function namedAsKind(file: { name: string; type: string }, kind: FileKind): boolean {
  const rules = KINDS[kind];
  return rules.extensions.test(file.name) || rules.types.includes(file.type);
}

// Blob.arrayBuffer is missing in older browsers (Safari before 14) and in jsdom; FileReader is not.
function firstBytes(file: ChosenFile, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === "function") return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Why the chosen file cannot be uploaded, or undefined when it can. `missing` is the message for
 * a required file that was not chosen; without it the file may be left out.
 */
export async function checkFileChoice(
  file: ChosenFile | null | undefined,
  { kind, maxBytes, missing }: { kind: FileKind; maxBytes: number; missing?: string },
): Promise<string | undefined> {
  if (!file || isEmptyFilePart(file)) return missing;
  const rules = KINDS[kind];
  if (!namedAsKind(file, kind)) return rules.wrongKind;
  if (file.size === 0) return "The file is empty.";
  if (file.size > maxBytes) return `The file is larger than the upload limit of ${formatFileSize(maxBytes)}.`;
  const head = await firstBytes(file, 12);
  return rules.signature(head) ? undefined : rules.wrongContent;
}
