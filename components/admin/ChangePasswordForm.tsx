"use client";

import { useRef, useState } from "react";
import { signIn } from "next-auth/react";
import type { ChangePasswordState } from "@/lib/auth/account-actions";
import { Button } from "@/components/ui/Button";

type Props = { email: string; changePassword: (form: FormData) => Promise<ChangePasswordState> };

/**
 * Changes the user's own password. The change ends every session of the account, this one too, so
 * the form signs this browser in again with the new password: only the other sessions stay ended.
 */
export function ChangePasswordForm({ email, changePassword }: Props) {
  const [state, setState] = useState<ChangePasswordState | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    if (newPassword !== String(form.get("repeatPassword") ?? "")) {
      setState({ ok: false, field: "newPassword", message: "The two new passwords are not the same." });
      return focus("newPassword");
    }
    form.delete("repeatPassword");
    setPending(true);
    try {
      const answer = await changePassword(form);
      if (answer.ok) {
        const again = await signIn("credentials", { email, password: newPassword, redirect: false });
        formRef.current?.reset();
        setState(again?.ok ? answer : { ok: true, message: `${answer.message} Sign in again with your new password.` });
      } else {
        setState(answer);
        if (answer.field) focus(answer.field);
      }
    } finally {
      setPending(false);
    }
  }

  function focus(name: string) {
    formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
  }

  const input = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700";
  const fieldError = (name: string) => (state && !state.ok && state.field === name ? state.message : undefined);
  const fields = [
    { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
    { name: "newPassword", label: "New password", autoComplete: "new-password" },
    { name: "repeatPassword", label: "New password again", autoComplete: "new-password" },
  ];
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {state && (state.ok || !state.field) ? (
        <p
          role={state.ok ? "status" : "alert"}
          className={`rounded-md border px-3 py-2 text-sm ${state.ok ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-800"}`}
        >
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      {fields.map((field) => {
        const error = fieldError(field.name);
        return (
          <div key={field.name}>
            <label htmlFor={field.name} className="font-semibold">
              {field.label}
            </label>
            <input
              id={field.name}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              aria-invalid={!!error}
              aria-describedby={error ? `${field.name}-error` : undefined}
              className={input}
            />
            {error ? (
              <p id={`${field.name}-error`} className="mt-1 text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <Button type="submit" disabled={pending}>
        {pending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
