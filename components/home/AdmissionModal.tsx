"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "@/components/layout/ExternalLink";
import type { Locale } from "@/lib/i18n/locales";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";

// It opens once per visit: on the first showing of the home page, not again when the visitor
// comes back to it by a link within the site, whether or not they closed it (a full page load is a
// new visit and opens it again).
let shownThisVisit = false;

const noSubscription = () => () => {};

/** A text in the page's language; `lang` is "en" where it has no Hindi yet. */
type Shown = { text: string; lang?: "en" };

export type AdmissionPopupItem = { heading: Shown; label: Shown; href: string; startingDate?: Shown };

const ITEM_STYLES = ["border-brand-900 bg-brand-50", "border-accent-600 bg-accent-100"];

/**
 * The admission notifications (staff edit them as the "admission pop-up" content), shown over the
 * home page when it loads. It opens only after hydration: the server HTML carries the page itself
 * (the dialog is closed there), so search engines and the largest paint see the page, not the pop-up.
 */
export function AdmissionModal({
  heading,
  items,
  labels,
  locale,
}: {
  heading: Shown;
  items: AdmissionPopupItem[];
  labels: { startingDate: string; close: string };
  locale: Locale;
}) {
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
      title={heading.lang ? <span lang={heading.lang}>{heading.text}</span> : heading.text}
      closeLabel={labels.close}
      lockPageScroll={false}
    >
      <ul className="space-y-4">
        {items.map((item, index) => (
          <li
            key={`${index} ${item.href}`}
            className={`rounded-lg border-l-4 p-4 ${ITEM_STYLES[index % ITEM_STYLES.length]}`}
          >
            <p className="font-semibold text-slate-900" lang={item.heading.lang}>
              {item.heading.text}
            </p>
            {item.startingDate ? (
              <p className="mt-1 text-sm text-slate-800">
                {labels.startingDate} <strong lang={item.startingDate.lang}>{item.startingDate.text}</strong>
              </p>
            ) : null}
            {item.href.startsWith("/") ? (
              <LocalizedLink
                href={item.href}
                locale={locale}
                onClick={close}
                className="mt-1 inline-block font-medium text-brand-900 underline"
                lang={item.label.lang}
              >
                {item.label.text}
              </LocalizedLink>
            ) : (
              <ExternalLink
                href={item.href}
                className="mt-1 inline-block font-medium text-brand-900 underline"
                lang={item.label.lang}
              >
                {item.label.text}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
