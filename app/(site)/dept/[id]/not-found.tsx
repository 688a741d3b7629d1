import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";

/** An id that names no Faculty (proxy.ts answers it with the status 404). */
export default function DepartmentSchoolNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="school-not-found">
      <h1 id="school-not-found" className="text-3xl font-bold text-brand-900">
        Faculty not found
      </h1>
      <p className="mt-4 text-lg text-slate-700">There is no Faculty at this address. Choose one from the list of Faculties and departments.</p>
      <Link href="/academics/faculty" className={buttonClass({ className: "mt-8" })}>
        Faculties and departments
      </Link>
    </section>
  );
}
