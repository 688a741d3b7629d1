import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { CampusForm } from "@/components/admin/campuses/CampusForm";
import { CAMPUS_FORM_FIELDS } from "@/components/admin/campuses/form-state";
import { createCampusAction } from "../actions";

export const metadata = { title: "Add a campus" };

const EMPTY = Object.fromEntries(CAMPUS_FORM_FIELDS.map((name) => [name, ""]));

/** A new campus's facts; once added it has its own page for visitors and its own form here. */
export default async function NewCampusPage() {
  await requireStaff("Editor", "Publisher");
  return (
    <>
      <p>
        <Link href="/admin/campuses" className="font-semibold text-brand-900 underline">
          Campuses
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Add a campus</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The name and zone are needed; the rest can follow. Visitors see the campus on its zone&rsquo;s page, its own
        page and the home page as soon as it is added. Link programmes to it on each programme&rsquo;s form.
      </p>
      <CampusForm
        action={createCampusAction}
        initial={{ seq: 0, values: EMPTY, updatedAt: "" }}
        submitLabel="Add campus"
      />
    </>
  );
}
