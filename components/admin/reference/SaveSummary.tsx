"use client";

import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import type { RecordFormState } from "@/lib/records/form-state";

/**
 * The outcome of a staff form's last save, above its fields: a toast and a status line when it was
 * saved; when it was refused, an alert that takes focus, so a keyboard or screen-reader user hears
 * it first.
 */
export function SaveSummary({ state, savedToast }: { state: RecordFormState; savedToast: string }) {
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.seq === 0) return;
    if (state.ok) toast.success(savedToast);
    else summary.current?.focus();
  }, [state, savedToast]);

  return (
    <div ref={summary} tabIndex={-1} className="outline-none">
      {state.message && !state.ok ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-red-800">
          {state.message}
        </p>
      ) : null}
      {state.message && state.ok ? (
        <p role="status" className="rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
