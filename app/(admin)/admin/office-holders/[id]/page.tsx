import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff, type StaffActor } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import {
  getEditableOfficeHolder,
  listOfficeHolderRevisions,
  type EditableOfficeHolder,
} from "@/lib/office-holders/service";
import { LEADER_FIELDS } from "@/lib/content/page-fields/leadership";
import { OfficeHolderForm } from "@/components/admin/office-holders/OfficeHolderForm";
import { officeHolderFormValues } from "@/components/admin/office-holders/form-state";
import { RecordHistory } from "@/components/admin/reference/RecordHistory";
import { DeleteRecordForm } from "@/components/admin/reference/DeleteRecordForm";
import { deleteOfficeHolderAction, restoreOfficeHolderAction, saveOfficeHolderAction } from "../actions";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ added?: string }> };

export const metadata = { title: "Edit office holder" };

async function loadHolder(actor: StaffActor, id: string): Promise<EditableOfficeHolder> {
  try {
    return await getEditableOfficeHolder(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The form that changes one office's holder; read fresh from the database, never from a cache. */
export default async function OfficeHolderEditPage({ params, searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const [{ id }, { added }] = await Promise.all([params, searchParams]);
  const holder = await loadHolder(actor, id);
  const revisions = await listOfficeHolderRevisions(actor, id);
  const leaderPage = LEADER_FIELDS.find((page) => page.office === holder.office)?.path;
  return (
    <>
      <p>
        <Link href="/admin/office-holders" className="font-semibold text-brand-900 underline">
          Office holders
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{holder.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Office <code>{holder.office}</code> (fixed: pages find their holder by it).{" "}
        {leaderPage ? (
          <>
            Visitors see this office holder on{" "}
            <Link href={leaderPage} className="font-semibold text-brand-900 underline">
              the office&rsquo;s page
            </Link>{" "}
            and wherever pages list them.
          </>
        ) : (
          "Visitors see this office holder wherever pages list them."
        )}{" "}
        Saving changes what they see at once.
      </p>
      {added ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Office holder added. Pages that name the office <code>{holder.office}</code> in their structured parts show
          them now.
        </p>
      ) : null}
      <OfficeHolderForm
        action={saveOfficeHolderAction.bind(null, holder.id)}
        initial={{ seq: 0, values: officeHolderFormValues(holder), updatedAt: holder.updatedAt }}
      />
      <RecordHistory revisions={revisions} restore={restoreOfficeHolderAction.bind(null, holder.id)} />
      <DeleteRecordForm
        action={deleteOfficeHolderAction.bind(null, holder.id)}
        name={`${holder.title} (${holder.name})`}
        noun="office holder"
        updatedAt={holder.updatedAt}
        consequence="They leave every page that lists their office. While an officer's page or a page's structured parts name the office, it cannot be deleted: take the office out of those pages first, or change who holds it instead."
      />
    </>
  );
}
