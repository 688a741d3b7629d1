import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";

/** A programme id that names no programme (proxy.ts answers it with the status 404). */
export default function ProgramNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="program-not-found">
      <h1 id="program-not-found" className="text-3xl font-bold text-brand-900">
        Programme not found
      </h1>
      <p className="mt-4 text-lg text-slate-700">data not found</p>
      <p className="mt-2 text-slate-700">The link may be old, or the programme is no longer offered.</p>
      <Link href="/courses" className={buttonClass({ className: "mt-8" })}>
        Browse all programmes
      </Link>
    </section>
  );
}
