"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/Button";
import { RecordText } from "@/components/i18n/RecordText";
import type { Locale } from "@/lib/i18n/locales";

/** The view's words (noticeBoards.offices.underConstruction); `text` holds a {section} placeholder. */
export type UnderConstructionWords = { heading: string; text: string; back: string; home: string };

/**
 * Shown for a section whose page does not exist yet, in the page's language: the server hands it
 * its words and the home page's address. The section's name, taken from the address, is English.
 */
export function UnderConstruction({
  section,
  words,
  locale,
  homeHref,
}: {
  section: string;
  words: UnderConstructionWords;
  locale: Locale;
  homeHref: string;
}) {
  const router = useRouter();
  const [before, after] = words.text.split("{section}");
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="under-construction-title"
    >
      <h1 id="under-construction-title" className="text-3xl font-bold text-brand-900">
        {words.heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {before}
        <RecordText text={section} locale={locale} />
        {after}
      </p>
      <div className="mt-8 flex gap-4">
        <button type="button" onClick={() => router.back()} className={buttonClass({ variant: "secondary" })}>
          {words.back}
        </button>
        <Link href={homeHref} className={buttonClass()}>
          {words.home}
        </Link>
      </div>
    </section>
  );
}
