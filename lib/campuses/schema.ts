import { z } from "zod";
import { blankableText, createSchema, optionalText, requiredText as text, updateSchema } from "../reference/fields";
import { fileIdOfPath } from "../files/urls";
import { isHttpsUrl } from "../validation";
import { CAMPUS_LIMITS } from "./limits";
import { ZONES } from "./zones";

/**
 * What staff may change about a campus (issue 13): its texts, zone, director, links and lists.
 * The slug is not here: it is made from the name when the campus is added, and the campus's
 * address on the site stays when its name changes, so links to it keep working. On an update every
 * field is optional (the API may send only what changed); `updatedAt` is the version the editor
 * started from and is always required.
 */

export const CAMPUS_PHOTO_MESSAGE = "Use the address of a picture uploaded to this site (/files/…), or leave it empty.";

/** An address kept in a NOT NULL column: empty ("none") or one that `valid` accepts. */
const blankableLink = (label: string, message: string, valid: (text: string) => boolean) =>
  blankableText(label, CAMPUS_LIMITS.url).refine((value) => value === "" || valid(value), message);

/** A list of short texts (programmes, labs): blank entries are dropped, repeats kept once. */
const shortList = (item: string, plural: string) =>
  z
    .array(
      z
        .string({ error: `Give each ${item} as text.` })
        .trim()
        .max(CAMPUS_LIMITS.listItem, `Keep each ${item} to ${CAMPUS_LIMITS.listItem} characters or fewer.`),
      { error: `Give the ${plural} as a list.` },
    )
    .transform((items) => [...new Set(items.filter(Boolean))])
    .refine((items) => items.length <= CAMPUS_LIMITS.listItems, `List at most ${CAMPUS_LIMITS.listItems} ${plural}.`);

const campusFields = {
  name: text("name", CAMPUS_LIMITS.name),
  nameHi: optionalText("Hindi name", CAMPUS_LIMITS.name),
  zone: z.enum(ZONES, { error: `Choose one of the zones: ${ZONES.join(", ")}.` }),
  director: blankableText("director's name", CAMPUS_LIMITS.director),
  directorEmail: blankableText("director's email", CAMPUS_LIMITS.directorEmail).refine(
    (value) => value === "" || z.email().safeParse(value).success,
    "Use an email address like director@dseu.ac.in, or leave it empty.",
  ),
  directorMessage: blankableText("director's message", CAMPUS_LIMITS.directorMessage),
  directorMessageHi: optionalText("Hindi director's message", CAMPUS_LIMITS.directorMessage),
  address: blankableText("address", CAMPUS_LIMITS.address),
  addressHi: optionalText("Hindi address", CAMPUS_LIMITS.address),
  mapUrl: blankableLink("map link", "Use an https:// address, or leave it empty.", isHttpsUrl),
  about: blankableText("description", CAMPUS_LIMITS.about),
  aboutHi: optionalText("Hindi description", CAMPUS_LIMITS.about),
  programmesOffered: shortList("programme", "programmes"),
  labs: shortList("lab", "labs"),
  // Only a picture stored on this site: another site's could change, track visitors or vanish.
  // The service checks that the file is a stored image.
  photoUrl: blankableLink("photo address", CAMPUS_PHOTO_MESSAGE, (value) => fileIdOfPath(value) !== undefined),
};

export const campusUpdateSchema = updateSchema("campus", campusFields, "the slug and the id cannot change");

/** A new campus: its name and zone at least; the slug is made from the name by the service, once. */
export const campusCreateSchema = createSchema(
  campusFields,
  ["name", "zone"],
  "the slug is made from the name and the id is given by the site",
);

export type CampusUpdateInput = z.input<typeof campusUpdateSchema>;
export type CampusCreateInput = z.input<typeof campusCreateSchema>;
