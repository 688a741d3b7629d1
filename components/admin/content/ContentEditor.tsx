"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import Link from "next/link";
import type { ContentType } from "@/lib/content/schema";
import type { ContentWarning } from "@/lib/content/types";
import { buttonClass } from "@/components/ui/Button";
import { checkDraftAction, publishAction, saveDraftAction, submitForReviewAction } from "@/lib/content/actions";
import { TYPE_INFO, fieldsFor } from "@/lib/content/editor-fields";
import { moveAt, removeAt, setAt, type Path } from "@/lib/content/form-data";
import { EditorContext, idOf, type EditorContextValue } from "./editor-context";
import { fieldName } from "@/lib/content/field-labels";
import { Fields } from "./ContentFields";
import { ChecksList } from "./ChecksList";
import { StatusPanel } from "./StatusPanel";
import { StaleHindiSummary } from "./StaleHindi";
import { WorkflowPanel } from "./WorkflowPanel";
import type { ContentActionResult, ItemState } from "@/lib/content/item-state";
import { clearLocalDrafts, findLocalDraft, useKeepUnsavedWork, type LocalDraft } from "./local-draft";
import { formatIndiaTime } from "@/lib/india-time-input";

/**
 * The editor of one content item: its fields (laid out for its type), the workflow state, the
 * editor-side checks, and the workflow steps the signed-in role may take. Everything typed stays
 * in the form whatever the server answers (a field-level problem, someone else's newer save), so
 * nothing is lost; the version the editor started from is sent with every step.
 */
export type ContentEditorProps = {
  type: ContentType;
  item: ItemState;
  draft: Record<string, unknown>;
  canPublish: boolean;
  /** This editor's own address (its revisions are below it). */
  href: string;
  /** A message to show on opening (after a restore or a create). */
  notice?: string;
};

type Outcome = { ok: boolean; message: string; conflict?: boolean } | null;

/** The element a message of the data path `key` points at. */
function targetOf(key: string): string {
  const path = key.split(".");
  if (path[path.length - 1] === "src") return idOf(path.slice(0, -1), "file");
  return idOf(path);
}

export function ContentEditor({ type, item: initialItem, draft, canPublish, href, notice }: ContentEditorProps) {
  const fields = useMemo(() => fieldsFor(type, draft), [type, draft]);
  const [data, setData] = useState(draft);
  const [item, setItem] = useState(initialItem);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<ContentWarning[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(notice ? { ok: true, message: notice } : null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const summaryRef = useRef<HTMLDivElement>(null);
  // A copy of unsaved changes this browser kept (local-draft.ts), offered back on opening.
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const offerRef = useRef<HTMLElement>(null);
  // The fields read their starting value once (the rich-text editor above all): a restored copy
  // builds them again.
  const [fieldsKey, setFieldsKey] = useState(0);

  useEffect(() => {
    const copy = findLocalDraft(initialItem.id, draft);
    if (!copy) return;
    // Read after the first paint (localStorage does not exist on the server).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffer(copy);
    requestAnimationFrame(() => offerRef.current?.focus());
  }, [initialItem.id, draft]);

  // The copy on offer is not overwritten while the question is open.
  const unsaved = useKeepUnsavedWork({ itemId: item.id, version: item.version, data, dirty: dirty && !offer });

  function restoreCopy(copy: LocalDraft) {
    setData(copy.data);
    setDirty(true);
    setFieldsKey((key) => key + 1);
    setOffer(null);
    setAnnouncement("Your unsaved changes are back in the form. Save the draft to keep them.");
  }

  function discardCopy() {
    clearLocalDrafts(item.id);
    setOffer(null);
    setAnnouncement("The unsaved changes kept in this browser were discarded.");
  }

  const change = useCallback((next: (current: Record<string, unknown>) => Record<string, unknown>) => {
    setData(next);
    setDirty(true);
  }, []);

  const context = useMemo<EditorContextValue>(
    () => ({
      data,
      errors,
      staleHindi: item.staleHindi,
      update: (path: Path, value: unknown) => change((current) => setAt(current, path, value)),
      updateMany: (changes) =>
        change((current) => changes.reduce((result, [path, value]) => setAt(result, path, value), current)),
      move: (path, from, to) => change((current) => moveAt(current, path, from, to)),
      remove: (path, index) => change((current) => removeAt(current, path, index)),
      announce: setAnnouncement,
    }),
    [data, errors, item.staleHindi, change],
  );

  /** Shows a step's answer; a new state replaces the old. Answers whether it succeeded. */
  const show = useCallback((result: ContentActionResult): boolean => {
    setOutcome({ ok: result.ok, message: result.message, conflict: result.conflict });
    if (result.item) setItem(result.item);
    if (result.warnings) setWarnings(result.warnings);
    setErrors(result.fieldErrors ?? {});
    if (!result.ok) requestAnimationFrame(() => summaryRef.current?.focus());
    return result.ok;
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      if (show(await saveDraftAction(item.id, type, data, item.version))) {
        setDirty(false);
        unsaved.saved();
      }
    } finally {
      setSaving(false);
    }
  }

  const errorKeys = Object.keys(errors).filter(
    (key) => !["comment", "reason", "publishAt", "unpublishAt"].includes(key),
  );

  return (
    <EditorContext.Provider value={context}>
      <StatusPanel item={item} />
      <StaleHindiSummary paths={item.staleHindi} fields={fields} />

      {offer ? (
        <section
          ref={offerRef}
          tabIndex={-1}
          aria-labelledby="unsaved-copy-title"
          className="mt-6 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          <h2 id="unsaved-copy-title" className="text-lg font-bold">
            Unsaved changes found
          </h2>
          <p className="mt-1">
            This browser kept changes to this item that were not saved (last kept {formatIndiaTime(offer.savedAt)}).
            {offer.version !== item.version
              ? ` They were made to version ${offer.version}; version ${item.version} has been saved since, so compare before you save them.`
              : ""}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={buttonClass()} onClick={() => restoreCopy(offer)}>
              Restore unsaved changes
            </button>
            <button type="button" className={buttonClass({ variant: "secondary" })} onClick={discardCopy}>
              Discard
            </button>
          </div>
        </section>
      ) : null}

      <div
        ref={summaryRef}
        tabIndex={-1}
        className="mt-6 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
      >
        {outcome ? (
          <div
            role={outcome.ok ? "status" : "alert"}
            className={`rounded-md border px-4 py-3 ${outcome.ok ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-800"}`}
          >
            <p className="font-semibold">{outcome.message}</p>
            {outcome.conflict ? (
              <p className="mt-1">
                Your changes are still in the form below. Open the saved version in another tab (
                <a href={href} target="_blank" rel="noopener" className="underline">
                  open it<span className="sr-only"> (opens in a new tab)</span>
                </a>
                ), copy your changes into it, and save there.
              </p>
            ) : null}
            {errorKeys.length > 0 ? (
              <ul className="mt-2 list-disc pl-6">
                {errorKeys.map((key) => {
                  const name = fieldName(fields, key);
                  return (
                    <li key={key}>
                      <a href={`#${targetOf(key)}`} className="underline">
                        {name ? `${name}: ${errors[key]}` : errors[key]}
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <form noValidate onSubmit={save} className="mt-6" aria-label={`${TYPE_INFO[type].name}: draft`}>
        <Fields key={fieldsKey} fields={fields} path={[]} />
        <div className="sticky bottom-0 z-10 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-300 bg-white/95 py-3">
          <button type="submit" disabled={saving} className={buttonClass()}>
            {saving ? "Saving…" : "Save draft"}
          </button>
          <span className="text-sm text-slate-700">{dirty ? "You have unsaved changes." : "All changes saved."}</span>
        </div>
      </form>

      <section aria-labelledby="content-checks" className="mt-10">
        <h2 id="content-checks" className="text-2xl font-bold text-brand-900">
          Checks
        </h2>
        <div className="mt-3">
          <ChecksList warnings={warnings} id="content-check-results" fields={fields} />
        </div>
        <button
          type="button"
          className={`${buttonClass({ variant: "secondary" })} mt-3`}
          onClick={async () => setWarnings(await checkDraftAction(type, data))}
        >
          Run the checks now
        </button>
      </section>

      <WorkflowPanel
        item={item}
        dirty={dirty}
        canPublish={canPublish}
        errors={errors}
        fields={fields}
        onResult={show}
        checkBeforeReview={async () => {
          const found = await checkDraftAction(type, data);
          setWarnings(found);
          return found;
        }}
        submitForReview={() => submitForReviewAction(item.id, item.version)}
        publishNow={() => publishAction(item.id, item.version)}
      />

      <p className="mt-10">
        <Link href={`${href}/revisions`} className="font-semibold text-brand-900 underline">
          Revisions: compare versions and restore an old one
        </Link>
      </p>
    </EditorContext.Provider>
  );
}
