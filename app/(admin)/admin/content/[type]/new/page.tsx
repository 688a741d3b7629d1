import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/admin-guard";
import { NEW_ITEM_FIELDS, TYPE_INFO, typeOfSegment } from "@/lib/content/editor-fields";
import { NewItemForm } from "@/components/admin/content/NewItemForm";
import { CONTENT_ADMIN_PATH } from "@/lib/content/admin-paths";
import { createItemAction } from "@/lib/content/actions";

type Props = { params: Promise<{ type: string }> };

export const metadata = { title: "New content" };

/** A new page or tender: the fields it cannot be saved without; the editor opens on the draft. */
export default async function NewContentPage({ params }: Props) {
  await requireStaff("Editor", "Publisher");
  const type = typeOfSegment((await params).type);
  if (!type || !TYPE_INFO[type].many) notFound();
  const noun = type === "page" ? "page" : "tender";
  return (
    <>
      <p>
        <Link href={CONTENT_ADMIN_PATH} className="font-semibold text-brand-900 underline">
          Content
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">New {noun}</h1>
      <NewItemForm action={createItemAction.bind(null, type)} fields={NEW_ITEM_FIELDS[type] ?? []} noun={noun} />
    </>
  );
}
