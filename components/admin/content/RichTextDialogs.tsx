"use client";

import { useState, type FormEvent } from "react";
import type { Editor } from "@tiptap/react";
import { Modal } from "@/components/ui/Modal";
import { FieldFrame, controlClass, describedBy } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { formatFileSize } from "@/lib/files/urls";
import { isPreviewAddress } from "@/lib/content/preview-route";
import { uploadPdfAction, uploadPictureAction } from "@/app/(admin)/admin/content/actions";

/** The toolbar's dialogs that insert something into the text: a link, a picture, a PDF. */
export type InsertDialog = "link" | "picture" | "pdf";

type DialogProps = { editor: Editor; onClose: () => void };

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

function Actions({ busy, submitLabel, onClose }: { busy: boolean; submitLabel: string; onClose: () => void }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onClose} className={buttonClass({ variant: "secondary" })}>
        Cancel
      </button>
      <button type="submit" disabled={busy} className={buttonClass()}>
        {busy ? "Uploading…" : submitLabel}
      </button>
    </div>
  );
}

const isAllowedHref = (href: string) =>
  /^\/(?!\/)\S*$/.test(href) || /^https:\/\/\S+$/i.test(href) || /^mailto:\S+@\S+$/i.test(href);

/** A link on the selected text (or on new text): a site path, an https address or an email. */
export function LinkDialog({ editor, onClose }: DialogProps) {
  const current = String(editor.getAttributes("link").href ?? "");
  const hasSelection = !editor.state.selection.empty || editor.isActive("link");
  const [error, setError] = useState<{ href?: string; text?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
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
    onClose();
  }

  return (
    <Modal open title={current ? "Edit link" : "Add a link"} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
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
      </form>
    </Modal>
  );
}

const SITE_PICTURE = /^\/(images|files)\/[^\s\\]+$/;

/** A picture from the site's file store (uploaded now, or one already there by its address), with its alt text (required). */
export function PictureDialog({ editor, onClose }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ image?: string; src?: string; alt?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("image");
    const chosen = file instanceof File && file.size > 0 ? file : undefined;
    const src = String(form.get("src") ?? "").trim();
    const alt = String(form.get("alt") ?? "").trim();
    const found: typeof error = {};
    if (!chosen && !src) found.image = "Choose a JPEG, PNG or WebP picture, or give the address of one on this site.";
    if (!chosen && src && !SITE_PICTURE.test(src))
      found.src = "Use the address of a picture on this site, starting with /images/ or /files/.";
    if (!alt) found.alt = "Describe the picture for people who cannot see it.";
    setError(found);
    if (Object.keys(found).length > 0) return;
    if (!chosen) {
      editor.chain().focus().setImage({ src, alt }).run();
      return onClose();
    }
    setBusy(true);
    try {
      const upload = new FormData();
      upload.set("image", chosen);
      const answer = await uploadPictureAction(upload);
      if (!answer.ok) return setError({ image: answer.message });
      editor.chain().focus().setImage({ src: answer.src, alt, width: answer.width, height: answer.height }).run();
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title="Add a picture" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Input
          id="rich-picture-file"
          name="image"
          label="Upload a picture"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG or WebP."
          required={false}
          error={error.image}
        />
        <Input
          id="rich-picture-src"
          name="src"
          label="Or the address of a picture on this site"
          hint="For example /images/campus.webp, or a /files/… address copied from another page."
          required={false}
          error={error.src}
        />
        <Input
          id="rich-picture-alt"
          name="alt"
          label="Alt text"
          hint="What the picture shows, in a sentence, for people who cannot see it."
          maxLength={300}
          error={error.alt}
        />
        <Actions busy={busy} submitLabel="Add picture" onClose={onClose} />
      </form>
    </Modal>
  );
}

/** A PDF uploaded to the site, inserted as a link that says it is a PDF and how large. */
export function PdfDialog({ editor, onClose }: DialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ pdf?: string; text?: string }>({});
  const [warning, setWarning] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
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
      else onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title="Attach a PDF" onClose={onClose}>
      {warning ? (
        <div>
          <p role="alert" className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-amber-900">
            {warning}
          </p>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={onClose} className={buttonClass()}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
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
        </form>
      )}
    </Modal>
  );
}
