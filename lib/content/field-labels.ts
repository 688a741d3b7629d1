/**
 * A data path as staff read it: "items.0.href" of the admission pop-up is "Item 1 › PDF, site path
 * or https link", "body.en" is "Body (English)". The words are the labels the editor shows, read
 * from the same declaration (lib/content/editor-fields.ts), so a message names the field the way the form does.
 * No server-only code: the editor runs in the browser.
 */
import type { FieldSpec } from "@/lib/content/editor-fields";
import type { Path } from "@/lib/content/form-data";

const LANGUAGE: Record<string, string> = { en: "English", hi: "Hindi" };

const segmentsOf = (path: Path | string): Path =>
  typeof path === "string"
    ? path === ""
      ? []
      : path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key))
    : path;

/** "Title (English)": a bilingual field's one language, as its input is labelled under the field's legend. */
function inLanguage(label: string, key: string | number | undefined): string {
  const language = key === undefined ? undefined : LANGUAGE[String(key)];
  return language ? `${label} (${language})` : label;
}

/**
 * The labels from the outermost field to the one the path names. A list's entries are named as the
 * editor names them ("Item 1"), without the list's label unless a list beside it names its entries
 * alike; a path that goes below the declared fields
 * (a picture's width, a PDF's file id) is named by the field that edits it. A path the declaration
 * does not know at all gives the labels of the part it does know (none at worst).
 */
export function fieldLabels(fields: FieldSpec[], path: Path | string): string[] {
  const keys = segmentsOf(path);
  const labels: string[] = [];
  let level = fields;
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at];
    // An uploaded PDF's id sits beside the address it belongs to.
    const name = key === "fileId" ? level.find((field) => field.kind === "href" && field.allowPdf)?.name : key;
    const field = level.find((candidate) => candidate.name !== "" && candidate.name === name);
    if (!field) break;
    const rest = keys.slice(at + 1);
    switch (field.kind) {
      case "group":
        labels.push(field.label);
        level = field.fields;
        continue;
      case "list": {
        const index = rest[0];
        if (typeof index !== "number") return [...labels, field.label];
        // Two lists side by side whose entries are named alike (two charts of "Company" rows) are told
        // apart by the list's label.
        const twin = level.some(
          (other) => other !== field && other.kind === "list" && other.itemLabel === field.itemLabel,
        );
        if (twin) labels.push(field.label);
        const entry = `${field.itemLabel} ${index + 1}`;
        // A list whose one field has no name holds the values themselves (pictures, paragraphs):
        // the entry is that field ("Paragraph 2 (English)").
        const only = field.fields.length === 1 && field.fields[0]!.name === "" ? field.fields[0]! : undefined;
        if (only) return [...labels, ...leafLabels({ ...only, label: entry }, keys.slice(at + 2))];
        labels.push(entry);
        level = field.fields;
        at++;
        continue;
      }
      default:
        return [...labels, ...leafLabels(field, rest)];
    }
  }
  return labels;
}

/** The labels inside one field that has no fields of its own declared (a text, a picture). */
function leafLabels(field: FieldSpec, rest: Path): string[] {
  if (field.kind === "localized" || field.kind === "richtext") return [inLanguage(field.label, rest[0])];
  // A picture's alt text is its own bilingual input; its file, width and height are the picture.
  if (field.kind === "picture" && rest[0] === "alt") return [field.label, inLanguage("Alt text", rest[1])];
  return [field.label];
}

/** The field a path names, in words ("Item 1 › Link text (English)"); "" for a path the form does not show. */
export function fieldName(fields: FieldSpec[], path: Path | string): string {
  return fieldLabels(fields, path).join(" › ");
}
