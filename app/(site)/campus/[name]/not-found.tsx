import Link from "next/link";
import { ZONES } from "@/lib/campuses/zones";
import { zoneName, zonePath } from "@/components/campuses/zones";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** A campus name or slug that matches no campus (proxy.ts answers it with the status 404). */
export default function CampusNotFound() {
  return (
    <NotFoundView
      title="Campus not found"
      text="No campus has this name. Check the spelling, or find the campus in its zone:"
    >
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {ZONES.map((zone) => (
          <li key={zone}>
            <Link
              href={zonePath(zone)}
              className="inline-block rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {zoneName(zone)}
            </Link>
          </li>
        ))}
      </ul>
    </NotFoundView>
  );
}
