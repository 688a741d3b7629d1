"use client";

import Link from "next/link";
import { useState } from "react";
import { portals } from "@/content/site";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "./ExternalLink";

const choiceClass =
  "block rounded-lg border-2 border-brand-900 px-4 py-3 text-center font-semibold text-brand-900 hover:bg-brand-50";

/** The utility bar's "Faculty login": a choice between this site's sign-in and the Samarth portal. */
export type FacultyLoginLabels = { button: string; title: string; choose: string; dseu: string; samarth: string };

export function FacultyLogin({ className, labels }: { className: string; labels: FacultyLoginLabels }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {labels.button}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={labels.title}>
        <p className="text-slate-700">{labels.choose}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          <li>
            <Link href="/logindseu" onClick={() => setOpen(false)} className={choiceClass}>
              {labels.dseu}
            </Link>
          </li>
          <li>
            <ExternalLink href={portals.facultyLogin} className={choiceClass}>
              {labels.samarth}
            </ExternalLink>
          </li>
        </ul>
      </Modal>
    </>
  );
}
