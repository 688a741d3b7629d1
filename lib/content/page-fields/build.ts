import { z } from "zod";
import type { FieldSpec } from "@/lib/content/editor-fields";
import { hrefSchema, httpsUrlSchema, isoDateSchema } from "../links";
import { localizedText, optionalLocalizedText, type Localized } from "../localized";
import { pictureSchema } from "../picture";

/**
 * Builders for the structured parts of a special page (tables, people lists, calendars). Each
 * builder gives, from one declaration, the zod schema the server parses with, the control the
 * staff editor shows and the empty value a new list entry starts from, so the three cannot drift
 * apart. No server-only code: the editor runs in the browser.
 */
export type FieldDef<S extends z.ZodType = z.ZodType> = {
  schema: S;
  spec: (name: string) => FieldSpec;
  empty: () => unknown;
};

type Labels = { hint?: string };
type Optional<O extends boolean> = Labels & { optional?: O };

/** The schema, or the schema made optional: typed by the option, so a required value is never undefined. */
function maybeOptional<S extends z.ZodType, O extends boolean>(
  schema: S,
  optional: O | undefined,
): O extends true ? z.ZodOptional<S> : S {
  return (optional ? schema.optional() : schema) as O extends true ? z.ZodOptional<S> : S;
}
const blankText = (): Localized => ({ en: "", hi: "" });

/** A seed text may be a plain English string; stored, every text is {en, hi?}. */
const asLocalized = (value: unknown) => (typeof value === "string" ? { en: value } : value);

/** A visible text in English and, optionally, Hindi. */
export function text(label: string, options: Labels & { multiline?: boolean; max?: number } = {}) {
  return {
    schema: z.preprocess(asLocalized, localizedText({ max: options.max ?? 2000 })),
    spec: (name: string): FieldSpec => ({
      kind: "localized",
      name,
      label,
      hint: options.hint,
      multiline: options.multiline,
    }),
    empty: blankText,
  };
}

/** The same, left out when its English is empty. */
export function optionalText(label: string, options: Labels & { multiline?: boolean; max?: number } = {}) {
  return {
    schema: z
      .preprocess(asLocalized, optionalLocalizedText({ max: options.max ?? 2000 }))
      .transform((value) => (value.en ? value : undefined))
      .optional(),
    spec: (name: string): FieldSpec => ({
      kind: "localized",
      name,
      label,
      hint: options.hint,
      multiline: options.multiline,
      optional: true,
    }),
    empty: blankText,
  };
}

/**
 * A name written the same in both languages (a person, an organisation), or an office said in
 * both: with its Hindi left empty it is kept as a plain English record, which the Hindi pages mark
 * as English and the translation report does not count as missing.
 */
export function recordOrText<O extends boolean = false>(label: string, options: Optional<O> & { max?: number } = {}) {
  const max = options.max ?? 300;
  const record = z.string().trim().max(max, `At most ${max} characters.`);
  const schema = z.preprocess(
    (value) => (value && typeof value === "object" && !(value as Localized).hi ? (value as Localized).en : value),
    z.union([options.optional ? record : record.min(1, "Write the English text."), localizedText({ max })]),
  );
  return {
    schema: options.optional
      ? (schema.transform((value) => (value === "" ? undefined : value)).optional() as unknown as O extends true
          ? z.ZodOptional<typeof schema>
          : typeof schema)
      : (schema as O extends true ? z.ZodOptional<typeof schema> : typeof schema),
    spec: (name: string): FieldSpec => ({
      kind: "localized",
      name,
      label,
      hint: options.hint ?? "A name is written the same in Hindi: leave the Hindi box empty.",
      optional: options.optional,
    }),
    empty: blankText,
  };
}

/** A short text that is the same in both languages: a number, a code, a year. */
export function plain<O extends boolean = false>(label: string, options: Optional<O> & { max?: number } = {}) {
  const required = z
    .string()
    .trim()
    .min(1, `Fill in ${label.toLowerCase()}.`)
    .max(options.max ?? 200, `At most ${options.max ?? 200} characters.`);
  return {
    schema: maybeOptional(required, options.optional),
    spec: (name: string): FieldSpec => ({ kind: "text", name, label, hint: options.hint, optional: options.optional }),
    empty: () => "",
  };
}

/**
 * A part's name in the page's address (#honours), which also labels its section: one word, so a
 * link to it and the screen reader's name of the section keep working.
 */
export function anchor(label: string, options: Labels = {}) {
  return {
    schema: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, "Use small letters, digits and dashes only, such as honours."),
    spec: (name: string): FieldSpec => ({ kind: "text", name, label, hint: options.hint }),
    empty: () => "",
  };
}

export function email<O extends boolean = false>(label: string, options: Optional<O> = {}) {
  const schema = z.email("Use an email address, such as name@dseu.ac.in.");
  return {
    schema: maybeOptional(schema, options.optional),
    spec: (name: string): FieldSpec => ({
      kind: "text",
      inputType: "email",
      name,
      label,
      hint: options.hint,
      optional: options.optional,
    }),
    empty: () => "",
  };
}

/** A link target: a path on this site, an https address, or an uploaded PDF. */
export function href<O extends boolean = false>(label: string, options: Optional<O> = {}) {
  return {
    schema: maybeOptional(hrefSchema, options.optional),
    spec: (name: string): FieldSpec => ({
      kind: "href",
      name,
      label,
      hint: options.hint,
      optional: options.optional,
      allowPdf: true,
    }),
    empty: () => "",
  };
}

/** A whole number, such as a count of students; zero or more. */
export function count(label: string, options: Labels = {}) {
  return {
    schema: z.number(`Give ${label.toLowerCase()} as a number.`).int("Use a whole number.").min(0, "Use 0 or more."),
    spec: (name: string): FieldSpec => ({ kind: "number", name, label, hint: options.hint }),
    empty: () => 0,
  };
}

/** An address on another website (https only): pages show its host name, which a site path has not. */
export function webAddress<O extends boolean = false>(label: string, options: Optional<O> = {}) {
  return {
    schema: maybeOptional(httpsUrlSchema, options.optional),
    spec: (name: string): FieldSpec => ({
      kind: "text",
      inputType: "url",
      name,
      label,
      hint: options.hint,
      optional: options.optional,
    }),
    empty: () => "",
  };
}

export function date<O extends boolean = false>(label: string, options: Optional<O> = {}) {
  return {
    schema: maybeOptional(isoDateSchema, options.optional),
    spec: (name: string): FieldSpec => ({ kind: "date", name, label, hint: options.hint, optional: options.optional }),
    empty: () => "",
  };
}

/** A photograph the page may show, left out where there is none (nothing is drawn in its place). */
export function photo(label: string, options: Labels = {}) {
  return {
    schema: z.preprocess((value) => (isBlank(value) ? undefined : value), pictureSchema.optional()).optional(),
    spec: (name: string): FieldSpec => ({ kind: "picture", name, label, hint: options.hint, optional: true }),
    empty: () => undefined,
  };
}

export function flag(label: string, options: Labels = {}) {
  return {
    schema: z.boolean().optional(),
    spec: (name: string): FieldSpec => ({ kind: "boolean", name, label, hint: options.hint, optional: true }),
    empty: () => false,
  };
}

type Shape = Record<string, FieldDef>;
type SchemaOf<T extends Shape> = z.ZodObject<{ [K in keyof T]: T[K]["schema"] }>;

function objectOf<T extends Shape>(shape: T): SchemaOf<T> {
  return z.object(Object.fromEntries(Object.entries(shape).map(([key, def]) => [key, def.schema]))) as SchemaOf<T>;
}

const specsOf = (shape: Shape): FieldSpec[] => Object.entries(shape).map(([key, def]) => def.spec(key));
const emptyOf = (shape: Shape) => Object.fromEntries(Object.entries(shape).map(([key, def]) => [key, def.empty()]));

/** Fields that belong together, shown in one fieldset. */
export function group<T extends Shape>(label: string, shape: T, options: Labels = {}) {
  return {
    schema: objectOf(shape),
    spec: (name: string): FieldSpec => ({ kind: "group", name, label, hint: options.hint, fields: specsOf(shape) }),
    empty: () => emptyOf(shape),
  };
}

/** Nothing typed and no box ticked: how the editor leaves an optional group that staff emptied. */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === "string" ? value.trim() === "" : typeof value === "object" && Object.values(value).every(isBlank));

/** The same, left out when left blank (a link that an entry may have). New entries start without it. */
export function optionalGroup<T extends Shape>(label: string, shape: T, options: Labels = {}) {
  return {
    schema: z.preprocess((value) => (isBlank(value) ? undefined : value), objectOf(shape).optional()).optional(),
    spec: (name: string): FieldSpec => ({
      kind: "group",
      name,
      label,
      hint: options.hint,
      optional: true,
      fields: specsOf(shape),
    }),
    empty: () => undefined,
  };
}

type ListOptions = Labels & { max?: number; titleOf?: (item: Record<string, unknown>) => string };
/** An entry's name in the editor's list: its first text, cut short. */
const englishOf = (value: unknown) => {
  const words =
    value && typeof value === "object" && "en" in value ? String((value as Localized).en) : String(value ?? "");
  return words.length > 70 ? `${words.slice(0, 70)}…` : words;
};

/** An ordered list of entries with the same fields (rows of a table, people of a list). */
export function list<T extends Shape>(label: string, itemLabel: string, shape: T, options: ListOptions = {}) {
  const max = options.max ?? 100;
  const first = Object.keys(shape)[0];
  return {
    schema: z.array(objectOf(shape)).max(max, `At most ${max} entries.`),
    spec: (name: string): FieldSpec => ({
      kind: "list",
      name,
      label,
      itemLabel,
      hint: options.hint,
      fields: specsOf(shape),
      newItem: () => emptyOf(shape),
      titleOf: options.titleOf ?? ((item) => (first ? englishOf(item[first]) : "")),
    }),
    empty: () => [],
  };
}

/** A link with its text, to a page of this site, another website or a PDF. */
export const link = (label: string) => group(label, { title: text("Link text"), href: href("Page, address or PDF") });

/** An ordered list of such links. */
export const links = (label: string, itemLabel = "Link") =>
  list(label, itemLabel, { title: text("Link text"), href: href("Page, address or PDF") });

/** An ordered list of texts (paragraphs, bullet points). */
export function texts(label: string, itemLabel: string, options: Labels & { max?: number } = {}) {
  const max = options.max ?? 60;
  const item = text(itemLabel, { multiline: true });
  return {
    schema: z.array(item.schema).max(max, `At most ${max} entries.`),
    spec: (name: string): FieldSpec => ({
      kind: "list",
      name,
      label,
      itemLabel,
      hint: options.hint,
      // The one unnamed field edits the entry itself.
      fields: [item.spec("")],
      newItem: blankText,
      titleOf: englishOf,
    }),
    empty: () => [],
  };
}

/** An ordered list of short texts that are the same in both languages (codes, such as office keys). */
export function plains(label: string, itemLabel: string, options: Labels & { max?: number } = {}) {
  const max = options.max ?? 20;
  const item = plain(itemLabel);
  return {
    schema: z.array(item.schema).max(max, `At most ${max} entries.`),
    spec: (name: string): FieldSpec => ({
      kind: "list",
      name,
      label,
      itemLabel,
      hint: options.hint,
      // The one unnamed field edits the entry itself.
      fields: [item.spec("")],
      newItem: item.empty,
      titleOf: englishOf,
    }),
    empty: () => [],
  };
}

/** The structured parts of one page: its schema, its editor controls, and its address. */
export type PageFields<T extends Shape = Shape> = {
  path: string;
  schema: SchemaOf<T>;
  specs: FieldSpec[];
};

export function pageFields<T extends Shape>(path: string, shape: T): PageFields<T> {
  return { path, schema: objectOf(shape), specs: specsOf(shape) };
}

export type FieldsOf<P extends PageFields> = z.output<P["schema"]>;
