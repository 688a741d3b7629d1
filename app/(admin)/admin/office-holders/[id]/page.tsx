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
import { restoreOfficeHolderAction, saveOfficeHolderAction } from "../actions";

type Props = { params: Promise<{ id: string }> };

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
export default async function OfficeHolderEditPage({ params }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const { id } = await params;
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
      <OfficeHolderForm
        action={saveOfficeHolderAction.bind(null, holder.id)}
        initial={{ seq: 0, values: officeHolderFormValues(holder), updatedAt: holder.updatedAt }}
      />
      <RecordHistory revisions={revisions} restore={restoreOfficeHolderAction.bind(null, holder.id)} />
    </>
  );
}
