"use client";

import Link from "next/link";
import { useState } from "react";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "./ExternalLink";

const choiceClass =
  "block rounded-lg border-2 border-brand-900 px-4 py-3 text-center font-semibold text-brand-900 hover:bg-brand-50";

/** The utility bar's "Faculty login": a choice between this site's sign-in and the Samarth portal. */
export type FacultyLoginLabels = { button: string; title: string; choose: string; dseu: string; samarth: string };

/** `samarthHref`: the Samarth faculty portal from the site settings; without it, this site's sign-in is the only choice. */
export function FacultyLogin({
  className,
  labels,
  samarthHref,
}: {
  className: string;
  labels: FacultyLoginLabels;
  samarthHref?: string;
}) {
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
          {samarthHref ? (
            <li>
              <ExternalLink href={samarthHref} className={choiceClass}>
                {labels.samarth}
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      </Modal>
    </>
  );
}
