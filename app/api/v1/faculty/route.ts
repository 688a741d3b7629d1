import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { collection } from "@/lib/http/envelope";
import { paginationMetadata, paginationSchema, parseQuery } from "@/lib/http/query";
import { listFaculty } from "@/lib/faculty/queries";
import { toLegacyFaculty } from "@/lib/faculty/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";

/** GET /api/v1/faculty?page=&limit= — public; faculty sorted by first name, department populated. */
export const GET = apiRoute(async (request) => {
  const { page, limit } = parseQuery(paginationSchema, request);
  const { items, totalItems } = await listFaculty(page, limit);
  return collection("faculty", items.map((member) => toLegacyFaculty(member, absoluteUrl)), paginationMetadata(page, limit, totalItems));
});

export const OPTIONS = preflight;
