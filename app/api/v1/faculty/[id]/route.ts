import { apiMethods, apiRoute } from "@/lib/http/handler";
import { jsonObjectSchema } from "@/lib/http/body";
import { idParams } from "@/lib/http/params";
import { single } from "@/lib/http/envelope";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { parseId } from "@/lib/ids";
import { config } from "@/lib/config";
import { findFaculty } from "@/lib/faculty/queries";
import { toLegacyFaculty } from "@/lib/faculty/legacy";
import { photoTooLargeMessage, updateFacultyProfile } from "@/lib/faculty/service";
import { absoluteUrl } from "@/lib/seo/metadata";

/** The text fields of a multipart profile form, and its photo file (`image`). */
function profileForm(form: FormData): { fields: Record<string, string>; image?: File } {
  const fields: Record<string, string> = {};
  for (const name of ["overview", "photo"]) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = value;
  }
  const image = form.get("image");
  if (typeof image === "string") throw new ValidationError("image: send the photo as a file.", "image");
  return { fields, image: image ?? undefined };
}

export const { GET, PUT, OPTIONS } = apiMethods({
  /** GET /api/v1/faculty/{id} — public: one faculty member, department populated. */
  GET: apiRoute({ params: idParams }, async ({ params }) => {
    const id = parseId(params.id);
    const member = await findFaculty(id);
    if (!member) throw new NotFoundError(`Cannot find faculty with id: ${id}`);
    return single("faculty", toLegacyFaculty(member, absoluteUrl));
  }),

  /**
   * PUT /api/v1/faculty/{id} — the profile's owner or an Admin: JSON `{ overview?, photo? }`, or
   * multipart/form-data with `overview` and/or the photo file `image` (JPEG, PNG or WebP).
   */
  PUT: apiRoute(
    {
      roles: ["Faculty"],
      params: idParams,
      body: jsonObjectSchema,
      form: { maxFileBytes: () => config().photoMaxBytes, tooLargeMessage: photoTooLargeMessage },
      unsupportedTypeMessage:
        "Send JSON (application/json), or multipart/form-data with the photo file in the field image.",
    },
    async ({ actor, params, body, form }) => {
      let member;
      if (form) {
        const { fields, image } = profileForm(form);
        member = await updateFacultyProfile(actor, params.id, fields, image);
      } else {
        member = await updateFacultyProfile(actor, params.id, body);
      }
      return Response.json({
        status: "success",
        message: "Faculty updated successfully",
        updatedFaculty: toLegacyFaculty(member, absoluteUrl),
      });
    },
  ),
});
