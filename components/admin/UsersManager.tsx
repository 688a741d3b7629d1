"use client";

import { useActionState } from "react";
import type { PublicUser } from "@/lib/users/service";
import type { UserFormState } from "@/lib/users/actions";
import { formatIndiaDate } from "@/lib/time";
import { Button } from "@/components/ui/Button";

type Action = (state: UserFormState, form: FormData) => Promise<UserFormState>;

function Outcome({ state }: { state: UserFormState }) {
  if (!state.message) return null;
  return (
    <div
      role={state.ok ? "status" : "alert"}
      className={`mt-4 rounded-md border px-3 py-2 text-sm ${state.ok ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-800"}`}
    >
      <p>{state.message}</p>
      {state.shownOnce ? (
        <p className="mt-2">
          Password for {state.shownOnce.email}, shown only this once:{" "}
          <code className="rounded bg-white px-2 py-0.5 font-mono text-base" data-testid="one-time-password">
            {state.shownOnce.password}
          </code>
        </p>
      ) : null}
    </div>
  );
}

export function UsersManager({
  users,
  currentUserId,
  roles,
  createUser,
  setDisabled,
  resetPassword,
  resetTwoFactor,
}: {
  users: PublicUser[];
  currentUserId: string;
  roles: readonly string[];
  createUser: Action;
  setDisabled: Action;
  resetPassword: Action;
  /** Switches another account's two-factor sign-in off (a lost phone). */
  resetTwoFactor: Action;
}) {
  const [created, create, creating] = useActionState(createUser, {});
  const [toggled, toggle] = useActionState(setDisabled, {});
  const [reset, resetAction] = useActionState(resetPassword, {});
  const [resetCodes, resetCodesAction] = useActionState(resetTwoFactor, {});
  const input = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700";

  return (
    <>
      <section aria-labelledby="create-user" className="mt-8 rounded-lg border border-slate-200 p-5">
        <h2 id="create-user" className="text-xl font-bold text-brand-900">
          Create an account
        </h2>
        <form action={create} className="mt-4 grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="new-email" className="font-semibold">
              Email
            </label>
            <input
              id="new-email"
              name="email"
              type="email"
              required
              className={input}
              aria-invalid={created.field === "email"}
            />
          </div>
          <div>
            <label htmlFor="new-name" className="font-semibold">
              Name (optional)
            </label>
            <input id="new-name" name="name" className={input} />
          </div>
          <div>
            <label htmlFor="new-role" className="font-semibold">
              Role
            </label>
            <select id="new-role" name="role" className={input} defaultValue="Editor">
              {roles.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="new-password" className="font-semibold">
              Password (at least 12 characters)
            </label>
            <input
              id="new-password"
              name="password"
              type="password"
              autoComplete="new-password"
              className={input}
              aria-invalid={created.field === "password"}
            />
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" name="generate" /> Generate a password and show it once instead
            </label>
          </div>
          <div className="md:col-span-2">
            <Button type="submit" disabled={creating}>
              Create account
            </Button>
          </div>
        </form>
        <Outcome state={created} />
      </section>

      <section aria-labelledby="accounts" className="mt-10">
        <h2 id="accounts" className="text-xl font-bold text-brand-900">
          Accounts
        </h2>
        <Outcome state={toggled} />
        <Outcome state={reset} />
        <Outcome state={resetCodes} />
        <div className="relative mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Staff and faculty accounts</caption>
            <thead>
              <tr className="bg-brand-50">
                <th scope="col" className="border border-slate-300 px-3 py-2">
                  Email
                </th>
                <th scope="col" className="border border-slate-300 px-3 py-2">
                  Role
                </th>
                <th scope="col" className="border border-slate-300 px-3 py-2">
                  Status
                </th>
                <th scope="col" className="border border-slate-300 px-3 py-2">
                  Two-factor
                </th>
                <th scope="col" className="border border-slate-300 px-3 py-2">
                  Last sign-in
                </th>
                <th scope="col" className="border border-slate-300 px-3 py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className="border border-slate-300 px-3 py-2 font-normal">
                    {user.email}
                  </th>
                  <td className="border border-slate-300 px-3 py-2">{user.role}</td>
                  <td className="border border-slate-300 px-3 py-2">{user.disabled ? "Disabled" : "Active"}</td>
                  <td className="border border-slate-300 px-3 py-2">{user.twoFactorEnabled ? "On" : "Off"}</td>
                  <td className="border border-slate-300 px-3 py-2">
                    {user.lastLoginAt ? formatIndiaDate(user.lastLoginAt, "dateTime") : "Never"}
                  </td>
                  <td className="border border-slate-300 px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      {user.id !== currentUserId ? (
                        <form action={toggle}>
                          <input type="hidden" name="id" value={user.id} />
                          <input type="hidden" name="disabled" value={String(!user.disabled)} />
                          <button type="submit" className="rounded border border-brand-900 px-2 py-1 text-brand-900">
                            {user.disabled ? "Enable" : "Disable"}
                            <span className="sr-only"> {user.email}</span>
                          </button>
                        </form>
                      ) : null}
                      <form action={resetAction}>
                        <input type="hidden" name="id" value={user.id} />
                        <button type="submit" className="rounded border border-brand-900 px-2 py-1 text-brand-900">
                          Reset password<span className="sr-only"> of {user.email}</span>
                        </button>
                      </form>
                      {user.twoFactorEnabled && user.id !== currentUserId ? (
                        <form action={resetCodesAction}>
                          <input type="hidden" name="id" value={user.id} />
                          <button type="submit" className="rounded border border-brand-900 px-2 py-1 text-brand-900">
                            Reset two-factor<span className="sr-only"> of {user.email}</span>
                          </button>
                        </form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
