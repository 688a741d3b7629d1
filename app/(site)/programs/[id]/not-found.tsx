import Link from "next/link";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** A programme id that names no programme (proxy.ts answers it with the status 404). */
export default function ProgramNotFound() {
  return (
    <NotFoundView title="Programme not found" text="data not found">
      <p className="mt-2 text-slate-700">The link may be old, or the programme is no longer offered.</p>
      <Link href="/courses" className="mt-6 font-semibold text-brand-900 underline">
        Browse all programmes
      </Link>
    </NotFoundView>
  );
}
