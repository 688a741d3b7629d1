"use client";

import { useActionState, useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { fieldsWithErrors, IDLE, type FieldErrors, type FormState } from "@/lib/submissions/form-state";
import { ENGLISH_FORM_FRAME, errorCountIn, type FormFrameWords } from "@/lib/submissions/form-words";
import { Toasts } from "@/components/ui/Toasts";
import { fieldId } from "./fields";
import { Button } from "@/components/ui/Button";

export type FormView = { errors: FieldErrors; values: Record<string, string> };

/**
 * The frame of a visitor's form: a server action through useActionState (so it also works with
 * JavaScript off), the same schema checked in the browser first, an error summary announced to
 * screen readers, focus on the first field in error, and the reference number on success.
 */
export function SubmissionForm({
  formId,
  action,
  validate,
  fieldOrder,
  submitLabel,
  pendingLabel,
  successTitle,
  successToast,
  frame = ENGLISH_FORM_FRAME,
  children,
}: {
  formId: string;
  action: (state: FormState, data: FormData) => Promise<FormState>;
  /** The form's schema, run in the browser; an empty object means "send it". */
  validate: (data: FormData) => FieldErrors;
  fieldOrder: readonly string[];
  submitLabel: string;
  pendingLabel: string;
  successTitle: string;
  successToast: (reference: string) => string;
  /** The frame's words in the page's language (English unless given). */
  frame?: FormFrameWords;
  children: (view: FormView) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Each answer from the server renders the fields afresh with the values it sent back: React
  // resets a form after its action, and a select would otherwise fall back to its first option.
  const [answered, setAnswered] = useState({ state, version: 0 });
  if (answered.state !== state) setAnswered({ state, version: answered.version + 1 });
  const messageRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const serverErrors = state.status === "invalid" ? state.fieldErrors : {};
  const errors = clientErrors ?? serverErrors;
  const values = state.status === "invalid" || state.status === "error" ? state.values : {};
  const errorFields = fieldsWithErrors(errors, fieldOrder);

  const focusField = (name: string | undefined) => {
    if (name) document.getElementById(fieldId(formId, name))?.focus();
  };

  const onAnswer = useEffectEvent((answer: FormState) => {
    if (answer.status === "invalid") focusField(fieldsWithErrors(answer.fieldErrors, fieldOrder)[0]);
    if (answer.status === "error") messageRef.current?.focus();
    if (answer.status === "success") {
      successRef.current?.focus();
      toast.success(successToast(answer.reference), { id: answer.reference });
    }
  });
  // Runs once per answer from the server.
  useEffect(() => onAnswer(state), [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(new FormData(event.currentTarget));
    const first = fieldsWithErrors(found, fieldOrder)[0];
    if (first) {
      event.preventDefault();
      setClientErrors(found);
      focusField(first);
    } else {
      setClientErrors(null);
    }
  }

  return (
    <div>
      <Toasts />
      {state.status === "success" ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="mb-6 rounded-md border-2 border-green-800 bg-green-50 p-4 text-green-950"
        >
          <h3 className="text-lg font-bold">{successTitle}</h3>
          <p className="mt-1">{state.message}</p>
          <ReferenceNote note={frame.referenceNote} reference={state.reference} />
        </div>
      ) : null}

      <div role="alert" aria-atomic="true">
        {errorFields.length > 0 ? (
          <div className="mb-6 rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-950">
            <h3 className="font-bold">{frame.problemTitle}</h3>
            <p className="mt-1">{errorCountIn(frame, errorFields.length)}</p>
            <ul className="mt-2 list-disc pl-5">
              {errorFields.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(formId, field)}`} className="underline">
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : state.status === "error" && !clientErrors ? (
          <div
            ref={messageRef}
            tabIndex={-1}
            className="mb-6 rounded-md border-2 border-red-800 bg-red-50 p-4 text-red-950"
          >
            <h3 className="font-bold">{frame.notSentTitle}</h3>
            <p className="mt-1">{state.message}</p>
          </div>
        ) : null}
      </div>

      <form key={answered.version} id={formId} action={formAction} onSubmit={onSubmit} noValidate className="space-y-5">
        {children({ errors, values })}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </div>
  );
}

/** "Your reference number is {reference}. …" with the reference set in bold, wherever the language puts it. */
function ReferenceNote({ note, reference }: { note: string; reference: string }) {
  const [before, after = ""] = note.split("{reference}");
  return (
    <p className="mt-2">
      {before}
      <strong className="font-mono text-lg">{reference}</strong>
      {after}
    </p>
  );
}
