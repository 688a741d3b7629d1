import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readJsonBody } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { NotFoundError } from "@/lib/errors";
import { parseId } from "@/lib/ids";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { findFaculty } from "@/lib/faculty/queries";
import { toLegacyFaculty } from "@/lib/faculty/legacy";
import { updateFacultyProfile } from "@/lib/faculty/service";

type Params = { id: string };

/** GET /api/v1/faculty/{id} — public: one faculty member, department populated. */
export const GET = apiRoute<Params>(async (_request, { params }) => {
  const id = parseId((await params).id);
  const member = await findFaculty(id);
  if (!member) throw new NotFoundError(`Cannot find faculty with id: ${id}`);
  return single("faculty", toLegacyFaculty(member));
});

/** PUT /api/v1/faculty/{id} — the profile's owner or an Admin; JSON `{ overview?, photo? }`. */
export const PUT = apiRoute<Params>(async (request, { params }) => {
  const { id } = await params;
  const actor = await actorFromRequest(request);
  // Refused before the body is read; the service checks again.
  requireRole(actor, "Faculty");
  const member = await updateFacultyProfile(actor, id, await readJsonBody(request));
  return Response.json({ status: "success", message: "Faculty updated successfully", updatedFaculty: toLegacyFaculty(member) });
});

export const OPTIONS = preflight;
