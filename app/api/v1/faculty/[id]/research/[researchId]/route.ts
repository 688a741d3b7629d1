import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { deleteResearch, updateResearch } from "@/lib/faculty/service";
import { toLegacyFaculty } from "@/lib/faculty/legacy";
import { absoluteUrl } from "@/lib/seo/metadata";
import { toLegacyResearch } from "@/lib/faculty/schema";

type Params = { id: string; researchId: string };

/** PATCH /api/v1/faculty/{id}/research/{researchId} — the profile's owner or an Admin; any of the three fields. */
export const PATCH = apiRoute<Params>(async (request, { params }) => {
  const { id, researchId } = await params;
  const actor = await actorFromRequest(request);
  // Refused before the body is read; the service checks again.
  requireRole(actor, "Faculty");
  const entry = await updateResearch(actor, id, researchId, await readJsonBody(request));
  return Response.json({ status: "success", message: "Research updated successfully", research: toLegacyResearch(entry) });
});

/** DELETE /api/v1/faculty/{id}/research/{researchId} — the profile's owner or an Admin. */
export const DELETE = apiRoute<Params>(async (request, { params }) => {
  const { id, researchId } = await params;
  const member = await deleteResearch(await actorFromRequest(request), id, researchId);
  return Response.json({ status: "success", message: "Research deleted successfully", updatedFaculty: toLegacyFaculty(member, absoluteUrl) });
});

export const OPTIONS = preflight;
