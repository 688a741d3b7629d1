"use client";

import { useRef, useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/Modal";
import { buttonClass } from "@/components/ui/Button";

/** A question with Cancel (focused first: the safe answer) and the action itself. */
export function ConfirmAction({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal open title={title} onClose={onClose} initialFocus={cancel}>
      <div className="space-y-2 text-slate-800">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-500 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
          className={buttonClass()}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
