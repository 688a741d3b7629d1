"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { admissionNotice } from "@/content/home";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "@/components/layout/ExternalLink";

// It opens once per visit: on the first showing of the home page, not again when the visitor
// comes back to it by a link within the site, whether or not they closed it (a full page load is a
// new visit and opens it again).
let shownThisVisit = false;

const noSubscription = () => () => {};

/**
 * The admission notifications, shown over the home page when it loads. It opens only after
 * hydration: the server HTML carries the page itself (the dialog is closed there), so search
 * engines and the largest paint see the page, not the pop-up.
 */
export function AdmissionModal() {
  // False while the server renders and while the page hydrates, true afterwards.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [firstShowing] = useState(() => !shownThisVisit);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    shownThisVisit = true;
  }, []);
  const open = hydrated && firstShowing && !closed;
  const close = () => setClosed(true);
  return (
    <Modal open={open} onClose={close} title={admissionNotice.title} closeLabel="Close admission notifications" lockPageScroll={false}>
      <ul className="space-y-4">
        <li className="rounded-lg border-l-4 border-brand-900 bg-brand-50 p-4">
          <p className="font-semibold text-slate-900">Diploma admissions</p>
          <Link href={admissionNotice.diplomaResult.href} onClick={close} className="mt-1 inline-block font-medium text-brand-900 underline">
            {admissionNotice.diplomaResult.label}
          </Link>
        </li>
        <li className="rounded-lg border-l-4 border-accent-600 bg-accent-100 p-4">
          <p className="font-semibold text-slate-900">Walk-in admissions: UG, B.Tech and PG</p>
          <p className="mt-1 text-sm text-slate-800">
            Starting date: <strong>{admissionNotice.walkIn.startingDate}</strong>
          </p>
          <ExternalLink href={admissionNotice.walkIn.href} className="mt-1 inline-block font-medium text-brand-900 underline">
            {admissionNotice.walkIn.label}
          </ExternalLink>
        </li>
      </ul>
    </Modal>
  );
}
