import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";

/** An id that names no faculty member (proxy.ts answers it with the status 404). */
export default function FacultyNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="faculty-not-found">
      <h1 id="faculty-not-found" className="text-3xl font-bold text-brand-900">
        Faculty details not found
      </h1>
      <p className="mt-4 text-lg text-slate-700">No faculty member has this address. The link may be old, or the profile has been removed.</p>
      <Link href="/academics/faculty" className={buttonClass({ className: "mt-8" })}>
        Faculties and departments
      </Link>
    </section>
  );
}
