import Link from "next/link";
import { listNotices, type NoticeSummary } from "@/lib/notices/queries";
import { NoticeList } from "@/components/home/NoticeList";

/**
 * The current notices whose title contains a phrase (for example the order that constituted a
 * committee), read from the database so an upload by staff appears here without a code change.
 * Pages that use it must call `await connection()` first.
 */
export async function RelatedNotices({
  search,
  sections,
  emptyText,
  limit = 5,
  archiveLink,
}: {
  search: string;
  /** Only these sections; all sections when left out. */
  sections?: readonly string[];
  emptyText: string;
  limit?: number;
  archiveLink?: { href: string; label: string };
}) {
  const lists = await Promise.all(
    (sections ?? [undefined]).map((section) => listNotices({ section, archived: false, page: 1, limit, search })),
  );
  const notices: NoticeSummary[] = lists
    .flatMap((list) => list.items)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit)
    .map((n) => ({ id: n.id, title: n.title, section: n.section, createdAt: n.createdAt, fileUrl: n.file.url, sizeBytes: n.file.sizeBytes }));
  return (
    <div>
      <NoticeList notices={notices} emptyText={emptyText} />
      {archiveLink ? (
        <p className="mt-2 text-sm">
          <Link href={archiveLink.href} className="text-brand-900 underline">
            {archiveLink.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
