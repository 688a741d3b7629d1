"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { signIn, signOut } from "next-auth/react";
import toast from "react-hot-toast";
import { Toasts } from "@/components/ui/Toasts";
import { NOT_AN_ADMIN, signInFailureMessage, validateSignIn, type SignInErrors } from "@/lib/auth/sign-in-schema";
import { Button } from "@/components/ui/Button";
import { signedInAccount } from "@/lib/auth/session-actions";

type Props = {
  /** Where to go after a successful sign-in; without it, faculty go to their own profile and staff to the home page. */
  next?: string;
  /** "staff" refuses Faculty accounts; "faculty" accepts only them. */
  audience: "staff" | "faculty";
};

/** Email and password sign-in over next-auth: the session lives in the http-only cookie only. */
export function StaffSignInForm({ next, audience }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<SignInErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const found = validateSignIn(fields);
    setErrors(found);
    setMessage(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setPending(true);
    try {
      const result = await signIn("credentials", { ...fields, redirect: false });
      if (!result?.ok) {
        setMessage(signInFailureMessage(result?.error));
        return;
      }
      const account = await signedInAccount();
      const isFaculty = account?.role === "Faculty";
      if (!account || (audience === "staff" && isFaculty) || (audience === "faculty" && !isFaculty)) {
        await signOut({ redirect: false });
        const refusal =
          audience === "staff" ? NOT_AN_ADMIN : "This account is not a faculty account. Staff sign in at /admin-login.";
        setMessage(refusal);
        toast.error(refusal);
        return;
      }
      toast.success("Signed in");
      const ownProfile = isFaculty && account.facultyId ? `/faculty/${account.facultyId}` : undefined;
      router.replace(next ?? ownProfile ?? "/");
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  const field = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Toasts />
      {message ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
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
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? "email-error" : undefined}
          className={field}
        />
        {errors.email ? (
          <p id="email-error" className="mt-1 text-sm text-red-800">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="password" className="block font-semibold">
          Password
        </label>
        <input
          ref={passwordRef}
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
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
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
