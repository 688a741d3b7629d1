"use client";

import { useSyncExternalStore, type ReactNode } from "react";

export const COMPACT_AFTER_PX = 100;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Whether the page has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

/** The navigation bar that stays at the top of the window; it turns compact once the page has scrolled past 100 px. */
export function StickyBar({ children }: { children: ReactNode }) {
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  return (
    <div
      data-compact={compact}
      className="group sticky top-0 z-30 bg-brand-900 transition-shadow data-[compact=true]:shadow-lg"
    >
      {children}
    </div>
  );
}
