"use client";

import { useRef, useState, type FormEvent } from "react";
import type { ContentWarning } from "@/lib/content/types";
import { Modal } from "@/components/ui/Modal";
import { FieldFrame, controlClass, describedBy } from "@/components/forms/fields";
import { buttonClass } from "@/components/ui/Button";
import { previewLinkAction, scheduleAction, sendBackAction, unpublishAction } from "@/lib/content/actions";
import { ChecksList } from "./ChecksList";
import type { FieldSpec } from "@/lib/content/editor-fields";
import { formatIndiaTime, isoToIndiaLocal } from "@/lib/india-time-input";
import type { ContentActionResult, ItemState } from "@/lib/content/item-state";

/**
 * The workflow steps of one item, each shown only to a role that may take it: preview the
 * draft, send it for review (after the checks), approve and publish or send back with a comment
 * (Publishers), set publish-at and unpublish-at times in India time (Publishers), and take it down
 * in an emergency (anyone, with a confirmation and a reason, audited).
 */
type Props = {
  item: ItemState;
  dirty: boolean;
  canPublish: boolean;
  errors: Record<string, string>;
  /** The item's fields, by whose labels the checks name what they found. */
  fields: FieldSpec[];
  onResult: (result: ContentActionResult) => boolean;
  checkBeforeReview: () => Promise<ContentWarning[]>;
  submitForReview: () => Promise<ContentActionResult>;
  publishNow: () => Promise<ContentActionResult>;
};

const DANGER_BUTTON = "rounded-md bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60";

function TextArea({
  id,
  name,
  label,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required>
      <textarea
        id={id}
        name={name}
        rows={3}
        required
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
      />
    </FieldFrame>
  );
}

function DateTimeInput({
  id,
  name,
  label,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}) {
  const hint = "India time (IST). Leave empty for none.";
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={false}>
      <input
        id={id}
        name={name}
        type="datetime-local"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
      />
    </FieldFrame>
  );
}

export function WorkflowPanel({
  item,
  dirty,
  canPublish,
  errors,
  fields,
  onResult,
  checkBeforeReview,
  submitForReview,
  publishNow,
}: Props) {
  const [busy, setBusy] = useState(false);
  // The moment the panel was opened: whether publish-at is still ahead is judged against it.
  const [openedAt] = useState(() => Date.now());
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const [reviewWarnings, setReviewWarnings] = useState<ContentWarning[] | null>(null);
  const [unpublishing, setUnpublishing] = useState(false);
  const cancelUnpublish = useRef<HTMLButtonElement>(null);

  async function step(run: () => Promise<ContentActionResult>): Promise<boolean> {
    setBusy(true);
    try {
      return onResult(await run());
    } finally {
      setBusy(false);
    }
  }

  async function askForReview() {
    setBusy(true);
    try {
      const warnings = await checkBeforeReview();
      if (warnings.length > 0) setReviewWarnings(warnings);
      else onResult(await submitForReview());
    } finally {
      setBusy(false);
    }
  }

  async function createPreview() {
    setBusy(true);
    try {
      const answer = await previewLinkAction(item.id);
      if ("url" in answer) setPreview({ url: answer.url, expiresAt: answer.expiresAt });
      else onResult(answer);
    } finally {
      setBusy(false);
    }
  }

  async function sendBack(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const comment = String(new FormData(form).get("comment") ?? "");
    if (await step(() => sendBackAction(item.id, comment, item.version))) form.reset();
  }

  async function saveTimes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await step(() =>
      scheduleAction(
        item.id,
        { publishAt: String(form.get("publishAt") ?? ""), unpublishAt: String(form.get("unpublishAt") ?? "") },
        item.version,
      ),
    );
  }

  async function takeDown(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    if (await step(() => unpublishAction(item.id, reason))) setUnpublishing(false);
  }

  return (
    <section aria-labelledby="content-workflow" className="mt-10 space-y-8">
      <h2 id="content-workflow" className="text-2xl font-bold text-brand-900">
        Review and publishing
      </h2>

      <div>
        <h3 className="text-lg font-bold text-slate-900">Preview</h3>
        <p className="text-slate-700">
          See the saved draft on its real page. The link works for an hour and is never cached for visitors.
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={createPreview}
          className={`${buttonClass({ variant: "secondary" })} mt-2`}
        >
          Create a preview link
        </button>
        {preview ? (
          <p className="mt-2">
            <a href={preview.url} target="_blank" rel="noopener" className="font-semibold text-brand-900 underline">
              Open the draft on its page<span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            <span className="text-sm text-slate-700">(until {formatIndiaTime(preview.expiresAt)})</span>
          </p>
        ) : null}
      </div>

      {item.status === "draft" ? (
        <div>
          <h3 className="text-lg font-bold text-slate-900">Send for review</h3>
          <p className="text-slate-700">
            {dirty
              ? "Save the draft first: the review is of the saved draft."
              : "A Publisher approves it or sends it back with a comment."}
          </p>
          <button type="button" disabled={busy || dirty} onClick={askForReview} className={`${buttonClass()} mt-2`}>
            Send for review
          </button>
        </div>
      ) : null}

      {canPublish && item.status === "in_review" ? (
        <div className="space-y-4">
          <h3 className="text-lg font-bold text-slate-900">Decide</h3>
          <button type="button" disabled={busy || dirty} onClick={() => step(publishNow)} className={buttonClass()}>
            {item.publishAt && Date.parse(item.publishAt) > openedAt
              ? `Approve, to publish at ${formatIndiaTime(item.publishAt)}`
              : "Approve and publish"}
          </button>
          <form noValidate onSubmit={sendBack} className="max-w-2xl space-y-3" aria-label="Send back">
            <TextArea
              id="content-comment"
              name="comment"
              label="Comment for the editors"
              hint="Say what should change."
              error={errors.comment}
            />
            <button type="submit" disabled={busy} className={buttonClass({ variant: "secondary" })}>
              Send back
            </button>
          </form>
        </div>
      ) : null}

      {canPublish ? (
        <form noValidate onSubmit={saveTimes} className="max-w-2xl space-y-3" aria-labelledby="content-schedule">
          <h3 id="content-schedule" className="text-lg font-bold text-slate-900">
            Schedule
          </h3>
          <p className="text-slate-700">
            Publish-at applies to the next approval. Visitors see the change on their first request after the time.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateTimeInput
              key={`p-${item.version}`}
              id="content-publish-at"
              name="publishAt"
              label="Publish at"
              defaultValue={isoToIndiaLocal(item.publishAt)}
              error={errors.publishAt}
            />
            <DateTimeInput
              key={`u-${item.version}`}
              id="content-unpublish-at"
              name="unpublishAt"
              label="Unpublish at"
              defaultValue={isoToIndiaLocal(item.unpublishAt)}
              error={errors.unpublishAt}
            />
          </div>
          <button type="submit" disabled={busy} className={buttonClass({ variant: "secondary" })}>
            Save times
          </button>
        </form>
      ) : null}

      {item.hasPublished ? (
        <div>
          <h3 className="text-lg font-bold text-slate-900">Emergency</h3>
          <p className="text-slate-700">Takes the published version off the site at once. The reason is recorded.</p>
          <button type="button" onClick={() => setUnpublishing(true)} className={`${DANGER_BUTTON} mt-2`}>
            Unpublish now…
          </button>
        </div>
      ) : null}

      {unpublishing ? (
        <Modal open title="Unpublish now?" onClose={() => setUnpublishing(false)} initialFocus={cancelUnpublish}>
          <form noValidate onSubmit={takeDown} className="space-y-4">
            <p>
              Visitors stop seeing it on their next request. The draft is kept, and it can be published again after
              review.
            </p>
            <TextArea
              id="content-unpublish-reason"
              name="reason"
              label="Reason"
              hint="Recorded in the audit log."
              error={errors.reason}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <button
                ref={cancelUnpublish}
                type="button"
                onClick={() => setUnpublishing(false)}
                className={buttonClass({ variant: "secondary" })}
              >
                Cancel
              </button>
              <button type="submit" disabled={busy} className={DANGER_BUTTON}>
                Unpublish
              </button>
            </div>
          </form>
        </Modal>
      ) : null}

      {reviewWarnings ? (
        <Modal open title="Send for review with these problems?" onClose={() => setReviewWarnings(null)}>
          <ChecksList warnings={reviewWarnings} id="review-check-results" fields={fields} />
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setReviewWarnings(null)}
              className={buttonClass({ variant: "secondary" })}
            >
              Fix them first
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={async () => {
                setReviewWarnings(null);
                await step(submitForReview);
              }}
              className={buttonClass()}
            >
              Send anyway
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
