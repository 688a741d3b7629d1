"use client";

import { useRotation } from "@/components/ui/rotation";
import { useClientWords } from "@/components/i18n/ClientWords";
import { ContentPicture } from "@/components/content/ContentPicture";
import type { ShownPicture } from "@/lib/content/localized";

/** The header's rotating pictures: one every few seconds, with a pause control; still for reduced motion. */
export function HeaderBanner({ pictures, intervalMs }: { pictures: ShownPicture[]; intervalMs: number }) {
  const { index, paused, setPaused, hoverHandlers } = useRotation(pictures.length, intervalMs);
  const words = useClientWords();
  return (
    <div className="relative flex items-center gap-1" {...hoverHandlers}>
      <div className="grid" aria-roledescription="carousel" aria-label={words.banner} role="region">
        {pictures.map((picture, i) => (
          <ContentPicture
            key={picture.src}
            picture={picture}
            aria-hidden={i !== index}
            className={`h-auto w-64 [grid-area:1/1] transition-[opacity,visibility] duration-700 xl:w-80 ${i === index ? "visible opacity-100" : "invisible opacity-0"}`}
          />
        ))}
      </div>
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        className="self-end rounded p-1 text-brand-900 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
          {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
        </svg>
        <span className="sr-only">{paused ? words.playBanner : words.pauseBanner}</span>
      </button>
    </div>
  );
}
