import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { readFormBody, readJsonBody } from "@/lib/http/body";
import { single } from "@/lib/http/envelope";
import { AppError, NotFoundError, ValidationError } from "@/lib/errors";
import { parseId } from "@/lib/ids";
import { config, FORM_OVERHEAD_BYTES } from "@/lib/config";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { requireRole } from "@/lib/auth/actor";
import { findFaculty } from "@/lib/faculty/queries";
import { toLegacyFaculty } from "@/lib/faculty/legacy";
import { photoTooLargeMessage, updateFacultyProfile } from "@/lib/faculty/service";
import { absoluteUrl } from "@/lib/seo/metadata";

type Params = { id: string };

/** GET /api/v1/faculty/{id} — public: one faculty member, department populated. */
export const GET = apiRoute<Params>(async (_request, { params }) => {
  const id = parseId((await params).id);
  const member = await findFaculty(id);
  if (!member) throw new NotFoundError(`Cannot find faculty with id: ${id}`);
  return single("faculty", toLegacyFaculty(member, absoluteUrl));
});

/** The text fields of a multipart profile form, and its photo file (`image`). */
async function readProfileForm(request: Request): Promise<{ fields: Record<string, string>; image?: File }> {
  const form = await readFormBody(request, { maxBytes: config().photoMaxBytes + FORM_OVERHEAD_BYTES, tooLargeMessage: photoTooLargeMessage() });
  const fields: Record<string, string> = {};
  for (const name of ["overview", "photo"]) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  const image = form.get("image");
  if (typeof image === "string") throw new ValidationError("image: send the photo as a file.", "image");
  return { fields, image: image ?? undefined };
}

/**
 * PUT /api/v1/faculty/{id} — the profile's owner or an Admin: JSON `{ overview?, photo? }`, or
 * multipart/form-data with `overview` and/or the photo file `image` (JPEG, PNG or WebP).
 */
export const PUT = apiRoute<Params>(async (request, { params }) => {
  const { id } = await params;
  const actor = await actorFromRequest(request);
  // Refused before the body is read; the service checks again.
  requireRole(actor, "Faculty");
  const type = request.headers.get("content-type") ?? "";
  let member;
  if (/^multipart\/form-data\b/i.test(type)) {
    const { fields, image } = await readProfileForm(request);
    member = await updateFacultyProfile(actor, id, fields, image);
  } else if (/^application\/json\b/i.test(type)) {
    member = await updateFacultyProfile(actor, id, await readJsonBody(request));
  } else {
    throw new AppError(415, "Send JSON (application/json), or multipart/form-data with the photo file in the field image.");
  }
  return Response.json({ status: "success", message: "Faculty updated successfully", updatedFaculty: toLegacyFaculty(member, absoluteUrl) });
});

export const OPTIONS = preflight;
