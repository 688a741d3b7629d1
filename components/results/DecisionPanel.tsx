"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ConfirmDialog } from "./ConfirmDialog";

export type Choice = { status: string; label: string; description: string };
export type DecisionOutcome = { ok: true; label: string } | { ok: false; message: string; sessionEnded?: boolean };

type Props = {
  choices: readonly Choice[];
  /** Records the choice on the server (the candidate session says for which record). */
  decide: (status: string) => Promise<DecisionOutcome>;
  /** The seat being decided on, repeated in the dialog so nobody confirms the wrong thing. */
  seat: string;
  /** Where to go when the session has ended meanwhile. */
  sessionEndedHref: string;
};

/** The allowed choices as buttons; each asks for confirmation, and only one decision is ever sent. */
export function DecisionPanel({ choices, decide, seat, sessionEndedHref }: Props) {
  const router = useRouter();
  const [selected, setSelected] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a double click reaches the handler twice before React re-renders.
  const sending = useRef(false);

  async function confirm() {
    if (!selected || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const outcome = await decide(selected.status);
      if (outcome.ok) {
        toast.success(`${outcome.label} confirmed!`);
        toast("Please check your email for updates.");
      } else {
        toast.error(outcome.message);
        if (outcome.sessionEnded) router.push(sessionEndedHref);
      }
    } catch {
      toast.error("Something went wrong. Please try again.");
    } finally {
      sending.current = false;
      setBusy(false);
      setSelected(null);
    }
  }

  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <li key={choice.status} className="flex flex-col gap-2 rounded-lg border border-slate-300 p-4">
            <button
              type="button"
              onClick={() => setSelected(choice)}
              disabled={busy}
              aria-describedby={`choice-${choice.status}`}
              className={`rounded-md px-4 py-2 font-semibold text-white disabled:opacity-70 ${choice.status === "reject" ? "bg-red-800 hover:bg-red-900" : "bg-brand-900 hover:bg-brand-700"}`}
            >
              {choice.label}
            </button>
            <p id={`choice-${choice.status}`} className="text-sm text-slate-700">
              {choice.description}
            </p>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={selected !== null}
        title={selected ? `Confirm: ${selected.label}` : ""}
        confirmLabel={selected ? `Yes, ${selected.label}` : ""}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setSelected(null)}
      >
        <p>
          You are choosing <strong>{selected?.label}</strong> for {seat}.
        </p>
        <p>{selected?.description}</p>
        <p className="font-semibold">This decision is final and cannot be changed afterwards.</p>
      </ConfirmDialog>
    </>
  );
}
