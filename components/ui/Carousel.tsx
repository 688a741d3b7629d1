"use client";

import type { ReactNode } from "react";
import { useClientWords } from "@/components/i18n/ClientWords";
import { useRotation } from "./rotation";
import { fill } from "@/lib/i18n/fill";

export type CarouselSlide = { key: string; content: ReactNode };

/**
 * An automatic slideshow as the WAI-ARIA carousel pattern: the pause/play control comes first,
 * then the slides (only the current one visible and reachable), then one dot button per slide.
 * It announces slide changes only while it is not rotating by itself.
 */
export function Carousel({
  label,
  slides,
  intervalMs,
}: {
  label: string;
  slides: CarouselSlide[];
  intervalMs: number;
}) {
  const { index, goTo, paused, running, setPaused, hoverHandlers } = useRotation(slides.length, intervalMs);
  const words = useClientWords();
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative" {...hoverHandlers}>
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        className="absolute right-2 top-2 z-10 flex items-center gap-1.5 rounded-md bg-white/95 px-2.5 py-1.5 text-xs font-semibold text-brand-900 shadow hover:bg-white"
      >
        {paused ? (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
            <path d="M4 2.5v11l9-5.5z" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
            <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
          </svg>
        )}
        {paused ? words.play : words.pause}
        <span className="sr-only"> {words.slideshow}</span>
      </button>
      <div className="grid" aria-live={running ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(words.slideOf, { index: i + 1, count: slides.length })}
            inert={i !== index}
            className={`[grid-area:1/1] transition-[opacity,visibility] duration-500 ${i === index ? "visible opacity-100" : "invisible opacity-0"}`}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="mt-3 flex justify-center gap-1">
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            aria-current={i === index ? "true" : undefined}
            onClick={() => goTo(i)}
            className="group flex h-6 w-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 w-2.5 rounded-full border border-brand-900 ${i === index ? "bg-brand-900" : "bg-white group-hover:bg-brand-50"}`}
            />
            <span className="sr-only">{fill(words.showSlide, { index: i + 1, count: slides.length })}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
