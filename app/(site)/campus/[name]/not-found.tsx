import Link from "next/link";
import { ZONES } from "@/lib/campuses/zones";
import { zoneName, zonePath } from "@/components/campuses/zones";
import { buttonClass } from "@/components/ui/Button";

/** A campus name or slug that matches no campus (proxy.ts answers it with the status 404). */
export default function CampusNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="campus-not-found">
      <h1 id="campus-not-found" className="text-3xl font-bold text-brand-900">
        Campus not found
      </h1>
      <p className="mt-4 text-lg text-slate-700">No campus has this name. Check the spelling, or find the campus in its zone:</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {ZONES.map((zone) => (
          <li key={zone}>
            <Link href={zonePath(zone)} className={buttonClass({ variant: "secondary" })}>
              {zoneName(zone)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
