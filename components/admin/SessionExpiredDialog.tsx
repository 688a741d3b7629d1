"use client";

import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/Modal";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/auth/sign-in-schema";
import { SESSION_EXPIRED_EVENT } from "./staff-call";

/**
 * Shown when a call finds the session ended (staff-call.ts). The page stays as it is, with what
 * the user typed: they sign in again in a new tab, come back, and send the form again.
 */
export function SessionExpiredDialog({ signInPath }: { signInPath: "/admin-login" | "/logindseu" }) {
  const [open, setOpen] = useState(false);
  const [here, setHere] = useState("");
  useEffect(() => {
    const show = () => {
      setHere(`${window.location.pathname}${window.location.search}`);
      setOpen(true);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, show);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, show);
  }, []);
  const signIn = `${signInPath}?expired=1&next=${encodeURIComponent(here)}`;
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Session expired">
      <p role="alert" className="font-semibold">
        {SESSION_EXPIRED_MESSAGE}
      </p>
      <p className="mt-2 text-sm">
        Nothing on this page is lost. Sign in again in a new tab, then come back and send it again.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={signIn}
          target="_blank"
          rel="noopener"
          className="rounded-md bg-brand-900 px-4 py-2 font-semibold text-white"
        >
          Sign in again (opens a new tab)
        </a>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded-md border border-slate-500 px-4 py-2 font-semibold"
        >
          Back to my work
        </button>
      </div>
    </Modal>
  );
}
