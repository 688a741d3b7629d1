import { z } from "zod";
import { apiMethods, apiRoute } from "@/lib/http/handler";
import { jsonObjectSchema } from "@/lib/http/body";
import { deleteResearch, updateResearch } from "@/lib/faculty/service";
import { toLegacyFaculty } from "@/lib/faculty/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";
import { toLegacyResearch } from "@/lib/faculty/schema";

const params = z.object({ id: z.string(), researchId: z.string() });

export const { PATCH, DELETE, OPTIONS } = apiMethods({
  /** PATCH /api/v1/faculty/{id}/research/{researchId} — the profile's owner or an Admin; any of the three fields. */
  PATCH: apiRoute(
    { roles: ["Faculty"], params, body: jsonObjectSchema },
    async ({ actor, params: { id, researchId }, body }) => {
      const entry = await updateResearch(actor, id, researchId, body);
      return Response.json({
        status: "success",
        message: "Research updated successfully",
        research: toLegacyResearch(entry),
      });
    },
  ),

  /** DELETE /api/v1/faculty/{id}/research/{researchId} — the profile's owner or an Admin. */
  DELETE: apiRoute({ roles: ["Faculty"], params }, async ({ actor, params: { id, researchId } }) => {
    const member = await deleteResearch(actor, id, researchId);
    return Response.json({
      status: "success",
      message: "Research deleted successfully",
      updatedFaculty: toLegacyFaculty(member, absoluteUrl),
    });
  }),
});
