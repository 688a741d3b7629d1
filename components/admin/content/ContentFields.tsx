"use client";

import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { FieldFrame, controlClass, describedBy } from "@/components/forms/fields";
import { Tabs } from "@/components/ui/Tabs";
import { buttonClass } from "@/components/ui/Button";
import { uploadPdfAction, uploadPictureAction, type UploadResult } from "@/lib/content/actions";
import type { FieldSpec } from "@/lib/content/editor-fields";
import { childPath, getAt, pathKey, type Path } from "@/lib/content/form-data";
import { idOf, useEditorContext } from "./editor-context";
import { indiaLocalToIso, isoToIndiaLocal } from "@/lib/india-time-input";
import { parseStartingDate } from "@/lib/content/popup-date";
import type { Localized } from "@/lib/content/localized";
import { HindiSourceNote } from "./StaleHindi";

/**
 * The controls of the content editor, one per kind of field in lib/content/editor-fields.ts. Each is labelled,
 * shows its hint and its message from the server (by the field's data path), and writes its value
 * into the editor's data. Bilingual texts have an English input and a Hindi one (lang="hi") side by
 * side; lists have Move up / Move down / Remove buttons, so their order is set by keyboard too.
 */

// TipTap is loaded only when a rich-text field is on screen: the public pages never download it.
const RichTextEditor = dynamic(() => import("./RichTextEditor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <p className="rounded-md border border-slate-500 p-4 text-slate-700">Loading the editor…</p>,
});

const SMALL_BUTTON =
  "rounded border border-brand-900 px-2 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-600";

export function Fields({ fields, path }: { fields: FieldSpec[]; path: Path }) {
  return (
    <div className="space-y-5">
      {fields.map((field) => (
        <Field key={field.name || field.label} field={field} path={childPath(path, field)} />
      ))}
    </div>
  );
}

function Field({ field, path }: { field: FieldSpec; path: Path }) {
  switch (field.kind) {
    case "text":
    case "href":
    case "date":
    case "time":
    case "datetime":
    case "number":
      return <InputControl field={field} path={path} />;
    case "boolean":
      return <BooleanControl field={field} path={path} />;
    case "localized":
      return <LocalizedControl field={field} path={path} />;
    case "richtext":
      return <RichTextControl field={field} path={path} />;
    case "picture":
      return <PictureControl field={field} path={path} />;
    case "group":
      return <GroupControl field={field} path={path} />;
    case "list":
      return <ListControl field={field} path={path} />;
  }
}

function GroupControl({ field, path }: { field: Extract<FieldSpec, { kind: "group" }>; path: Path }) {
  const { errors } = useEditorContext();
  return (
    <Group
      id={idOf(path)}
      legend={`${field.label}${field.optional ? " (optional)" : ""}`}
      hint={field.hint}
      error={errors[pathKey(path)]}
    >
      <Fields fields={field.fields} path={path} />
    </Group>
  );
}

function Group({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, hint, error)}
      className="rounded-md border border-slate-300 p-4"
    >
      <legend className="px-1 font-bold text-brand-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-3 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mb-3 text-sm font-semibold text-red-800">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

const INPUT_TYPES = {
  text: "text",
  href: "text",
  date: "date",
  time: "time",
  datetime: "datetime-local",
  number: "number",
} as const;

function InputControl({ field, path }: { field: Extract<FieldSpec, { kind: keyof typeof INPUT_TYPES }>; path: Path }) {
  const { data, errors, update, updateMany, announce } = useEditorContext();
  const id = idOf(path);
  const error = errors[pathKey(path)];
  const raw = getAt(data, path);
  const value =
    field.kind === "datetime"
      ? isoToIndiaLocal(raw as string)
      : field.kind === "date"
        ? // A day saved as free text before the field was a date ({ en: "03.09.2025" }) shows as that day.
          (parseStartingDate(raw) ?? "")
        : raw === undefined || raw === null
          ? ""
          : String(raw);
  const type = field.kind === "text" ? (field.inputType ?? "text") : INPUT_TYPES[field.kind];
  const fileIdPath = [...path.slice(0, -1), "fileId"];
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    if (field.kind === "datetime") update(path, text ? (indiaLocalToIso(text) ?? "") : "");
    else if (field.kind === "number") update(path, text === "" ? "" : Number(text));
    // A typed address replaces an uploaded PDF.
    else if (field.kind === "href" && field.allowPdf)
      updateMany([
        [path, text],
        [fileIdPath, undefined],
      ]);
    else update(path, text);
  }

  const pdf = useFileUpload("pdf", uploadPdfAction, (answer) => {
    updateMany([
      [path, answer.href],
      [fileIdPath, answer.fileId],
    ]);
    announce(
      `Uploaded ${answer.name}.${answer.hasTextLayer ? "" : " It has no text layer: screen readers cannot read it."}`,
    );
  });

  const hint =
    field.kind === "href" && !field.hint
      ? "A path on this site such as /admission, or a full https:// address."
      : field.hint;
  return (
    <div>
      <FieldFrame id={id} label={field.label} hint={hint} error={error} required={!field.optional}>
        <input
          id={id}
          type={type}
          value={value}
          readOnly={field.kind === "text" && field.readOnly}
          onChange={onChange}
          required={!field.optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          inputMode={field.kind === "href" ? "url" : undefined}
          className={`${controlClass(error)} read-only:bg-slate-100`}
        />
      </FieldFrame>
      {field.kind === "href" && field.allowPdf ? (
        <div className="mt-2">
          <FileControl
            id={`${id}-pdf`}
            label="Or upload a PDF"
            hint="The address above becomes the PDF's."
            accept="application/pdf,.pdf"
            error={pdf.error}
            required={false}
            uploading={pdf.uploading}
            onChange={pdf.onChange}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Uploads a chosen file through a server action at once; the caller applies a successful answer. */
function useFileUpload<T>(
  formField: string,
  action: (form: FormData) => Promise<UploadResult<T>>,
  onUploaded: (answer: T) => void,
) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  // The answer is applied with the newest callback, whose path is where the control's item is now:
  // a list item moved while its file uploads keeps its file (list items are keyed by a stable id).
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  });
  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setError(undefined);
    try {
      const form = new FormData();
      form.set(formField, file);
      const answer = await action(form);
      if (!answer.ok) return setError(answer.message);
      latest.current(answer);
      event.target.value = "";
    } finally {
      setUploading(false);
    }
  }
  return { uploading, error, onChange };
}

/** A file input that uploads as soon as a file is chosen, with its hint, error and progress. */
function FileControl({
  id,
  label,
  hint,
  accept,
  error,
  required,
  uploading,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  error: string | undefined;
  required: boolean;
  uploading: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={uploading}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, "yes", error)}
          className={`${controlClass(error)} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-900`}
        />
      </FieldFrame>
      {uploading ? <p className="mt-1 text-sm text-slate-700">Uploading…</p> : null}
    </>
  );
}

function BooleanControl({ field, path }: { field: FieldSpec; path: Path }) {
  const { data, update } = useEditorContext();
  const id = idOf(path);
  return (
    <label htmlFor={id} className="flex items-center gap-2 font-semibold text-slate-900">
      <input
        id={id}
        type="checkbox"
        checked={getAt(data, path) === true}
        onChange={(event) => update(path, event.target.checked)}
        className="h-5 w-5 accent-brand-900"
      />
      {field.label}
    </label>
  );
}

/** One text in English (required unless the field is optional) and Hindi (always optional), side by side. */
function LocalizedControl({ field, path }: { field: Extract<FieldSpec, { kind: "localized" }>; path: Path }) {
  const { data, errors, update } = useEditorContext();
  const id = idOf(path);
  const Control = field.multiline ? "textarea" : "input";
  // A name kept as a plain English record (recordOrText) is its English text with no Hindi.
  const stored = getAt(data, path);
  const text = (typeof stored === "string" ? { en: stored } : (stored ?? {})) as Record<string, unknown>;
  const language = (lang: "en" | "hi") => {
    const inputId = idOf(path, lang);
    const error = errors[pathKey([...path, lang])];
    const value = text[lang];
    return (
      <FieldFrame
        id={inputId}
        label={lang === "en" ? "English" : "Hindi"}
        error={error}
        required={lang === "en" && !field.optional}
      >
        <Control
          id={inputId}
          lang={lang}
          value={typeof value === "string" ? value : ""}
          onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            update(path, { ...text, [lang]: event.target.value })
          }
          required={lang === "en" && !field.optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, undefined, error)}
          rows={field.multiline ? 3 : undefined}
          className={controlClass(error)}
        />
      </FieldFrame>
    );
  };
  return (
    <Group
      id={id}
      legend={`${field.label}${field.optional ? " (optional)" : ""}`}
      hint={field.hint}
      error={errors[pathKey(path)]}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {language("en")}
        {language("hi")}
      </div>
      <HindiSourceNote path={path} text={text as Partial<Localized>} />
    </Group>
  );
}

function RichTextControl({ field, path }: { field: FieldSpec; path: Path }) {
  const { data, errors, update } = useEditorContext();
  const [lang, setLang] = useState<"en" | "hi">("en");
  const id = idOf(path);
  const valuePath = [...path, lang];
  const error = errors[pathKey(valuePath)] ?? errors[pathKey(path)];
  const value = getAt(data, valuePath);
  const label = `${field.label}, ${lang === "en" ? "English" : "Hindi"}`;
  return (
    <Group id={id} legend={field.label} hint="English is required; Hindi is optional.">
      <Tabs
        label={`${field.label} language`}
        idBase={`${id}-lang`}
        items={[
          { id: "en", label: "English" },
          { id: "hi", label: "Hindi" },
        ]}
        selected={lang}
        onSelect={setLang}
      >
        {error ? (
          <p id={`${id}-${lang}-error`} className="mb-2 text-sm font-semibold text-red-800">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
        <RichTextEditor
          key={lang}
          id={`${id}-${lang}`}
          label={label}
          lang={lang}
          value={typeof value === "string" ? value : ""}
          onChange={(html) => update(valuePath, html)}
          describedBy={error ? `${id}-${lang}-error` : undefined}
          invalid={!!error}
        />
      </Tabs>
      <HindiSourceNote path={path} text={(getAt(data, path) ?? {}) as Partial<Localized>} />
    </Group>
  );
}

function PictureControl({ field, path }: { field: Extract<FieldSpec, { kind: "picture" }>; path: Path }) {
  const { data, errors, update, updateMany, announce } = useEditorContext();
  const id = idOf(path);
  const picture = (getAt(data, path) ?? {}) as { src?: string; alt?: { en?: string } };
  // An optional picture (a partner's logo) may be left out: none is shown in its place.
  const remove = () => {
    update(path, undefined);
    announce(`${field.label} removed.`);
    // The button goes with the picture: keyboard users continue from the upload control.
    document.getElementById(`${id}-file`)?.focus();
  };

  const upload = useFileUpload("image", uploadPictureAction, (answer) => {
    updateMany([
      [[...path, "src"], answer.src],
      [[...path, "width"], answer.width],
      [[...path, "height"], answer.height],
    ]);
    announce(`Picture uploaded, ${answer.width} by ${answer.height} pixels. Now describe it in the alt text.`);
  });
  const error = upload.error ?? errors[pathKey([...path, "src"])];

  return (
    <Group id={id} legend={`${field.label}${field.optional ? " (optional)" : ""}`} hint={field.hint}>
      <div className="flex flex-wrap items-start gap-4">
        {picture.src ? (
          <img
            src={picture.src}
            alt={picture.alt?.en ?? ""}
            className="h-24 w-auto max-w-48 rounded border border-slate-300 object-contain"
          />
        ) : (
          <p className="text-sm text-slate-700">No picture yet.</p>
        )}
        <div className="min-w-60 flex-1">
          <FileControl
            id={`${id}-file`}
            label={picture.src ? "Replace the picture" : "Upload a picture"}
            hint="JPEG, PNG or WebP."
            accept="image/jpeg,image/png,image/webp"
            error={error}
            required={!picture.src && !field.optional}
            uploading={upload.uploading}
            onChange={upload.onChange}
          />
          {field.optional && picture.src ? (
            <button
              type="button"
              onClick={remove}
              className="mt-2 rounded border border-slate-400 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Remove the {field.label.toLowerCase()}
            </button>
          ) : null}
        </div>
      </div>
      {field.optional && !picture.src ? null : (
        <div className="mt-4">
          <LocalizedControl
            field={{
              kind: "localized",
              name: "alt",
              label: "Alt text",
              optional: field.decorative,
              hint: field.decorative
                ? "Leave it empty: this picture only decorates."
                : "What the picture shows, for people who cannot see it.",
            }}
            path={[...path, "alt"]}
          />
        </div>
      )}
    </Group>
  );
}

let lastItemKey = 0;
const newItemKey = () => `item-${++lastItemKey}`;

/**
 * A stable id for each entry of a list, moved, removed and added with it, so that each entry's
 * controls (and an upload still running in one) stay with the entry rather than its position.
 */
function useItemKeys(count: number) {
  const [keys, setKeys] = useState(() => Array.from({ length: count }, newItemKey));
  let current = keys;
  // The list changed elsewhere (a restored draft): fit the ids to it.
  if (keys.length !== count) {
    current = keys.slice(0, count);
    while (current.length < count) current.push(newItemKey());
    setKeys(current);
  }
  return {
    keys: current,
    move: (from: number, to: number) =>
      setKeys((old) => {
        const next = [...old];
        next.splice(to, 0, ...next.splice(from, 1));
        return next;
      }),
    remove: (index: number) => setKeys((old) => old.filter((_, i) => i !== index)),
    add: () => setKeys((old) => [...old, newItemKey()]),
  };
}

function ListControl({ field, path }: { field: Extract<FieldSpec, { kind: "list" }>; path: Path }) {
  const { data, errors, update, move, remove, announce } = useEditorContext();
  const id = idOf(path);
  const items = (getAt(data, path) as Record<string, unknown>[] | undefined) ?? [];
  const itemKeys = useItemKeys(items.length);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const titleOf = (item: Record<string, unknown>, index: number) => {
    const title = field.titleOf?.(item).trim();
    return `${field.itemLabel} ${index + 1}${title ? `: ${title}` : ""}`;
  };

  function moveItem(index: number, to: number, button: "up" | "down") {
    move(path, index, to);
    itemKeys.move(index, to);
    // Focus stays on the same button of the moved entry, if it can still move that way.
    const stillPossible = button === "up" ? to > 0 : to < items.length - 1;
    focusAfter.current = idOf([...path, to], stillPossible ? button : button === "up" ? "down" : "up");
    announce(
      `${titleOf(items[index]!, index).replace(/^[^:]+: ?/, "") || field.itemLabel} moved to position ${to + 1} of ${items.length}.`,
    );
  }

  return (
    <Group id={id} legend={field.label} hint={field.hint} error={errors[pathKey(path)]}>
      {items.length === 0 ? <p className="text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const itemPath = [...path, index];
          const name = titleOf(item, index);
          return (
            <li key={itemKeys.keys[index]} className="rounded-md border border-slate-300 bg-slate-50/60">
              <details open={items.length <= 3 || undefined}>
                <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">{name}</summary>
                <div className="border-t border-slate-300 bg-white p-3">
                  <Fields fields={field.fields} path={itemPath} />
                </div>
              </details>
              <div className="flex flex-wrap gap-2 border-t border-slate-300 px-3 py-2">
                <button
                  id={idOf(itemPath, "up")}
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={index === 0}
                  onClick={() => moveItem(index, index - 1, "up")}
                >
                  Move up<span className="sr-only"> {name}</span>
                </button>
                <button
                  id={idOf(itemPath, "down")}
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={index === items.length - 1}
                  onClick={() => moveItem(index, index + 1, "down")}
                >
                  Move down<span className="sr-only"> {name}</span>
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  onClick={() => {
                    remove(path, index);
                    itemKeys.remove(index);
                    focusAfter.current = `${id}-add`;
                    announce(`${name} removed.`);
                  }}
                >
                  Remove<span className="sr-only"> {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        id={`${id}-add`}
        type="button"
        className={`${buttonClass({ variant: "secondary" })} mt-3`}
        onClick={() => {
          update(path, [...items, field.newItem()]);
          itemKeys.add();
          announce(`${field.itemLabel} ${items.length + 1} added at the end.`);
        }}
      >
        Add {field.itemLabel.toLowerCase()}
        <span className="sr-only"> to {field.label}</span>
      </button>
    </Group>
  );
}
