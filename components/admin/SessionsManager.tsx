"use client";

import { useActionState } from "react";
import type { SessionSummary } from "@/lib/auth/sessions";
import type { SessionsState } from "@/lib/auth/account-actions";
import { formatIndiaDate } from "@/lib/time";
import { Button } from "@/components/ui/Button";

type Action = (state: SessionsState, form: FormData) => Promise<SessionsState>;
type Props = { sessions: SessionSummary[]; endSession: Action; endOthers: Action };

/** A browser's description from its User-Agent: the browser and the system, enough to recognise it. */
function browserName(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : undefined;
  return system ? `${browser} on ${system}` : browser;
}

/** The user's own sessions, each with "Sign out", and "Sign out all other sessions". */
export function SessionsManager({ sessions, endSession, endOthers }: Props) {
  const [ended, endOne] = useActionState(endSession, {});
  const [endedOthers, endAllOthers, endingOthers] = useActionState(endOthers, {});
  const message = endedOthers.message ?? ended.message;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="mt-4 space-y-4">
      <p role="status" className={message ? "rounded-md border border-green-700 bg-green-50 px-3 py-2 text-sm" : ""}>
        {message}
      </p>
      <ul className="divide-y divide-slate-200" data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold">
                {browserName(session.userAgent)}
                {session.current ? (
                  <span className="ml-2 rounded bg-brand-900 px-2 py-0.5 text-xs text-white">This browser</span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">
                Signed in {formatIndiaDate(session.createdAt, "dateTime")}
                {session.ip ? ` from ${session.ip}` : ""}; last active {formatIndiaDate(session.lastSeenAt, "dateTime")}
              </p>
            </div>
            <form action={endOne}>
              <input type="hidden" name="id" value={session.id} />
              <Button type="submit" variant="secondary" size="sm">
                {session.current ? "Sign out this browser" : `Sign out ${browserName(session.userAgent)}`}
                {session.current ? null : (
                  <span className="sr-only">, signed in {formatIndiaDate(session.createdAt, "dateTime")}</span>
                )}
              </Button>
            </form>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <form action={endAllOthers}>
          <Button type="submit" variant="danger" disabled={endingOthers}>
            Sign out all other sessions
          </Button>
        </form>
      ) : (
        <p className="text-slate-700">No other browser is signed in to your account.</p>
      )}
    </div>
  );
}
