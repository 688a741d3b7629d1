"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

type Overflow = { left: boolean; right: boolean };

/**
 * The frame of a table wider than a phone's screen: it scrolls sideways, and while part of the
 * table is out of view a shadow marks the hidden edge and a line of text says so, so nobody takes
 * the clipped table for the whole of it. The frame is a named region that takes focus, so the
 * arrow keys scroll it too.
 */
export function ScrollHint({
  labelledBy,
  className = "",
  children,
}: {
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const update = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    // Browsers without ResizeObserver still get the hint from the first measure and from scrolling.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : undefined;
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, []);

  const scrolls = overflow.left || overflow.right;
  return (
    <div className="relative max-w-full">
      {/* Positioned: visually hidden text inside scrolls with the table instead of widening the page. */}
      <div
        ref={frame}
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={labelledBy ? 0 : undefined}
        className={`relative max-w-full overflow-x-auto ${className}`}
      >
        {children}
      </div>
      {overflow.left ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-md bg-gradient-to-r from-slate-900/25 to-transparent"
        />
      ) : null}
      {overflow.right ? (
        <div
          aria-hidden="true"
          data-scroll-shadow="right"
          className="pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-md bg-gradient-to-l from-slate-900/25 to-transparent"
        />
      ) : null}
      {scrolls ? (
        <p className="mt-1 text-xs text-slate-700" data-scroll-hint>
          Scroll sideways to see the whole table.
        </p>
      ) : null}
    </div>
  );
}
