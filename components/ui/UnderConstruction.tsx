"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

/** Shown for a section whose page does not exist yet. */
export function UnderConstruction({ section }: { section: string }) {
  const router = useRouter();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" aria-labelledby="under-construction-title">
      <h1 id="under-construction-title" className="text-3xl font-bold text-brand-900">
        Under Construction
      </h1>
      <p className="mt-4 text-lg text-slate-700">{section} is currently being built. Stay tuned for updates!</p>
      <div className="mt-8 flex gap-4">
        <button
          type="button"
          onClick={() => router.back()}
          className="rounded-md border border-brand-900 px-5 py-2 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Go Back
        </button>
        <Link href="/" className="rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Go Home
        </Link>
      </div>
    </section>
  );
}
