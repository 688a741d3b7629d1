import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { OfficeHolderForm } from "@/components/admin/office-holders/OfficeHolderForm";
import { OFFICE_HOLDER_FIELDS } from "@/components/admin/office-holders/form-state";
import { createOfficeHolderAction } from "../actions";

export const metadata = { title: "Add an office holder" };

const EMPTY = Object.fromEntries(["office", ...OFFICE_HOLDER_FIELDS].map((name) => [name, ""]));

/** A new office and who holds it; pages show them where their structured parts name the office key. */
export default async function NewOfficeHolderPage() {
  await requireStaff("Editor", "Publisher");
  return (
    <>
      <p>
        <Link href="/admin/office-holders" className="font-semibold text-brand-900 underline">
          Office holders
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Add an office holder</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The office key, title and name are needed; the rest can follow. To show the office holder on a page, name the
        office key in that page&rsquo;s structured parts (its list of offices or contacts) in Content; the academic
        administration chart already takes in every office starting with <code>dean-</code>.
      </p>
      <OfficeHolderForm action={createOfficeHolderAction} initial={{ seq: 0, values: EMPTY, updatedAt: "" }} adding />
    </>
  );
}
