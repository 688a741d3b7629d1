"use client";

import { useActionState, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import type { ResultWords } from "./words";

export type LookupField = "email" | "dob";
export type LookupFormState = {
  fieldErrors?: Partial<Record<LookupField, string>>;
  /** A problem with the whole attempt: the neutral wrong-pair message, or the rate limit. */
  message?: string;
};

/** The form's words in the page's language, the date-of-birth hint with its example filled in. */
export type LookupWords = ResultWords["lookup"];

type Props = {
  action: (state: LookupFormState, formData: FormData) => Promise<LookupFormState>;
  words: LookupWords;
};

/**
 * The candidate's sign-in to their result: the admission form's email and the date of birth.
 * Checked on the server; each field shows its own message, and focus moves to the first problem.
 */
export function LookupForm({ action, words }: Props) {
  const [state, formAction, pending] = useActionState(action, {});
  const [values, setValues] = useState({ email: "", dob: "" });
  const ids = { email: useId(), dob: useId(), dobHint: useId(), emailHint: useId(), message: useId() };
  const emailRef = useRef<HTMLInputElement>(null);
  const dobRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.fieldErrors?.email) emailRef.current?.focus();
    else if (state.fieldErrors?.dob) dobRef.current?.focus();
    else if (state.message) messageRef.current?.focus();
  }, [state]);

  const errorId = (field: LookupField) => `${ids[field]}-error`;
  const describedBy = (field: LookupField, hint: string) =>
    [hint, state.fieldErrors?.[field] ? errorId(field) : ""].filter(Boolean).join(" ");
  const inputClass = (field: LookupField) =>
    `mt-1 block w-full rounded-md border px-3 py-2 text-base ${state.fieldErrors?.[field] ? "border-red-700" : "border-slate-400"} focus:border-brand-700`;

  return (
    <form action={formAction} noValidate className="space-y-5">
      {state.message ? (
        <p
          ref={messageRef}
          id={ids.message}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-900"
        >
          {state.message}
        </p>
      ) : null}
      <div>
        <label htmlFor={ids.email} className="block font-semibold">
          {words.email}
        </label>
        <p id={ids.emailHint} className="text-sm text-slate-700">
          {words.emailHint}
        </p>
        <input
          ref={emailRef}
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          aria-invalid={state.fieldErrors?.email ? true : undefined}
          aria-describedby={describedBy("email", ids.emailHint)}
          className={inputClass("email")}
        />
        {state.fieldErrors?.email ? (
          <p id={errorId("email")} className="mt-1 text-sm font-semibold text-red-800">
            {state.fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.dob} className="block font-semibold">
          {words.dob}
        </label>
        <p id={ids.dobHint} className="text-sm text-slate-700">
          {words.dobHint}
        </p>
        <input
          ref={dobRef}
          id={ids.dob}
          name="dob"
          type="text"
          inputMode="numeric"
          placeholder={words.dobPlaceholder}
          maxLength={10}
          value={values.dob}
          onChange={(e) => setValues((v) => ({ ...v, dob: e.target.value }))}
          aria-invalid={state.fieldErrors?.dob ? true : undefined}
          aria-describedby={describedBy("dob", ids.dobHint)}
          className={inputClass("dob")}
        />
        {state.fieldErrors?.dob ? (
          <p id={errorId("dob")} className="mt-1 text-sm font-semibold text-red-800">
            {state.fieldErrors.dob}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? words.checking : words.submit}
      </Button>
    </form>
  );
}
