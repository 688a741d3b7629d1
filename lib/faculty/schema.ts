import { z } from "zod";
import { fileIdOfPath } from "../files/urls";
import { legacyFacultySchema } from "./legacy";
import type { ResearchEntry } from "./queries";

/**
 * What a faculty member (or an administrator) may change on a profile: the overview text, the
 * photo (the address of a picture stored on this site, or an image file sent as `image`) and the research entries. Field names
 * are the old API's.
 */
export const OVERVIEW_MAX_LENGTH = 20_000;

// Only the site's own files: another site's picture is blocked by the CSP and could change or track.
const sitePhotoOrEmpty = z
  .string()
  .trim()
  .max(2000, "must be at most 2000 characters")
  .refine(
    (text) => text === "" || fileIdOfPath(text) !== undefined,
    "must be the address of a photo uploaded to this site (/files/…), or empty",
  );

/** The text fields of a profile change; with an uploaded photo file, any of them may be absent. */
export const facultyProfileFieldsSchema = z.object({
  overview: z
    .string({ message: "must be text" })
    .trim()
    .max(OVERVIEW_MAX_LENGTH, `must be at most ${OVERVIEW_MAX_LENGTH} characters`)
    .optional(),
  photo: sitePhotoOrEmpty.optional(),
});

export const facultyProfileSchema = facultyProfileFieldsSchema.refine(
  (data) => data.overview !== undefined || data.photo !== undefined,
  {
    message: "Send the overview (or photo) to change.",
    path: ["overview"],
  },
);
export type FacultyProfileInput = z.input<typeof facultyProfileSchema>;

const researchFields = {
  research_area: z.string({ message: "must be text" }).trim().max(300, "must be at most 300 characters"),
  research_overview: z.string({ message: "must be text" }).trim().max(10_000, "must be at most 10000 characters"),
  // One free-text block; items are separated by commas or new lines.
  publications: z.string({ message: "must be text" }).trim().max(20_000, "must be at most 20000 characters"),
};

export const newResearchSchema = z
  .object({
    research_area: researchFields.research_area.default(""),
    research_overview: researchFields.research_overview.default(""),
    publications: researchFields.publications.default(""),
  })
  .refine((r) => r.research_area !== "" || r.research_overview !== "" || r.publications !== "", {
    message: "Fill in the research area, the overview or the publications.",
    path: ["research_area"],
  });
export type NewResearchInput = z.input<typeof newResearchSchema>;

export const researchChangesSchema = z
  .object({
    research_area: researchFields.research_area.optional(),
    research_overview: researchFields.research_overview.optional(),
    publications: researchFields.publications.optional(),
  })
  .refine((r) => Object.values(r).some((v) => v !== undefined), {
    message: "Send research_area, research_overview or publications to change.",
    path: ["research_area"],
  });
export type ResearchChangesInput = z.input<typeof researchChangesSchema>;

/** A research entry in the old API's shape (as inside a faculty member's `research`). */
export const legacyResearchSchema = legacyFacultySchema.shape.research.element;
export type LegacyResearch = z.infer<typeof legacyResearchSchema>;

export function toLegacyResearch(entry: ResearchEntry): LegacyResearch {
  return {
    _id: entry.id,
    research_area: entry.researchArea,
    research_overview: entry.researchOverview,
    publications: entry.publications,
  };
}
