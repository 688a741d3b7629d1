"use client";

import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/Modal";
import { ExternalLink } from "@/components/layout/ExternalLink";
import type { Locale } from "@/lib/i18n/locales";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";

// It opens once per visit: on the first showing of the home page, not again when the visitor
// comes back to it by a link within the site, whether or not they closed it (a full page load is a
// new visit and opens it again).
let shownThisVisit = false;

/**
 * Runs `task` once the page has painted and the browser is idle (at the latest 1.5 s later), so
 * that opening the pop-up is not part of the page's boot task. Returns the cancel function.
 */
function afterFirstPaintWhenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: 1500 });
    else timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** A text in the page's language; `lang` is "en" where it has no Hindi yet. */
type Shown = { text: string; lang?: "en" };

/** `startingDate`: the day as visitors read it (03.09.2025), the same in both languages. */
export type AdmissionPopupItem = { heading: Shown; label: Shown; href: string; startingDate?: string };

const ITEM_STYLES = ["border-brand-900 bg-brand-50", "border-accent-600 bg-accent-100"];

/**
 * The admission notifications (staff edit them as the "admission pop-up" content), shown over the
 * home page when it loads. It opens after hydration, once the page has painted and the browser is
 * idle: the server HTML carries the page itself (the dialog is closed there), so search engines and
 * the largest paint see the page, not the pop-up. It leaves the page behind as it is (Tab stays in
 * the dialog) rather than making the whole document inert, which cost a phone a long task.
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
  const [firstShowing] = useState(() => !shownThisVisit);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    shownThisVisit = true;
    if (!firstShowing) return;
    return afterFirstPaintWhenIdle(() => setDue(true));
  }, [firstShowing]);
  const open = due && firstShowing && !closed;
  const close = () => setClosed(true);
  return (
    <Modal
      open={open}
      onClose={close}
      title={heading.lang ? <span lang={heading.lang}>{heading.text}</span> : heading.text}
      closeLabel={labels.close}
      lockPageScroll={false}
      inertPage={false}
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
                {labels.startingDate} <strong>{item.startingDate}</strong>
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
