"use client";

import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "@/components/layout/ExternalLink";

// It opens once per visit: on the first showing of the home page, not again when the visitor
// comes back to it by a link within the site, whether or not they closed it (a full page load is a
// new visit and opens it again).
let shownThisVisit = false;

const noSubscription = () => () => {};

export type AdmissionPopupItem = { heading: string; label: string; href: string; startingDate?: string };

const ITEM_STYLES = ["border-brand-900 bg-brand-50", "border-accent-600 bg-accent-100"];

/**
 * The admission notifications (staff edit them as the "admission pop-up" content), shown over the
 * home page when it loads. It opens only after hydration: the server HTML carries the page itself
 * (the dialog is closed there), so search engines and the largest paint see the page, not the pop-up.
 */
export function AdmissionModal({ heading, items }: { heading: string; items: AdmissionPopupItem[] }) {
  // False while the server renders and while the page hydrates, true afterwards.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [firstShowing] = useState(() => !shownThisVisit);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    shownThisVisit = true;
  }, []);
  const open = hydrated && firstShowing && !closed;
  const close = () => setClosed(true);
  return (
    <Modal
      open={open}
      onClose={close}
      title={heading}
      closeLabel="Close admission notifications"
      lockPageScroll={false}
    >
      <ul className="space-y-4">
        {items.map((item, index) => (
          <li
            key={`${index} ${item.href}`}
            className={`rounded-lg border-l-4 p-4 ${ITEM_STYLES[index % ITEM_STYLES.length]}`}
          >
            <p className="font-semibold text-slate-900">{item.heading}</p>
            {item.startingDate ? (
              <p className="mt-1 text-sm text-slate-800">
                Starting date: <strong>{item.startingDate}</strong>
              </p>
            ) : null}
            {item.href.startsWith("/") ? (
              <Link href={item.href} onClick={close} className="mt-1 inline-block font-medium text-brand-900 underline">
                {item.label}
              </Link>
            ) : (
              <ExternalLink href={item.href} className="mt-1 inline-block font-medium text-brand-900 underline">
                {item.label}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
