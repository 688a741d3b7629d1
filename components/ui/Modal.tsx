"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useClientWords } from "@/components/i18n/ClientWords";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order, leaving out collapsed and inert parts. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden], [inert]"));
}

// Several dialogs may overlap (a modal opened from a drawer); the page stays locked until the last closes.
let scrollLocks = 0;
function lockScroll() {
  if (scrollLocks++ === 0) {
    const style = document.documentElement.style;
    style.overflow = "hidden";
    // Keeps the scrollbar's room so the page does not shift sideways.
    style.scrollbarGutter = "stable";
  }
}
function unlockScroll() {
  if (--scrollLocks === 0) {
    const style = document.documentElement.style;
    style.overflow = "";
    style.scrollbarGutter = "";
  }
}

/**
 * Nothing had focus when the dialog opened (it opened by itself): put the keyboard back at the
 * top of the page, so the next Tab reaches the skip link rather than whatever followed the dialog.
 */
function restartTabOrder() {
  const body = document.body;
  body.setAttribute("tabindex", "-1");
  body.focus({ preventScroll: true });
  body.removeAttribute("tabindex");
}

const VARIANTS = {
  dialog: "m-auto w-[min(92vw,34rem)] max-h-[90vh] rounded-xl shadow-2xl",
  drawer:
    "m-0 h-full max-h-none w-[min(85vw,22rem)] transition-transform duration-300 starting:open:-translate-x-full motion-reduce:transition-none",
  fullscreen: "m-0 h-full w-full max-h-none max-w-none",
} as const;

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  /** Where focus goes on opening; by default the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  id?: string;
  /**
   * Whether the page behind stops scrolling (default true). A dialog that opens by itself while
   * the page loads passes false, so that it cannot cut short the browser's own scrolling to a
   * #fragment or to the position restored on reload.
   */
  lockPageScroll?: boolean;
  /**
   * Whether the page behind becomes inert (default true: showModal()). A dialog that opens by itself
   * over a page just loaded passes false: it is shown over an overlay with Tab kept inside it and
   * `aria-modal`, and Escape and a click outside close it as before, but the browser does not
   * restyle the whole document as inert in one long task (issue 30: 81–182 ms on a phone).
   */
  inertPage?: boolean;
};

/**
 * A modal dialog on the native <dialog> element: opened with showModal(), so the rest of the page
 * is inert, and it is never in the server HTML as open (page content stays the first paint).
 * Escape, the close button and a click on the backdrop close it; Tab wraps inside it; the page
 * cannot scroll behind it (unless asked otherwise); focus returns to where it was when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = "dialog",
  initialFocus,
  closeLabel,
  id,
  lockPageScroll = true,
  inertPage = true,
}: ModalProps) {
  const words = useClientWords();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  // Set when this component closes the dialog itself, so that its close event is not reported back.
  const closingItself = useRef(false);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (inertPage) dialog.showModal();
      else dialog.show();
    }
    if (lockPageScroll) lockScroll();
    // The dialog is fixed in the window, so nothing needs scrolling into view; scrolling here would
    // also cut short a smooth scroll of the page still under way (to a #fragment, say).
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus({ preventScroll: true });
    return () => {
      if (lockPageScroll) unlockScroll();
      if (dialog.open) {
        closingItself.current = true;
        dialog.close();
      }
      if (returnTo && returnTo !== document.body && returnTo.isConnected) returnTo.focus();
      else restartTabOrder();
    };
  }, [open, initialFocus, lockPageScroll, inertPage]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A dialog shown with show() gets no Escape handling from the browser.
    if (event.key === "Escape" && !inertPage) {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusableIn(event.currentTarget);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const position = items.indexOf(document.activeElement as HTMLElement);
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && position <= 0) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (position === -1 || position === items.length - 1)) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click whose press and release both land on the <dialog> itself, not its content, is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
  };

  const dialogElement = (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      aria-modal={inertPage ? undefined : true}
      className={`bg-white p-0 text-slate-900 backdrop:bg-slate-950/60 ${VARIANTS[variant]} ${inertPage ? "" : CONTAINED}`}
      // Closed by the browser (Escape): tell the owner. The event is queued, so it may arrive after
      // the dialog was reopened (React's development double effects); then it is stale.
      onClose={() => {
        if (closingItself.current) closingItself.current = false;
        else if (!dialogRef.current?.open) onCloseRef.current();
      }}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onClick}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            className="-mr-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
            <span className="sr-only">{closeLabel ?? words.close}</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </dialog>
  );
  if (inertPage) return dialogElement;
  return (
    <>
      {open ? (
        // The backdrop of a dialog shown with show(): a click on it closes the dialog.
        <div aria-hidden="true" className="fixed inset-0 z-[60] bg-slate-950/60" onClick={() => onCloseRef.current()} />
      ) : null}
      {dialogElement}
    </>
  );
}

// A dialog shown with show() is not in the top layer: placed in the middle of the window, above the page and its overlay.
const CONTAINED = "fixed inset-0 z-[61] h-fit";
