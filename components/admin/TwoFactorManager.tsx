"use client";

import { useActionState, useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import type { TwoFactorState } from "@/lib/auth/account-actions";
import type { TwoFactorStatus } from "@/lib/auth/two-factor";
import { formatIndiaDate } from "@/lib/time";
import { Button } from "@/components/ui/Button";

type Action = (state: TwoFactorState, form: FormData) => Promise<TwoFactorState>;

const INPUT =
  "mt-1 block w-full max-w-xs rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700";
const INITIAL: TwoFactorState = { ok: false };

/** A message of a form: a success is a status, a refusal not about one field an alert. */
function FormMessage({ state }: { state: TwoFactorState }) {
  if (!state.message || (!state.ok && state.field)) return null;
  return (
    <p
      role={state.ok ? "status" : "alert"}
      className={`rounded-md border px-3 py-2 text-sm ${state.ok ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-800"}`}
    >
      {state.message}
    </p>
  );
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  state: TwoFactorState;
  type?: "text" | "password";
  autoComplete: string;
  hint?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A labelled field whose refusal (when the state names it) is shown under it and read with it. */
function Field({ id, name, label, state, type = "text", autoComplete, hint, inputRef }: FieldProps) {
  const error = !state.ok && state.field === name ? state.message : undefined;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={type === "password" ? 1024 : 40}
        aria-invalid={!!error}
        aria-describedby={described || undefined}
        className={INPUT}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Recovery codes, shown once: a list to write down, and the same as a text file to keep. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`DSEU recovery codes (each works once)\n\n${codes.join("\n")}\n`)}`;
  return (
    <div className="mt-4 rounded-md border border-amber-700 bg-amber-50 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-brand-900">
        Your recovery codes
      </h3>
      <p className="mt-1 text-slate-800">
        Each code signs you in once if you do not have your phone. Keep them somewhere safe, away from this computer:
        they are shown only now.
      </p>
      <ol data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-lg sm:w-fit">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={file}
          download="dseu-recovery-codes.txt"
          className="inline-block rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900"
        >
          Download the codes
        </a>
        {onDone ? (
          <Button size="sm" onClick={onDone}>
            I have saved my recovery codes
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Setting two-factor sign-in up: a secret to scan or type, confirmed with the app's first code. */
export function EnrolTwoFactor({ start, confirm }: { start: Action; confirm: Action }) {
  const router = useRouter();
  const [started, startAction, starting] = useActionState(start, INITIAL);
  const [confirmed, confirmAction, confirming] = useActionState(confirm, INITIAL);
  const codeRef = useRef<HTMLInputElement>(null);
  const enrolment = started.enrolment;

  useEffect(() => {
    if (enrolment) codeRef.current?.focus();
  }, [enrolment, confirmed]);

  if (confirmed.ok && confirmed.recoveryCodes)
    return (
      <div className="mt-4">
        <FormMessage state={confirmed} />
        <RecoveryCodes codes={confirmed.recoveryCodes} onDone={() => router.refresh()} />
      </div>
    );

  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700">
        Two-factor sign-in is <strong>off</strong>. With it on, signing in needs your password and a code from an
        authenticator app on your phone (Google Authenticator, Microsoft Authenticator, FreeOTP, 2FAS or any other).
      </p>
      <FormMessage state={started} />
      <form action={startAction}>
        <Button type="submit" variant={enrolment ? "secondary" : "primary"} disabled={starting}>
          {enrolment ? "Start again with a new secret" : "Set up two-factor sign-in"}
        </Button>
      </form>
      {enrolment ? (
        <div className="space-y-4 rounded-md border border-slate-300 p-4">
          <h3 className="text-lg font-bold text-brand-900">1. Add DSEU to your authenticator app</h3>
          <div className="flex flex-wrap items-start gap-6">
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
              alt="QR code to scan with your authenticator app"
              width={200}
              height={200}
              className="border border-slate-300 bg-white"
            />
            <div className="min-w-0">
              <p>Scan the QR code with the app, or add an account by hand with this setup key:</p>
              <p className="mt-2">
                <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-lg break-all">
                  {grouped(enrolment.secret)}
                </code>
              </p>
              <p className="mt-2 text-sm text-slate-700">Time-based, 6 digits, every 30 seconds (SHA-1).</p>
            </div>
          </div>
          <h3 className="text-lg font-bold text-brand-900">2. Enter the code the app shows</h3>
          <form action={confirmAction} className="space-y-4">
            <FormMessage state={confirmed} />
            <Field
              id="enrol-code"
              name="code"
              label="Code from the app"
              state={confirmed}
              autoComplete="one-time-code"
              hint="6 digits; two-factor sign-in goes on once the code is right."
              inputRef={codeRef}
            />
            <Button type="submit" disabled={confirming}>
              {confirming ? "Checking…" : "Turn on two-factor sign-in"}
            </Button>
          </form>
        </div>
      ) : null}
    </div>
  );
}

/** An account with two-factor sign-in on: new recovery codes, or switching it off. */
export function ManageTwoFactor({
  status,
  regenerate,
  disable,
}: {
  status: TwoFactorStatus;
  regenerate: Action;
  disable: Action;
}) {
  const [regenerated, regenerateAction, regenerating] = useActionState(regenerate, INITIAL);
  const [disabled, disableAction, disabling] = useActionState(disable, INITIAL);
  return (
    <div className="mt-4 space-y-6">
      <p className="text-slate-700">
        Two-factor sign-in is <strong>on</strong>
        {status.enabledAt ? ` since ${formatIndiaDate(status.enabledAt, "dateTime")}` : ""}.{" "}
        {status.recoveryCodesLeft === 1
          ? "1 recovery code is left."
          : `${status.recoveryCodesLeft} recovery codes are left.`}
      </p>
      <form action={regenerateAction} className="space-y-3">
        <h3 className="text-lg font-bold text-brand-900">New recovery codes</h3>
        <p className="text-slate-700">Makes ten new codes; the ones you have stop working.</p>
        <FormMessage state={regenerated} />
        <Field
          id="regenerate-code"
          name="code"
          label="Code from your app"
          state={regenerated}
          autoComplete="one-time-code"
        />
        <Button type="submit" variant="secondary" disabled={regenerating}>
          {regenerating ? "Making…" : "Make new recovery codes"}
        </Button>
        {regenerated.ok && regenerated.recoveryCodes ? <RecoveryCodes codes={regenerated.recoveryCodes} /> : null}
      </form>
      <form action={disableAction} className="space-y-3">
        <h3 className="text-lg font-bold text-brand-900">Turn two-factor sign-in off</h3>
        <p className="text-slate-700">Your password alone will sign you in again. Both are needed to turn it off.</p>
        <FormMessage state={disabled} />
        <Field
          id="disable-password"
          name="password"
          label="Your password"
          type="password"
          state={disabled}
          autoComplete="current-password"
        />
        <Field
          id="disable-code"
          name="code"
          label="Code from your app, or a recovery code"
          state={disabled}
          autoComplete="one-time-code"
        />
        <Button type="submit" variant="danger" disabled={disabling}>
          {disabling ? "Turning off…" : "Turn off two-factor sign-in"}
        </Button>
      </form>
    </div>
  );
}
