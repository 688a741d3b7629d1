"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { Modal } from "@/components/ui/Modal";
import { ApiError, overrideResultStatus } from "@/lib/api-client";
import { reasonSchema } from "@/lib/admissions/staff-forms";
import type { ResultStatus } from "@/lib/admissions/vocabulary";
import { staffCall } from "../staff-call";
import { STATUSES, STATUS_LABEL } from "./shared";
import { Button, buttonClass } from "@/components/ui/Button";
import { ErrorAlert, FieldError, INPUT } from "@/components/ui/FormControls";

type Props = { resultId: string; formNumber: string; name: string; status: ResultStatus };
type Errors = { status?: string; reason?: string };

/**
 * The staff correction of a record's status: any status, with a mandatory reason, after a
 * confirmation that repeats what will change. Not limited by the decision window or by finality.
 */
export function StatusOverride({ resultId, formNumber, name, status }: Props) {
  const router = useRouter();
  const statusRef = useRef<HTMLSelectElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [next, setNext] = useState<ResultStatus>(STATUSES.find((s) => s !== status)!);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function review(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = reasonSchema.safeParse(reason);
    const found: Errors = {
      status: next === status ? `The record is already ${STATUS_LABEL[status]}: choose another status.` : undefined,
      reason: checked.success ? undefined : checked.error.issues[0]?.message,
    };
    setErrors(found);
    if (found.status) return statusRef.current?.focus();
    if (found.reason) return reasonRef.current?.focus();
    setConfirming(true);
  }

  async function confirm() {
    setBusy(true);
    try {
      await staffCall(() => overrideResultStatus(resultId, { status: next, reason: reason.trim() }));
      setConfirming(false);
      setReason("");
      toast.success(`Status changed to ${STATUS_LABEL[next]}`);
      router.refresh();
    } catch (error) {
      setConfirming(false);
      setFailure(error instanceof ApiError ? error.message : "The status could not be changed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={review} noValidate className="mt-4 max-w-2xl space-y-4">
        <div>
          <label htmlFor="override-status" className="font-semibold">
            New status
          </label>
          <select
            ref={statusRef}
            id="override-status"
            value={next}
            onChange={(event) => setNext(event.target.value as ResultStatus)}
            className={INPUT}
            aria-invalid={!!errors.status}
            aria-describedby={errors.status ? "override-status-error" : undefined}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
                {s === status ? " (current)" : ""}
              </option>
            ))}
          </select>
          <FieldError id="override-status-error" message={errors.status} />
        </div>
        <div>
          <label htmlFor="override-reason" className="font-semibold">
            Reason
          </label>
          <textarea
            ref={reasonRef}
            id="override-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={500}
            className={INPUT}
            aria-invalid={!!errors.reason}
            aria-describedby={["override-reason-hint", errors.reason ? "override-reason-error" : ""].join(" ").trim()}
          />
          <p id="override-reason-hint" className="mt-1 text-sm text-slate-700">
            Required. It is kept in the record&apos;s history with your name.
          </p>
          <FieldError id="override-reason-error" message={errors.reason} />
        </div>
        <Button type="submit">Change status</Button>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      </form>

      <Modal
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title="Confirm the status change"
        initialFocus={cancelRef}
      >
        <p>
          Change the status of {formNumber} ({name}) from <strong>{STATUS_LABEL[status]}</strong> to{" "}
          <strong>{STATUS_LABEL[next]}</strong>?
        </p>
        <p className="mt-2">
          Reason: <q>{reason.trim()}</q>
        </p>
        <p className="mt-2 text-sm text-slate-700">
          The candidate is not emailed. The change is recorded in the history of this record.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={() => setConfirming(false)}
            disabled={busy}
            className={buttonClass({ variant: "secondary" })}
          >
            Cancel
          </button>
          <Button type="button" onClick={confirm} disabled={busy}>
            {busy ? "Changing…" : `Change to ${STATUS_LABEL[next]}`}
          </Button>
        </div>
      </Modal>
    </>
  );
}
