"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/Button";

/** Shown for a section whose page does not exist yet. */
export function UnderConstruction({ section }: { section: string }) {
  const router = useRouter();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="under-construction-title"
    >
      <h1 id="under-construction-title" className="text-3xl font-bold text-brand-900">
        Under Construction
      </h1>
      <p className="mt-4 text-lg text-slate-700">{section} is currently being built. Stay tuned for updates!</p>
      <div className="mt-8 flex gap-4">
        <button type="button" onClick={() => router.back()} className={buttonClass({ variant: "secondary" })}>
          Go Back
        </button>
        <Link href="/" className={buttonClass()}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
