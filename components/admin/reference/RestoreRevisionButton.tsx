"use client";

import { useActionState, useEffect } from "react";
import toast from "react-hot-toast";
import { buttonClass } from "@/components/ui/Button";
import type { RecordActionState } from "@/lib/records/form-state";

/**
 * Restores one revision of a record. The page then shows the restored values (its form is keyed by
 * the record's version); a refusal (a campus removed since, say) is said next to the button.
 */
export function RestoreRevisionButton({
  action,
  when,
}: {
  action: (state: RecordActionState) => Promise<RecordActionState>;
  /** The revision's date, so each button's name says which one it restores. */
  when: string;
}) {
  const [state, formAction, pending] = useActionState(action, { seq: 0 });

  useEffect(() => {
    if (state.seq > 0 && state.ok) toast.success("Revision restored");
  }, [state]);

  return (
    <form action={formAction} className="mt-2">
      <button type="submit" disabled={pending} className={buttonClass({ variant: "secondary", size: "sm" })}>
        {pending ? "Restoring…" : "Restore"}
        <span className="sr-only"> the revision of {when}</span>
      </button>
      {state.message && !state.ok ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
