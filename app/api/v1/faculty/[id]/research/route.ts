import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { addResearch } from "@/lib/faculty/service";
import { toLegacyResearch } from "@/lib/faculty/schema";

/** POST /api/v1/faculty/{id}/research — the profile's owner or an Admin; JSON `{ research_area, research_overview, publications }`. */
export const POST = apiRoute<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const actor = await actorFromRequest(request);
  // Refused before the body is read; the service checks again.
  requireRole(actor, "Faculty");
  const entry = await addResearch(actor, id, await readJsonBody(request));
  return Response.json({ status: "success", message: "Research added successfully", newResearch: toLegacyResearch(entry) }, { status: 201 });
});

export const OPTIONS = preflight;
