import { z } from "zod";
import { blankableText, optionalText as nullableText, recordId, requiredText } from "../reference/fields";

/**
 * The field vocabulary of a record kind (issue 25): each builder gives, from one call, the zod
 * schema the service parses with, the control the staff form shows, the form's text for a stored
 * value and back, and the empty value a new record's form starts from, so the four cannot drift
 * apart (as lib/content/page-fields/build.ts does for a page's structured parts, whose values are
 * JSON; a record's are columns, with the Hindi in its own `…Hi` column). No server-only code and
 * nothing from components/: the declaration is read by the service, the API and the admin pages.
 */

export type ControlKind = "text" | "email" | "tel" | "url" | "number" | "textarea" | "lines" | "select";

export type ChoiceOption = { value: string; label: string };

/** What the staff form shows for a field: plain data, so a server page can hand it to the form. */
export type RecordControl = {
  kind: ControlKind;
  label: string;
  hint?: string;
  /** The hint on the form of a record being added, where it says something else. */
  hintWhenAdding?: string;
  /** Marked required (no "(optional)") on the form of an existing record. */
  required: boolean;
  /** The same on the form of a new record (default: as `required`). */
  requiredWhenAdding?: boolean;
  maxLength?: number;
  rows?: number;
  /** A select's choices; `placeholder` is its empty first option. */
  options?: readonly ChoiceOption[];
  placeholder?: string;
  /** Spans the form's width (long texts). */
  wide?: boolean;
};

export type FormMode = "create" | "update";

export type RecordField<S extends z.ZodType = z.ZodType> = {
  schema: S;
  control: RecordControl;
  /** The form's text of a stored value (null, for "none written", is empty). */
  toForm: (value: unknown) => string;
  /** The form's text as the service's input; undefined leaves the field out (its default). */
  fromForm: (text: string, mode: FormMode) => unknown;
  /** Given when the record is added and fixed afterwards (pages find the record by it). */
  fixed?: boolean;
  /** Choices known only when a form is drawn (the departments of the moment): resolved on the server. */
  loadOptions?: () => Promise<ChoiceOption[]>;
  /** The hint on the form of an existing record, where it names the record's own values (its address). */
  hintOf?: (record: Record<string, unknown>) => string;
};

type Common = {
  label: string;
  /** How a message names the field ("Hindi title"); default: the label in lower case. */
  says?: string;
  hint?: string;
  hintWhenAdding?: string;
  hintOf?: (record: Record<string, unknown>) => string;
  max: number;
};

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const says = (options: Common) => options.says ?? options.label.toLowerCase();
const same = (text: string) => text;

function control(kind: ControlKind, options: Common, required: boolean, extra: Partial<RecordControl> = {}) {
  return {
    kind,
    label: options.label,
    hint: options.hint,
    hintWhenAdding: options.hintWhenAdding,
    required,
    maxLength: options.max,
    ...extra,
  } satisfies RecordControl;
}

/** A text that cannot be empty. */
export function text(options: Common & { multiline?: boolean; rows?: number }) {
  return {
    schema: requiredText(says(options), options.max),
    control: control(options.multiline ? "textarea" : "text", options, true, {
      rows: options.rows,
      wide: options.multiline,
    }),
    toForm: asText,
    fromForm: same,
    hintOf: options.hintOf,
  } satisfies RecordField;
}

/** A text that may be empty, stored as null ("none written": a Hindi page then shows the English). */
export function optionalText(options: Common & { multiline?: boolean; rows?: number }) {
  return {
    schema: nullableText(says(options), options.max),
    control: control(options.multiline ? "textarea" : "text", options, false, {
      rows: options.rows,
      wide: options.multiline,
    }),
    toForm: asText,
    fromForm: same,
  } satisfies RecordField;
}

/** A text that may be empty, kept in a NOT NULL column as "". */
export function blankText(options: Common & { multiline?: boolean; rows?: number; type?: "text" | "url" }) {
  return {
    schema: blankableText(says(options), options.max),
    control: control(options.multiline ? "textarea" : (options.type ?? "text"), options, false, {
      rows: options.rows,
      wide: options.multiline,
    }),
    toForm: asText,
    fromForm: same,
  } satisfies RecordField;
}

/** A text checked by `valid` (a link, a photo address), empty allowed, with `message` when not. */
export function checkedText(options: Common & { message: string; valid: (text: string) => boolean; type?: "url" }) {
  return {
    schema: blankableText(says(options), options.max).refine(
      (value) => value === "" || options.valid(value),
      options.message,
    ),
    control: control(options.type ?? "text", options, false),
    toForm: asText,
    fromForm: same,
  } satisfies RecordField;
}

/** An email address; `required` or else empty ("none shown"). */
export function email(options: Common & { message: string; required?: boolean; lowerCase?: boolean }) {
  const base = options.required ? requiredText(says(options), options.max) : blankableText(says(options), options.max);
  const schema = base
    .transform((value) => (options.lowerCase ? value.toLowerCase() : value))
    .refine((value) => (!options.required && value === "") || z.email().safeParse(value).success, options.message);
  return {
    schema,
    control: control("email", options, options.required ?? false),
    toForm: asText,
    fromForm: same,
  } satisfies RecordField;
}

/** A phone number as visitors read it, or empty. */
export function phone(options: Common) {
  return {
    schema: blankableText(says(options), options.max).refine(
      (value) => /^[0-9+\-() ]*$/.test(value),
      "Use digits, spaces, +, - and brackets only, like +91 11 2345 6789.",
    ),
    control: control("tel", options, false),
    toForm: asText,
    fromForm: same,
  } satisfies RecordField;
}

/**
 * A whole number from 0 to `max`. Left empty on a new record it is left out (the kind's default,
 * such as "after the others"); on an existing one an empty box is refused.
 */
export function wholeNumber(options: Common & { requiredWhenAdding?: boolean }) {
  const wrong = `Give the ${says(options)} as a whole number.`;
  return {
    schema: z
      .number({ error: wrong })
      .int(wrong)
      .min(0, `Give a ${says(options)} of 0 or more.`)
      .max(options.max, `Give a ${says(options)} of ${options.max} or less.`),
    control: control("number", options, true, {
      requiredWhenAdding: options.requiredWhenAdding ?? false,
      maxLength: String(options.max).length,
    }),
    toForm: asText,
    fromForm: (text: string, mode: FormMode) => {
      const trimmed = text.trim();
      if (trimmed === "" && mode === "create" && !options.requiredWhenAdding) return undefined;
      return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    },
  } satisfies RecordField;
}

/** One of a fixed set of values, chosen from a list. */
export function choice<const V extends readonly [string, ...string[]]>(
  options: Omit<Common, "max"> & { values: V; labels?: Record<V[number], string>; placeholder: string },
) {
  return {
    schema: z.enum(options.values, {
      error: `Choose one of the ${says({ ...options, max: 0 })}s: ${options.values.join(", ")}.`,
    }),
    control: control("select", { ...options, max: 0 }, true, {
      maxLength: undefined,
      placeholder: options.placeholder,
      options: options.values.map((value) => ({ value, label: options.labels?.[value as V[number]] ?? value })),
    }),
    toForm: asText,
    fromForm: same,
  } satisfies RecordField;
}

/**
 * Another record, chosen from a list drawn when the form is (the kind's check confirms it still
 * exists); empty means none.
 */
export function reference(
  options: Omit<Common, "max"> & { placeholder: string; load: () => Promise<ChoiceOption[]>; message: string },
) {
  return {
    schema: z
      .union([z.literal(""), recordId(options.message)], { error: options.message })
      .nullable()
      .transform((value) => (value ? value : null)),
    control: control("select", { ...options, max: 0 }, false, {
      maxLength: undefined,
      placeholder: options.placeholder,
    }),
    toForm: asText,
    fromForm: same,
    loadOptions: options.load,
  } satisfies RecordField;
}

/** A list of short texts edited one a line: blank lines are dropped, repeats kept once. */
export function lines(options: Common & { item: string; plural: string; maxItems: number }) {
  return {
    schema: z
      .array(
        z
          .string({ error: `Give each ${options.item} as text.` })
          .trim()
          .max(options.max, `Keep each ${options.item} to ${options.max} characters or fewer.`),
        { error: `Give the ${options.plural} as a list.` },
      )
      .transform((items) => [...new Set(items.filter(Boolean))])
      .refine((items) => items.length <= options.maxItems, `List at most ${options.maxItems} ${options.plural}.`),
    control: control("lines", options, false, { maxLength: options.maxItems * (options.max + 1), wide: true }),
    toForm: (value: unknown) => (Array.isArray(value) ? value.join("\n") : ""),
    fromForm: (text: string) => text.split(/\r?\n/),
  } satisfies RecordField;
}

/**
 * A key pages name to find the record ("registrar"): lowercase words joined by single hyphens,
 * given when the record is added and fixed from then on.
 */
export function fixedKey(options: Common & { example: string }) {
  return {
    schema: z
      .string({ error: `Enter the ${says(options)}.` })
      .trim()
      .min(1, `Enter the ${says(options)}.`)
      .max(options.max, `Keep the ${says(options)} to ${options.max} characters or fewer.`)
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        `Use lowercase letters, digits and single hyphens between them, like ${options.example}.`,
      ),
    control: control("text", options, true),
    toForm: asText,
    fromForm: same,
    fixed: true,
  } satisfies RecordField;
}

/** Any other field: the parts given as they are (a kind's own rule, such as a head's email). */
export function custom<S extends z.ZodType>(field: RecordField<S>): RecordField<S> {
  return field;
}
