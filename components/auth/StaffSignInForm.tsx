"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { signIn, signOut } from "next-auth/react";
import toast from "react-hot-toast";
import { Toasts } from "@/components/ui/Toasts";
import {
  CODE_MISSING,
  CODE_WRONG,
  NOT_AN_ADMIN,
  signInFailureMessage,
  twoFactorState,
  validateSignIn,
  type SignInErrors,
} from "@/lib/auth/sign-in-schema";
import { Button } from "@/components/ui/Button";
import { signedInAccount } from "@/lib/auth/session-actions";

type Props = {
  /** Where to go after a successful sign-in; without it, faculty go to their own profile and staff to the home page. */
  next?: string;
  /** "staff" refuses Faculty accounts; "faculty" accepts only them. */
  audience: "staff" | "faculty";
};

/**
 * Email and password sign-in over next-auth: the session lives in the http-only cookie only. An
 * account with two-factor sign-in gets a second step in the same form, asking for the code; the
 * email and password stay in this component's memory for it and are sent again with the code
 * (the server checks both together, so no half-signed-in state exists anywhere).
 */
export function StaffSignInForm({ next, audience }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<SignInErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const codeStep = credentials !== null;

  // Entering the second step (and each refusal there) puts the keyboard in the code field.
  useEffect(() => {
    if (codeStep) codeRef.current?.focus();
  }, [codeStep, codeError]);

  /** Signs in with these fields; answers whether the caller should stop (a refusal shown, or success). */
  async function attempt(fields: { email: string; password: string; code?: string }) {
    const result = await signIn("credentials", { ...fields, redirect: false });
    if (!result?.ok) {
      const twoFactor = twoFactorState(result?.error);
      if (twoFactor) {
        setCredentials({ email: fields.email, password: fields.password });
        setMessage(null);
        setCodeError(fields.code === undefined ? null : twoFactor === "required" ? CODE_MISSING : CODE_WRONG);
        if (codeRef.current) codeRef.current.value = "";
        return;
      }
      setMessage(signInFailureMessage(result?.error));
      return;
    }
    const account = await signedInAccount();
    const isFaculty = account?.role === "Faculty";
    if (!account || (audience === "staff" && isFaculty) || (audience === "faculty" && !isFaculty)) {
      await signOut({ redirect: false });
      const refusal =
        audience === "staff" ? NOT_AN_ADMIN : "This account is not a faculty account. Staff sign in at /admin-login.";
      setCredentials(null);
      setMessage(refusal);
      toast.error(refusal);
      return;
    }
    toast.success("Signed in");
    const ownProfile = isFaculty && account.facultyId ? `/faculty/${account.facultyId}` : undefined;
    router.replace(next ?? ownProfile ?? "/");
    router.refresh();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMessage(null);
    if (credentials) {
      const code = String(form.get("code") ?? "").trim();
      if (!code) {
        setCodeError(CODE_MISSING);
        return codeRef.current?.focus();
      }
      setPending(true);
      try {
        await attempt({ ...credentials, code });
      } finally {
        setPending(false);
      }
      return;
    }
    const fields = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") };
    const found = validateSignIn(fields);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setPending(true);
    try {
      await attempt(fields);
    } finally {
      setPending(false);
    }
  }

  function startAgain() {
    setCredentials(null);
    setCodeError(null);
    setMessage(null);
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
      {codeStep ? (
        <>
          <div>
            <h2 className="text-xl font-bold text-brand-900">Two-factor code</h2>
            <p className="mt-1 text-slate-700">
              Signing in as <span className="font-semibold">{credentials.email}</span>. Open your authenticator app and
              enter the 6-digit code it shows for DSEU, or one of your recovery codes.
            </p>
          </div>
          <div>
            <label htmlFor="code" className="block font-semibold">
              Code
            </label>
            <input
              ref={codeRef}
              id="code"
              name="code"
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              aria-invalid={!!codeError}
              aria-describedby={codeError ? "code-hint code-error" : "code-hint"}
              className={field}
            />
            <p id="code-hint" className="mt-1 text-sm text-slate-700">
              6 digits from the app, or a recovery code such as abcde-fghjk.
            </p>
            {codeError ? (
              <p id="code-error" role="alert" className="mt-1 text-sm text-red-800">
                {codeError}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? "Checking…" : "Verify and sign in"}
          </Button>
          <Button type="button" variant="secondary" onClick={startAgain} className="w-full">
            Use another account
          </Button>
        </>
      ) : (
        <>
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
        </>
      )}
    </form>
  );
}
