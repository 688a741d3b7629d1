import { requireStaff } from "@/lib/auth/admin-guard";
import { ChangePasswordForm } from "@/components/admin/ChangePasswordForm";
import { SessionsManager } from "@/components/admin/SessionsManager";
import { listOwnSessions } from "@/lib/auth/sessions";
import { config } from "@/lib/config";
import { EnrolTwoFactor, ManageTwoFactor } from "@/components/admin/TwoFactorManager";
import { TWO_FACTOR_EXPECTED_ROLES, twoFactorStatus } from "@/lib/auth/two-factor";
import {
  changePasswordAction,
  confirmTwoFactorAction,
  disableTwoFactorAction,
  endOtherSessionsAction,
  endSessionAction,
  regenerateRecoveryCodesAction,
  startTwoFactorAction,
} from "@/lib/auth/account-actions";

export const metadata = { title: "Your account" };

export default async function AccountPage() {
  const actor = await requireStaff();
  const [sessions, twoFactor] = await Promise.all([listOwnSessions(actor), twoFactorStatus(actor)]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Your account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as {actor.email} ({actor.role}).
      </p>
      <section aria-labelledby="change-password" className="mt-8 max-w-xl rounded-lg border border-slate-200 p-5">
        <h2 id="change-password" className="text-xl font-bold text-brand-900">
          Change your password
        </h2>
        <p className="mt-2 text-slate-700">
          Changing it signs your account out everywhere else; this browser stays signed in.
        </p>
        <ChangePasswordForm email={actor.email} changePassword={changePasswordAction} />
      </section>
      <section aria-labelledby="two-factor" className="mt-8 max-w-3xl rounded-lg border border-slate-200 p-5">
        <h2 id="two-factor" className="text-xl font-bold text-brand-900">
          Two-factor sign-in
        </h2>
        {TWO_FACTOR_EXPECTED_ROLES.includes(actor.role) ? (
          <p className="mt-2 text-slate-700">
            Expected of {actor.role}s: once it is on, your account cannot be signed in to without a code.
          </p>
        ) : null}
        {twoFactor.enabled ? (
          <ManageTwoFactor
            key="on"
            status={twoFactor}
            regenerate={regenerateRecoveryCodesAction}
            disable={disableTwoFactorAction}
          />
        ) : (
          <EnrolTwoFactor key="off" start={startTwoFactorAction} confirm={confirmTwoFactorAction} />
        )}
      </section>
      <section aria-labelledby="sessions" className="mt-8 max-w-3xl rounded-lg border border-slate-200 p-5">
        <h2 id="sessions" className="text-xl font-bold text-brand-900">
          Where you are signed in
        </h2>
        <p className="mt-2 text-slate-700">
          A session ends after {config().sessionIdleMinutes} minutes without use, and 8 hours after signing in in any
          case.
        </p>
        <SessionsManager sessions={sessions} endSession={endSessionAction} endOthers={endOtherSessionsAction} />
      </section>
    </>
  );
}
