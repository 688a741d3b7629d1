import Link from "next/link";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** An id that names no Faculty (proxy.ts answers it with the status 404). */
export default function DepartmentSchoolNotFound() {
  return (
    <NotFoundView title="Faculty not found" text="No Faculty of the university has this address. The link may be old.">
      <Link href="/academics/faculty" className="mt-6 font-semibold text-brand-900 underline">
        Faculties and departments
      </Link>
    </NotFoundView>
  );
}
