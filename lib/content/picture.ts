import { z } from "zod";
import { optionalLocalizedText } from "./localized";

// Apart from schema.ts, which imports the page fields: a page's structured parts may hold a picture too.
/** A picture on this site: a path under /images or an uploaded file under /files, with its size. */
export const pictureSchema = z.object({
  src: z
    .string()
    .trim()
    .regex(/^\/(images|files)\/[^\s\\]+$/, "Choose a picture uploaded to this site."),
  /** Empty only for a decorative picture; editor-side checks warn about a missing one. */
  alt: optionalLocalizedText({ max: 300 }),
  width: z.number().int().positive().max(10_000),
  height: z.number().int().positive().max(10_000),
});
