"use client";

import { useSyncExternalStore } from "react";
import {
  chooseHighContrast,
  chooseTextSize,
  currentTextSize,
  isHighContrast,
  subscribeToDisplay,
  TEXT_SIZES,
  type TextSize,
} from "@/lib/display/preferences";

const buttonClass =
  "flex min-h-6 min-w-6 items-center justify-center rounded px-1.5 font-semibold hover:underline focus-visible:outline-amber-300 aria-pressed:bg-white aria-pressed:text-brand-950";

/**
 * The utility bar's display controls: text size (A- / A / A+) and high contrast, toggle buttons
 * whose pressed state is the choice in force. The server cannot know the stored choice, so it
 * renders the defaults; the inline script has already applied the real one to the page, and the
 * buttons catch up on hydration (only their colours change, never their size).
 */
/** The words of the controls in the page's language: one per text size, the group and high contrast. */
export type DisplayLabels = { textSize: string; highContrast: string } & Record<TextSize, string>;

export function DisplayControls({ labels }: { labels: DisplayLabels }) {
  const textSize = useSyncExternalStore(subscribeToDisplay, currentTextSize, () => "normal");
  const highContrast = useSyncExternalStore(subscribeToDisplay, isHighContrast, () => false);
  return (
    <>
      <li>
        <div role="group" aria-label={labels.textSize} className="flex items-center gap-0.5">
          {TEXT_SIZES.map((size) => (
            <button
              key={size.value}
              type="button"
              aria-pressed={textSize === size.value}
              onClick={() => chooseTextSize(size.value)}
              className={buttonClass}
            >
              {size.label}
              <span className="sr-only"> ({labels[size.value]})</span>
            </button>
          ))}
        </div>
      </li>
      <li>
        <button
          type="button"
          aria-pressed={highContrast}
          onClick={() => chooseHighContrast(!highContrast)}
          className={buttonClass}
        >
          {labels.highContrast}
        </button>
      </li>
    </>
  );
}
