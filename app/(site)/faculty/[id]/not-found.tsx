import Link from "next/link";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** An id that names no faculty member (proxy.ts answers it with the status 404). */
export default function FacultyNotFound() {
  return (
    <NotFoundView
      title="Faculty details not found"
      text="No faculty member has this address. The link may be old, or the profile has been removed."
    >
      <Link href="/academics/faculty" className="mt-6 font-semibold text-brand-900 underline">
        Faculties and departments
      </Link>
    </NotFoundView>
  );
}
