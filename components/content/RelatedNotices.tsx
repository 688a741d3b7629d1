import { listNotices, noticeSummary, type NoticeSummary } from "@/lib/notices/queries";
import { NoticeList } from "@/components/home/NoticeList";

/**
 * The current notices whose title contains a phrase, or any of several (for example the order
 * that constituted a committee), read from the database so that a notice uploaded by staff
 * appears here without a code change. Pages that use it must call `await connection()` first.
 */
export async function RelatedNotices({
  search,
  emptyText,
  limit = 5,
}: {
  search: string | readonly string[];
  emptyText: string;
  limit?: number;
}) {
  const phrases = typeof search === "string" ? [search] : search;
  const lists = await Promise.all(
    phrases.map((phrase) => listNotices({ archived: false, page: 1, limit, search: phrase })),
  );
  const unique = new Map(lists.flatMap((list) => list.items).map((n) => [n.id, n]));
  const notices: NoticeSummary[] = [...unique.values()]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit)
    .map(noticeSummary);
  return <NoticeList notices={notices} emptyText={emptyText} />;
}
