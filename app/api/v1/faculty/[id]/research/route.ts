import { apiMethods, apiRoute } from "@/lib/http/handler";
import { jsonObjectSchema } from "@/lib/http/body";
import { idParams } from "@/lib/http/params";
import { addResearch } from "@/lib/faculty/service";
import { toLegacyResearch } from "@/lib/faculty/schema";

export const { POST, OPTIONS } = apiMethods({
  /** POST /api/v1/faculty/{id}/research — the profile's owner or an Admin; JSON `{ research_area, research_overview, publications }`. */
  POST: apiRoute({ roles: ["Faculty"], params: idParams, body: jsonObjectSchema }, async ({ actor, params, body }) => {
    const entry = await addResearch(actor, params.id, body);
    return Response.json(
      { status: "success", message: "Research added successfully", newResearch: toLegacyResearch(entry) },
      { status: 201 },
    );
  }),
});
