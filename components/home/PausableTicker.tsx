"use client";

import { useState, type CSSProperties, type ReactNode } from "react";
import { useClientWords } from "@/components/i18n/ClientWords";
import styles from "./ticker.module.css";

/**
 * A strip that scrolls its content sideways, with a pause button (moving content must be
 * stoppable). It also stops under the mouse or keyboard focus, and never moves for visitors who
 * prefer reduced motion. The second copy exists only for the seamless loop: it is inert.
 */
export function PausableTicker({
  label,
  itemCount,
  children,
}: {
  label: string;
  itemCount: number;
  children: ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  const words = useClientWords();
  const style = { "--ticker-duration": `${Math.max(20, itemCount * 8)}s` } as CSSProperties;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <div className={`${styles.viewport} min-w-0 flex-1 overflow-hidden`} data-paused={paused} style={style}>
        <div className={`${styles.track} flex w-max`}>
          <div className="flex shrink-0">{children}</div>
          <div className={`${styles.copy} flex shrink-0`} aria-hidden="true" inert>
            {children}
          </div>
        </div>
      </div>
      <button
        type="button"
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
        className={`${styles.control} shrink-0 rounded-md border border-brand-900 px-2 py-1 text-xs font-semibold text-brand-900 hover:bg-white`}
      >
        {paused ? words.play : words.pause}
        <span className="sr-only"> {label}</span>
      </button>
    </div>
  );
}
