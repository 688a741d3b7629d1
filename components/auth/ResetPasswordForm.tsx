"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";

type Props = { token: string; email: string };

/** Sets a new password with a mailed link (POST /api/v1/auth/reset-password). */
export function ResetPasswordForm({ token, email }: Props) {
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the outcome: focus moves to its heading, so a screen reader reads it.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const repeated = String(form.get("repeat") ?? "");
    if (password !== repeated) {
      setErrors({ password: "The two passwords are not the same." });
      return passwordRef.current?.focus();
    }
    setPending(true);
    try {
      const response = await fetch("/api/v1/auth/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        fieldErrors?: { password?: string; token?: string };
      };
      if (response.ok) {
        setDone(true);
      } else if (answer.fieldErrors?.password) {
        setErrors({ password: answer.fieldErrors.password });
        passwordRef.current?.focus();
      } else {
        setErrors({ form: answer.fieldErrors?.token ?? answer.message ?? "The password could not be set." });
      }
    } catch {
      setErrors({ form: "The password could not be set. Check your connection and try again." });
    } finally {
      setPending(false);
    }
  }

  if (done)
    return (
      <div className="space-y-4">
        <h2 ref={doneRef} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
          Your new password is set
        </h2>
        <p>Every session of {email} has ended. Sign in with the new password.</p>
        <Link href="/admin-login" className="font-semibold text-brand-900 underline">
          Go to staff sign-in
        </Link>
      </div>
    );

  const field = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <p>
        Choose a new password for <strong>{email}</strong>: at least 12 characters, not a common or guessable one. A
        phrase of unrelated words works well.
      </p>
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <div>
        <label htmlFor="password" className="block font-semibold">
          New password
        </label>
        <input
          ref={passwordRef}
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? "password-error" : undefined}
          className={field}
        />
        {errors.password ? (
          <p id="password-error" className="mt-1 text-sm text-red-800">
            {errors.password}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="repeat" className="block font-semibold">
          New password again
        </label>
        <input id="repeat" name="repeat" type="password" autoComplete="new-password" className={field} />
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Setting…" : "Set new password"}
      </Button>
    </form>
  );
}
