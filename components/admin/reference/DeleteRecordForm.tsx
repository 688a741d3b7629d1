"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import type { RecordActionState } from "@/lib/records/form-state";

/**
 * Deletes a record after the staff member confirms, naming it. The version the page showed is sent,
 * so a change someone saved since stops the deletion; a refusal is said next to the buttons. On
 * success the action leaves the page.
 */
export function DeleteRecordForm({
  action,
  name,
  noun,
  updatedAt,
  consequence,
}: {
  action: (state: RecordActionState, form: FormData) => Promise<RecordActionState>;
  name: string;
  noun: string;
  updatedAt: string;
  /** What visitors lose, said before the staff member confirms. */
  consequence: string;
}) {
  const [state, formAction, pending] = useActionState(action, { seq: 0 });
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Keyboard and screen-reader users land on the question when it opens, back on the button when it closes.
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (opened.current) start.current?.focus();
    opened.current ||= confirming;
  }, [confirming]);
  const headingId = `delete-${noun.replace(/\W+/g, "-")}`;

  return (
    <section aria-labelledby={headingId} className="mt-12 max-w-3xl rounded-md border border-red-700 p-4">
      <h2 id={headingId} className="text-xl font-bold text-red-800">
        Delete this {noun}
      </h2>
      <p className="mt-2 text-slate-800">{consequence}</p>
      {confirming ? (
        <form action={formAction} className="mt-3 space-y-3">
          <input type="hidden" name="updatedAt" value={updatedAt} />
          <p ref={question} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
            Delete {name}? This cannot be undone here.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={pending} className={buttonClass({ variant: "danger" })}>
              {pending ? "Deleting…" : `Yes, delete this ${noun}`}
            </button>
            <button
              type="button"
              className={buttonClass({ variant: "secondary" })}
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={start}
          type="button"
          className={`${buttonClass({ variant: "secondary" })} mt-3`}
          onClick={() => setConfirming(true)}
        >
          Delete {noun}…
        </button>
      )}
      {state.message && !state.ok ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
