"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { Editor } from "@tiptap/react";
import { Modal } from "@/components/ui/Modal";
import { FieldFrame, controlClass, describedBy } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { formatFileSize } from "@/lib/files/urls";
import { isPreviewAddress } from "@/lib/content/preview-route";
import type { SiteImage } from "@/lib/files/library";
import { listPicturesAction, uploadPdfAction, uploadPictureAction } from "@/lib/content/actions";

/** The toolbar's dialogs that insert something into the text: a link, a picture, a PDF, a table. */
export type InsertDialog = "link" | "picture" | "pdf" | "table";

/**
 * `onClose` when the dialog is left without inserting (focus goes back to the toolbar button that
 * opened it); `onInserted` once something went into the text (focus goes back to the text).
 */
type DialogProps = { editor: Editor; onClose: () => void; onInserted: () => void };

/**
 * A dialog of the editor. The editor sits inside the item's own form ("Save draft"), and a form
 * inside a form is not HTML: the browser may hand the inner submit to the outer form, which
 * saved or reloaded the page and lost the unsaved text. So the dialog is placed at the end of
 * <body> (a portal, outside the item's form), and its submit event stops at the dialog's form,
 * because React passes events on through a portal to the components around it.
 */
function EditorDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  // Focus starts in the dialog's first field (not on its close button): the dialog is there to be filled in.
  const firstField = useMemo(
    () => ({
      get current() {
        return body.current?.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), textarea") ?? null;
      },
    }),
    [],
  );
  return createPortal(
    <Modal open title={title} onClose={onClose} initialFocus={firstField}>
      <div ref={body}>{children}</div>
    </Modal>,
    document.body,
  );
}

/** The dialog's form: never submitted by the browser, never reaching the item's form. */
function DialogForm({ onSubmit, children }: { onSubmit: (form: FormData) => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      {children}
    </form>
  );
}

function Input({
  id,
  label,
  hint,
  error,
  required = true,
  ...props
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
        {...props}
      />
    </FieldFrame>
  );
}

function Actions({
  busy,
  submitLabel,
  onClose,
  busyLabel = "Uploading…",
}: {
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
  busyLabel?: string;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary" })}>
        Cancel
      </button>
      <button type="submit" disabled={busy} className={buttonClass()}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

const isAllowedHref = (href: string) =>
  /^\/(?!\/)\S*$/.test(href) || /^https:\/\/\S+$/i.test(href) || /^mailto:\S+@\S+$/i.test(href);

/** A link on the selected text (or on new text): a site path, an https address or an email. */
export function LinkDialog({ editor, onClose, onInserted }: DialogProps) {
  const current = String(editor.getAttributes("link").href ?? "");
  const hasSelection = !editor.state.selection.empty || editor.isActive("link");
  const [error, setError] = useState<{ href?: string; text?: string }>({});

  function submit(form: FormData) {
    const href = String(form.get("href") ?? "").trim();
    const text = String(form.get("text") ?? "").trim();
    const found: typeof error = {};
    if (!isAllowedHref(href)) found.href = "Use a path on this site (starting with /), an https:// address or mailto:.";
    else if (isPreviewAddress(href))
      found.href = "A preview link cannot be published: it would show the draft to everyone. Link to the page itself.";
    if (!hasSelection && !text) found.text = "Write the words that the link shows.";
    setError(found);
    if (Object.keys(found).length > 0) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (hasSelection) chain.setLink({ href }).run();
    else chain.insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] }).run();
    onInserted();
  }

  return (
    <EditorDialog title={current ? "Edit link" : "Add a link"} onClose={onClose}>
      <DialogForm onSubmit={submit}>
        <Input
          id="rich-link-href"
          name="href"
          label="Address"
          type="url"
          defaultValue={current}
          hint="A path on this site such as /admission, or a full https:// address."
          error={error.href}
        />
        {hasSelection ? null : (
          <Input
            id="rich-link-text"
            name="text"
            label="Link text"
            hint="Say where the link goes; never “click here”."
            error={error.text}
          />
        )}
        <Actions busy={false} submitLabel={current ? "Update link" : "Add link"} onClose={onClose} />
      </DialogForm>
    </EditorDialog>
  );
}

type PictureSource = "upload" | "library";

/**
 * The site's stored pictures as a list of choices (radio buttons), newest first, narrowed by a
 * search of their names. The list comes from lib/files/library.ts through a server action.
 */
function PicturePicker({
  selected,
  onSelect,
  error,
}: {
  selected: string;
  onSelect: (src: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState("");
  const [pictures, setPictures] = useState<SiteImage[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);

  /** Shows the answer to a request for pictures (a list, or why there is none). */
  const show = useCallback((answer: Awaited<ReturnType<typeof listPicturesAction>> | undefined) => {
    if (answer?.ok) {
      setPictures(answer.pictures);
      setMessage(null);
    } else setMessage(answer?.message ?? "The list of pictures could not be loaded. Try again.");
    setBusy(false);
  }, []);

  const load = (words: string) => {
    setBusy(true);
    listPicturesAction(words).then(show, () => show(undefined));
  };

  // The newest pictures, as soon as the list is shown.
  useEffect(() => {
    let live = true;
    listPicturesAction("").then(
      (answer) => live && show(answer),
      () => live && show(undefined),
    );
    return () => {
      live = false;
    };
  }, [show]);

  const errorId = "rich-picture-library-error";
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="rich-picture-search" className="block font-semibold text-slate-900">
          Search the site’s pictures by name
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="rich-picture-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // Enter searches here; it must not insert the picture (the dialog's form).
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              load(search);
            }}
            className={controlClass()}
          />
          <button
            type="button"
            onClick={() => load(search)}
            className={`${buttonClass({ variant: "secondary" })} mt-1 shrink-0`}
          >
            Search
          </button>
        </div>
      </div>
      <fieldset aria-describedby={error ? errorId : undefined} aria-busy={busy || undefined}>
        <legend className="font-semibold text-slate-900">Pictures on the site</legend>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
        <p role="status" className="mt-1 text-sm text-slate-700">
          {message ??
            (pictures === null
              ? "Loading the pictures…"
              : pictures.length === 0
                ? "No pictures found."
                : `${pictures.length} ${pictures.length === 1 ? "picture" : "pictures"}, newest first.`)}
        </p>
        {pictures && pictures.length > 0 ? (
          <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded-md border border-slate-300 p-1">
            {pictures.map((picture) => (
              <li key={picture.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded p-1 hover:bg-slate-100 has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name="library"
                    value={picture.src}
                    checked={selected === picture.src}
                    onChange={() => onSelect(picture.src)}
                    className="h-4 w-4 shrink-0"
                  />
                  {/* The name beside it says which picture this is; the thumbnail only shows it. */}
                  <img
                    src={picture.src}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                    className="h-12 w-16 shrink-0 rounded object-cover"
                  />
                  <span className="min-w-0 break-words text-sm">
                    {picture.name}
                    <span className="block text-slate-700">
                      {formatFileSize(picture.sizeBytes)}, uploaded {picture.createdAt.slice(0, 10)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
    </div>
  );
}

/**
 * A picture for the text: uploaded now (through the site's image pipeline: checked by its bytes,
 * re-encoded at display size without metadata) or chosen from the pictures the site already
 * holds. Alt text is required, unless the editor says the picture is decorative (alt="").
 */
export function PictureDialog({ editor, onClose, onInserted }: DialogProps) {
  const [source, setSource] = useState<PictureSource>("upload");
  const [chosen, setChosen] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ image?: string; library?: string; alt?: string }>({});
  const sourceName = useId();

  async function submit(form: FormData) {
    const file = form.get("image");
    const upload = source === "upload" && file instanceof File && file.size > 0 ? file : undefined;
    const alt = decorative ? "" : String(form.get("alt") ?? "").trim();
    const found: typeof error = {};
    if (source === "upload" && !upload) found.image = "Choose a JPEG, PNG or WebP picture to upload.";
    if (source === "library" && !chosen) found.library = "Choose one of the pictures in the list.";
    if (!decorative && !alt) found.alt = "Describe the picture for people who cannot see it, or mark it as decorative.";
    setError(found);
    if (Object.keys(found).length > 0) return;
    if (!upload) {
      editor.chain().focus().setImage({ src: chosen, alt }).run();
      return onInserted();
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.set("image", upload);
      const answer = await uploadPictureAction(body);
      if (!answer.ok) return setError({ image: answer.message });
      editor.chain().focus().setImage({ src: answer.src, alt, width: answer.width, height: answer.height }).run();
      onInserted();
    } catch {
      setError({ image: "The upload failed (the connection or the server). Try again: your text is unchanged." });
    } finally {
      setBusy(false);
    }
  }

  const choices: { value: PictureSource; label: string }[] = [
    { value: "upload", label: "Upload a new picture" },
    { value: "library", label: "Choose a picture already on the site" },
  ];
  return (
    <EditorDialog title="Add a picture" onClose={onClose}>
      <DialogForm onSubmit={submit}>
        <fieldset>
          <legend className="font-semibold text-slate-900">Where the picture comes from</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {choices.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={sourceName}
                  value={choice.value}
                  checked={source === choice.value}
                  onChange={() => setSource(choice.value)}
                  className="h-4 w-4"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        {source === "upload" ? (
          <Input
            id="rich-picture-file"
            name="image"
            label="Upload a picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint="JPEG, PNG or WebP. It is stored at display size, without its camera data (such as the place it was taken)."
            error={error.image}
          />
        ) : (
          <PicturePicker selected={chosen} onSelect={setChosen} error={error.library} />
        )}
        <Input
          id="rich-picture-alt"
          name="alt"
          label="Alt text"
          hint="What the picture shows, in a sentence, for people who cannot see it."
          maxLength={300}
          required={!decorative}
          disabled={decorative}
          error={decorative ? undefined : error.alt}
        />
        <div className="flex items-start gap-2">
          <input
            id="rich-picture-decorative"
            type="checkbox"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
            aria-describedby="rich-picture-decorative-hint"
            className="mt-1 h-4 w-4"
          />
          <div>
            <label htmlFor="rich-picture-decorative" className="font-semibold text-slate-900">
              The picture is decorative
            </label>
            <p id="rich-picture-decorative-hint" className="text-sm text-slate-600">
              Only when it adds nothing to the text: screen readers then skip it (empty alt text).
            </p>
          </div>
        </div>
        <Actions busy={busy} submitLabel="Add picture" onClose={onClose} />
      </DialogForm>
    </EditorDialog>
  );
}

/** A PDF uploaded to the site, inserted as a link that says it is a PDF and how large. */
export function PdfDialog({ editor, onClose, onInserted }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ pdf?: string; text?: string }>({});
  const [warning, setWarning] = useState<string | null>(null);

  async function submit(form: FormData) {
    const file = form.get("pdf");
    const text = String(form.get("text") ?? "").trim();
    const found: typeof error = {};
    if (!(file instanceof File) || file.size === 0) found.pdf = "Choose a PDF file.";
    if (!text) found.text = "Write the document's name as the link text.";
    setError(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const upload = new FormData();
      upload.set("pdf", file as File);
      const answer = await uploadPdfAction(upload);
      if (!answer.ok) return setError({ pdf: answer.message });
      const label = `${text} (PDF, ${formatFileSize(answer.size)})`;
      editor
        .chain()
        .focus()
        .insertContent([
          { type: "text", text: label, marks: [{ type: "link", attrs: { href: answer.href } }] },
          { type: "text", text: " " },
        ])
        .run();
      if (!answer.hasTextLayer)
        setWarning(
          "The PDF was attached, but it has no text layer (a scan): screen readers cannot read it. Attach a text version when you can.",
        );
      else onInserted();
    } catch {
      setError({ pdf: "The upload failed (the connection or the server). Try again: your text is unchanged." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDialog title="Attach a PDF" onClose={warning ? onInserted : onClose}>
      {warning ? (
        <div>
          <p role="alert" className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-amber-900">
            {warning}
          </p>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={onInserted} className={buttonClass()}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <DialogForm onSubmit={submit}>
          <Input
            id="rich-pdf-file"
            name="pdf"
            label="PDF file"
            type="file"
            accept="application/pdf,.pdf"
            error={error.pdf}
          />
          <Input
            id="rich-pdf-text"
            name="text"
            label="Link text"
            hint="The document's name; its size is added."
            maxLength={300}
            error={error.text}
          />
          <Actions busy={busy} submitLabel="Attach PDF" onClose={onClose} />
        </DialogForm>
      )}
    </EditorDialog>
  );
}

export const TABLE_LIMITS = { rows: 50, columns: 10 } as const;

/** A whole number from `low` to `high` typed into a field, or undefined. */
function countIn(value: FormDataEntryValue | null, low: number, high: number): number | undefined {
  const text = String(value ?? "").trim();
  if (!/^\d+$/.test(text)) return undefined;
  const count = Number(text);
  return count >= low && count <= high ? count : undefined;
}

/** A table of the size asked for, with a header row (the column headings) unless turned off. */
export function TableDialog({ editor, onClose, onInserted }: DialogProps) {
  const [error, setError] = useState<{ rows?: string; columns?: string }>({});

  function submit(form: FormData) {
    const rows = countIn(form.get("rows"), 1, TABLE_LIMITS.rows);
    const columns = countIn(form.get("columns"), 1, TABLE_LIMITS.columns);
    const found: typeof error = {};
    if (rows === undefined) found.rows = `Give a number of rows from 1 to ${TABLE_LIMITS.rows}.`;
    if (columns === undefined) found.columns = `Give a number of columns from 1 to ${TABLE_LIMITS.columns}.`;
    setError(found);
    if (rows === undefined || columns === undefined) return;
    const withHeaderRow = form.get("header") === "on";
    // The rows asked for are the data; the header row comes on top of them.
    const total = withHeaderRow ? rows + 1 : rows;
    editor.chain().focus().insertTable({ rows: total, cols: columns, withHeaderRow }).run();
    onInserted();
  }

  return (
    <EditorDialog title="Insert a table" onClose={onClose}>
      <DialogForm onSubmit={submit}>
        <Input
          id="rich-table-rows"
          name="rows"
          label="Rows"
          type="number"
          inputMode="numeric"
          min={1}
          max={TABLE_LIMITS.rows}
          defaultValue={3}
          hint="Rows of data, not counting the header row."
          error={error.rows}
        />
        <Input
          id="rich-table-columns"
          name="columns"
          label="Columns"
          type="number"
          inputMode="numeric"
          min={1}
          max={TABLE_LIMITS.columns}
          defaultValue={3}
          error={error.columns}
        />
        <div className="flex items-start gap-2">
          <input id="rich-table-header" name="header" type="checkbox" defaultChecked className="mt-1 h-4 w-4" />
          <label htmlFor="rich-table-header" className="font-semibold text-slate-900">
            First row holds the column headings
          </label>
        </div>
        <Actions busy={false} submitLabel="Insert table" onClose={onClose} />
      </DialogForm>
    </EditorDialog>
  );
}
