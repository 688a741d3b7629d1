import { apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { paginationMetadata } from "@/lib/http/query";
import { listNotices } from "@/lib/notices/queries";
import { noticeListQuerySchema } from "@/lib/notices/schema";
import { toLegacyNotice } from "@/lib/notices/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";

/**
 * GET /notice and GET /notice/archived — public: one page of current or archived notices, newest
 * first, filtered by section, literal title text and an inclusive range of upload days.
 */
export function noticeListRoute(archived: boolean) {
  return apiRoute({ query: noticeListQuerySchema }, async ({ query }) => {
    const { items, totalItems } = await listNotices({
      archived,
      section: query.section,
      page: query.page,
      limit: query.limit,
      search: query.regex,
      from: query.created_at_gteq,
      to: query.created_at_lteq,
    });
    return collection(
      "notices",
      items.map((notice) => toLegacyNotice(notice, absoluteUrl)),
      paginationMetadata(query.page, query.limit, totalItems),
    );
  });
}
