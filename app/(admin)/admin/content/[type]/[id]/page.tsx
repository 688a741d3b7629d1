import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { ContentEditor } from "@/components/admin/content/ContentEditor";
import { TYPE_INFO } from "@/lib/content/editor-fields";
import { itemState } from "@/lib/content/item-state";
import { CONTENT_ADMIN_PATH, canPublishContent, contentEditorHref } from "@/lib/content/admin-paths";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { itemTitle, loadItem } from "../load-item";

type Props = { params: Promise<{ type: string; id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  const { type } = await params;
  return { title: `Edit ${type.replace(/-/g, " ")}` };
}

/** The editor of one content item, with its workflow. */
export default async function ContentEditorPage({ params, searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const { type: segment, id } = await params;
  const query = await searchParams;
  const item = await loadItem(actor, segment, id);
  const info = TYPE_INFO[item.type];
  const restored = firstValue(query, "restored");
  const notice = restored
    ? `The old revision is now the draft (version ${restored}). Review it, then send it for review.`
    : firstValue(query, "created")
      ? "Created as a draft. Fill in the fields and save."
      : undefined;

  return (
    <>
      <p>
        <Link href={CONTENT_ADMIN_PATH} className="font-semibold text-brand-900 underline">
          Content
        </Link>
        <span aria-hidden="true"> › </span>
        <Link href={`${CONTENT_ADMIN_PATH}?type=${segment}`} className="font-semibold text-brand-900 underline">
          {info.name}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">
        {info.many ? `${info.name.replace(/s$/, "")}: ${itemTitle(item, info.name)}` : info.name}
      </h1>
      <ContentEditor
        key={item.id}
        type={item.type}
        item={itemState(item)}
        draft={item.draft as Record<string, unknown>}
        canPublish={canPublishContent(actor.role)}
        href={contentEditorHref(item.type, item.id)}
        notice={notice}
      />
    </>
  );
}
