"use client";

import { useRef, type ReactNode } from "react";
import { Modal } from "@/components/ui/Modal";

/** Buttons and the confirmation dialog shared by the profile editor's forms. */
const button = "rounded-md px-4 py-2 font-semibold disabled:opacity-60";
export const primaryButton = `${button} bg-brand-900 text-white hover:bg-brand-700`;
export const secondaryButton = `${button} border border-brand-900 text-brand-900 hover:bg-brand-50`;

/** Asks before a change that cannot be undone; focus starts on Cancel, the safe answer. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onCancel} title={title} initialFocus={cancel}>
      <div className="text-slate-800">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" disabled={pending} className={primaryButton} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
