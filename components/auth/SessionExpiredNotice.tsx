import { SESSION_EXPIRED_MESSAGE } from "@/lib/auth/sign-in-schema";

/** Shown above a sign-in form reached because a session ended mid-work (`?expired=1`). */
export function SessionExpiredNotice() {
  return (
    <p role="status" className="mb-6 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {SESSION_EXPIRED_MESSAGE}
    </p>
  );
}
