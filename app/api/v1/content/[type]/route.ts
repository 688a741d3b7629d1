import { z } from "zod";
import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { parseQuery } from "@/lib/http/query";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { NotFoundError } from "@/lib/errors";
import { CONTENT_BODY_MAX_BYTES, contentTypeOf, publicList, publicPage, STAFF_ROLES } from "@/lib/content/api";
import { findPublishedPage, listPublished } from "@/lib/content/queries";
import { createItemInputSchema } from "@/lib/content/schema";
import { parseWith } from "@/lib/content/parse";
import { createContentItem } from "@/lib/content/service";

type Params = { type: string };

const pageQuerySchema = z.object({ path: z.string().trim().min(1).max(500).optional() });

/**
 * GET /api/v1/content/{type} — public: what visitors see now. `pages?path=/about-us/history` gives
 * one page `{ page: { _id, path, title, summary, body, updatedAt } }` (404 for an unknown path);
 * `pages` alone lists the live pages; `news`, `events`, `achievements`, `partners`, `tenders`,
 * `admission-popup`, `navigation`, `home` and `site-settings` give that type's data.
 */
export const GET = apiRoute<Params>(async (request, { params }) => {
  const type = contentTypeOf((await params).type);
  const now = new Date();
  if (type === "page") {
    const { path } = parseQuery(pageQuerySchema, request);
    if (path) {
      const page = await findPublishedPage(path, now);
      if (!page) throw new NotFoundError(`No page at ${path.slice(0, 200)}.`);
      return single("page", publicPage(page));
    }
    const pages = (await listPublished("page", now)).map((page) => ({ _id: page.id, path: page.data.path, title: page.data.title.en, updatedAt: page.updatedAt }));
    return Response.json({ status: "success", results: pages.length, data: { pages } });
  }
  const { key, value, results } = publicList(type, await listPublished(type, now), now);
  return Response.json({ status: "success", results, data: { [key]: value } });
});

/** POST /api/v1/content/{pages|tenders} — Editor, Publisher or Admin: `{ data }`, a new draft (201). */
export const POST = apiRoute<Params>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  requireRole(actor, ...STAFF_ROLES);
  const type = contentTypeOf((await params).type);
  const { data } = parseWith(createItemInputSchema, await readJsonBody(request, CONTENT_BODY_MAX_BYTES));
  return single("item", await createContentItem(actor, type, data), 201);
});

export const OPTIONS = preflight;
