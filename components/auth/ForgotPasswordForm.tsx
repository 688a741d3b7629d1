"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/Button";

/** Asks POST /api/v1/auth/forgot-password for a mailed link; the answer is the same for any address. */
export function ForgotPasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setSent(null);
    if (!email) {
      setError("Enter the email address of your staff account.");
      return emailRef.current?.focus();
    }
    setPending(true);
    try {
      const response = await fetch("/api/v1/auth/forgot-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        fieldErrors?: { email?: string };
      };
      if (response.ok) {
        setError(null);
        setSent(answer.message ?? "");
      } else {
        setError(answer.fieldErrors?.email ?? answer.message ?? "The request could not be sent. Try again.");
        emailRef.current?.focus();
      }
    } catch {
      setError("The request could not be sent. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p
        role="status"
        className={sent ? "rounded-md border border-green-800 bg-green-50 px-3 py-2 text-sm" : "sr-only"}
      >
        {sent}
      </p>
      <div>
        <label htmlFor="email" className="block font-semibold">
          Email
        </label>
        <input
          ref={emailRef}
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          aria-invalid={!!error}
          aria-describedby={error ? "email-error" : undefined}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700"
        />
        {error ? (
          <p id="email-error" className="mt-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Sending…" : "Send me a link"}
      </Button>
    </form>
  );
}
