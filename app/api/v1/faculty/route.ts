import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { paginationMetadata, paginationSchema } from "@/lib/http/query";
import { listFaculty } from "@/lib/faculty/queries";
import { toLegacyFaculty } from "@/lib/faculty/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";

export const { GET, OPTIONS } = apiMethods({
  /** GET /api/v1/faculty?page=&limit= — public; faculty sorted by first name, department populated. */
  GET: apiRoute({ query: paginationSchema }, async ({ query: { page, limit } }) => {
    const { items, totalItems } = await listFaculty(page, limit);
    return collection(
      "faculty",
      items.map((member) => toLegacyFaculty(member, absoluteUrl)),
      paginationMetadata(page, limit, totalItems),
    );
  }),
});
