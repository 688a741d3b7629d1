import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff, type StaffActor } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import { getEditableCampus, listCampusRevisions, type EditableCampus } from "@/lib/campuses/service";
import { CampusForm } from "@/components/admin/campuses/CampusForm";
import { campusFormValues } from "@/components/admin/campuses/form-state";
import { RecordHistory } from "@/components/admin/reference/RecordHistory";
import { DeleteRecordForm } from "@/components/admin/reference/DeleteRecordForm";
import { deleteCampusAction, restoreCampusAction, saveCampusAction } from "../actions";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ added?: string }> };

export const metadata = { title: "Edit campus" };

async function loadCampus(actor: StaffActor, id: string): Promise<EditableCampus> {
  try {
    return await getEditableCampus(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The form that changes one campus's facts, and its history; read fresh from the database, never from a cache. */
export default async function CampusEditPage({ params, searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const [{ id }, { added }] = await Promise.all([params, searchParams]);
  const campus = await loadCampus(actor, id);
  const revisions = await listCampusRevisions(actor, campus.id);
  return (
    <>
      <p>
        <Link href="/admin/campuses" className="font-semibold text-brand-900 underline">
          Campuses
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{campus.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Visitors see this campus at{" "}
        <Link href={`/campus/${campus.slug}`} className="font-semibold text-brand-900 underline">
          its page
        </Link>
        . Saving changes what they see at once.
      </p>
      {added ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Campus added. Visitors see it now; link programmes to it on their own forms.
        </p>
      ) : null}
      <CampusForm
        action={saveCampusAction.bind(null, campus.id)}
        initial={{ seq: 0, values: campusFormValues(campus), updatedAt: campus.updatedAt }}
        slug={campus.slug}
      />
      <RecordHistory revisions={revisions} restore={restoreCampusAction.bind(null, campus.id)} />
      <DeleteRecordForm
        action={deleteCampusAction.bind(null, campus.id)}
        name={campus.name}
        noun="campus"
        updatedAt={campus.updatedAt}
        consequence={`Its page /campus/${campus.slug} goes, and it leaves its zone's page, the home page, the contact page, the forms' campus lists and the search. The programmes offered at it stay, no longer linked to it.`}
      />
    </>
  );
}
