"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ConfirmDialog } from "./ConfirmDialog";
import { fill, rich, type ResultWords } from "./words";

export type Choice = { status: string; label: string; description: string };
/** What the panel and its dialog say, in the page's language. */
export type DecisionWords = ResultWords["decision"] & { failed: string };

export type DecisionOutcome = { ok: true; label: string } | { ok: false; message: string; sessionEnded?: boolean };

type Props = {
  choices: readonly Choice[];
  /** Records the choice on the server (the candidate session says for which record). */
  decide: (status: string) => Promise<DecisionOutcome>;
  /** The seat being decided on, repeated in the dialog so nobody confirms the wrong thing. */
  seat: string;
  /** Where to go when the session has ended meanwhile. */
  sessionEndedHref: string;
  words: DecisionWords;
};

/** The allowed choices as buttons; each asks for confirmation, and only one decision is ever sent. */
export function DecisionPanel({ choices, decide, seat, sessionEndedHref, words }: Props) {
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
        toast.success(fill(words.confirmed, { label: outcome.label }));
        toast(words.checkEmail);
      } else {
        toast.error(outcome.message);
        if (outcome.sessionEnded) router.push(sessionEndedHref);
      }
    } catch {
      toast.error(words.failed);
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
        title={selected ? fill(words.confirmTitle, { label: selected.label }) : ""}
        confirmLabel={selected ? fill(words.confirmButton, { label: selected.label }) : ""}
        busyLabel={words.recording}
        cancelLabel={words.cancel}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setSelected(null)}
      >
        <p>
          {rich(words.youChoose, { seat, label: selected?.label ?? "" }, { strong: (text) => <strong>{text}</strong> })}
        </p>
        <p>{selected?.description}</p>
        <p className="font-semibold">{words.final}</p>
      </ConfirmDialog>
    </>
  );
}
