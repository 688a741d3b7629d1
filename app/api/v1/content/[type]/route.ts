import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { single } from "@/lib/http/envelope";
import { NotFoundError } from "@/lib/errors";
import { CONTENT_BODY_MAX_BYTES, contentTypeOf, publicList, publicPage, STAFF_ROLES } from "@/lib/content/api";
import { findPublishedPage, listPublished } from "@/lib/content/queries";
import { createItemInputSchema } from "@/lib/content/schema";
import { createContentItem } from "@/lib/content/service";

const typeParams = z.object({ type: z.string() });
const pageQuerySchema = z.object({ path: z.string().trim().min(1).max(500).optional() });

export const { GET, POST, OPTIONS } = apiMethods({
  /**
   * GET /api/v1/content/{type} — public: what visitors see now. `pages?path=/about-us/history` gives
   * one page `{ page: { _id, path, title, summary, body, updatedAt } }` (404 for an unknown path);
   * `pages` alone lists the live pages; `news`, `events`, `achievements`, `partners`, `tenders`,
   * `admission-popup`, `navigation`, `home` and `site-settings` give that type's data.
   */
  GET: apiRoute({ params: typeParams, query: pageQuerySchema }, async ({ params, query }) => {
    const type = contentTypeOf(params.type);
    const now = new Date();
    if (type === "page") {
      if (query.path) {
        const page = await findPublishedPage(query.path, now);
        if (!page) throw new NotFoundError(`No page at ${query.path.slice(0, 200)}.`);
        return single("page", publicPage(page));
      }
      const pages = (await listPublished("page", now)).map((page) => ({
        _id: page.id,
        path: page.data.path,
        title: page.data.title.en,
        updatedAt: page.updatedAt,
      }));
      return Response.json({ status: "success", results: pages.length, data: { pages } });
    }
    const { key, value, results } = publicList(type, await listPublished(type, now), now);
    return Response.json({ status: "success", results, data: { [key]: value } });
  }),
  /** POST /api/v1/content/{pages|tenders} — Editor, Publisher or Admin: `{ data }`, a new draft (201). */
  POST: apiRoute(
    { roles: STAFF_ROLES, params: typeParams, body: createItemInputSchema, maxBytes: CONTENT_BODY_MAX_BYTES },
    async ({ actor, params, body }) => {
      return single("item", await createContentItem(actor, contentTypeOf(params.type), body.data), 201);
    },
  ),
});
