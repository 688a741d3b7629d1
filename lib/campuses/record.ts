import { eq, ne } from "drizzle-orm";
import { campuses, storedFiles } from "../db/schema";
import type { Executor } from "../db/client";
import { fileIdOfPath } from "../files/urls";
import { CACHE_TAGS } from "../cache-tags";
import { ValidationError } from "../errors";
import { isHttpsUrl } from "../validation";
import { defineRecordKind } from "../records/define";
import { blankText, checkedText, choice, email, lines, optionalText, text } from "../records/fields";
import { CAMPUS_LIMITS as LIMITS } from "./limits";
import { campusSlug } from "./slug";
import { ZONES } from "./zones";

/**
 * Campus facts as staff keep them (issue 13, declared once in issue 25): texts, zone, director,
 * links and lists, live at once. The slug is made from the name when the campus is added and never
 * written again: the campus keeps its address on the site when its name changes.
 */

type CampusRow = typeof campuses.$inferSelect;

/** A campus as its form edits it: every column but the timestamps; the slug and the photos are shown, not edited. */
export type EditableCampus = Omit<CampusRow, "createdAt" | "updatedAt"> & { updatedAt: string };

export const CAMPUS_PHOTO_MESSAGE = "Use the address of a picture uploaded to this site (/files/…), or leave it empty.";

const ZONE_LABELS: Record<(typeof ZONES)[number], string> = {
  central: "Central zone",
  north: "North zone",
  south: "South zone",
  east: "East zone",
  west: "West zone",
};

/** A campus photo names a picture stored on this site (`/files/{id}/{name}`), not a document or nothing. */
async function checkPhotoIsStoredImage(tx: Executor, address: string): Promise<void> {
  const fileId = fileIdOfPath(address);
  const [file] = fileId
    ? await tx.select({ contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.id, fileId))
    : [];
  if (!file?.contentType.startsWith("image/"))
    throw new ValidationError(`photoUrl: ${CAMPUS_PHOTO_MESSAGE}`, { photoUrl: CAMPUS_PHOTO_MESSAGE });
}

const listHint = (extra = "") => `One a line${extra} (each up to ${LIMITS.listItem} characters).`;

export const CAMPUSES = defineRecordKind<EditableCampus>({
  key: "campus",
  noun: { one: "campus", many: "campuses" },
  table: campuses,
  fields: {
    name: text({
      label: "Name",
      max: LIMITS.name,
      hint: "The campus's page address is made from this name now and stays when the name changes later. No other campus may have the name.",
      hintOf: (campus) =>
        `The campus's page stays at /campus/${String(campus.slug)} when the name changes. No other campus may have the name.`,
    }),
    nameHi: optionalText({
      label: "Name in Hindi",
      says: "Hindi name",
      max: LIMITS.name,
      hint: "Shown on the Hindi pages; empty: the English name.",
    }),
    zone: choice({ label: "Zone", values: ZONES, labels: ZONE_LABELS, placeholder: "Choose a zone" }),
    director: blankText({ label: "Director", says: "director's name", max: LIMITS.director }),
    directorEmail: email({
      label: "Director's email",
      max: LIMITS.directorEmail,
      message: "Use an email address like director@dseu.ac.in, or leave it empty.",
      hint: "Like director@dseu.ac.in; may be empty.",
    }),
    directorMessage: blankText({
      label: "Director's message",
      max: LIMITS.directorMessage,
      multiline: true,
    }),
    directorMessageHi: optionalText({
      label: "Director's message in Hindi",
      says: "Hindi director's message",
      max: LIMITS.directorMessage,
      multiline: true,
    }),
    address: blankText({ label: "Address", max: LIMITS.address }),
    addressHi: optionalText({ label: "Address in Hindi", says: "Hindi address", max: LIMITS.address }),
    mapUrl: checkedText({
      label: "Map link",
      max: LIMITS.url,
      message: "Use an https:// address, or leave it empty.",
      valid: isHttpsUrl,
      hint: "An https:// address. Empty: a map search for the name and address.",
    }),
    about: blankText({ label: "About the campus", says: "description", max: LIMITS.about, multiline: true }),
    aboutHi: optionalText({
      label: "About the campus in Hindi",
      says: "Hindi description",
      max: LIMITS.about,
      multiline: true,
    }),
    programmesOffered: lines({
      label: "Programmes offered",
      item: "programme",
      plural: "programmes",
      max: LIMITS.listItem,
      maxItems: LIMITS.listItems,
      hint: `${listHint(", as the campus lists them")} Programmes linked to the campus on their own form are shown too.`,
    }),
    labs: lines({
      label: "Labs",
      item: "lab",
      plural: "labs",
      max: LIMITS.listItem,
      maxItems: LIMITS.listItems,
      hint: listHint(),
    }),
    // Only a picture stored on this site: another site's could change, track visitors or vanish.
    // The check below makes sure the file is a stored image.
    photoUrl: checkedText({
      label: "Photo",
      says: "photo address",
      max: LIMITS.url,
      message: CAMPUS_PHOTO_MESSAGE,
      valid: (value) => fileIdOfPath(value) !== undefined,
      hint: "The address of a picture uploaded to this site (/files/…); may be empty.",
    }),
  },
  required: ["name", "zone"],
  fixedNote: {
    update: "the slug and the id cannot change",
    create: "the slug is made from the name and the id is given by the site",
  },
  roles: { write: ["Editor", "Publisher"] },
  // Every public read of campuses (zone and campus pages, the home page, /api/v1/campus, forms'
  // campus lists) carries this tag.
  tags: [CACHE_TAGS.campuses],
  api: { segment: "campuses", item: "campus", items: "campuses" },
  list: {
    columns: [
      { label: "Campus", value: (campus) => campus.name, sortBy: "name" },
      { label: "Director", value: (campus) => campus.director || "Not published" },
      { label: "Hindi name", value: (campus) => campus.nameHi ?? "Not written" },
      { label: "Changed at", value: (campus) => campus.updatedAt, format: "time", sortBy: "changed" },
    ],
    search: [campuses.name, campuses.nameHi, campuses.director, campuses.address],
    sort: { name: campuses.name, changed: campuses.updatedAt },
    defaultSort: "name",
    perPage: 200,
    filters: {
      zone: {
        label: "Zone",
        column: campuses.zone,
        options: ZONES.map((zone) => ({ value: zone, label: ZONE_LABELS[zone] })),
      },
    },
    groupBy: {
      value: (campus) => campus.zone,
      groups: ZONES.map((zone) => ({
        value: zone,
        heading: ZONE_LABELS[zone],
        caption: `Campuses of the ${ZONE_LABELS[zone].toLowerCase()}`,
      })),
    },
  },
  admin: {
    path: "/admin/campuses",
    title: "Campuses",
    intro:
      "The facts visitors read on the zone pages, each campus's page and the home page's campus list. A saved change is shown to visitors at once; there is no draft or review.",
    addLabel: "Add a campus",
    addIntro:
      "The name and zone are needed; the rest can follow. Visitors see the campus on its zone's page, its own page and the home page as soon as it is added. Link programmes to it on each programme's form.",
    nameOf: (campus) => campus.name,
    seenAt: (campus) => ({
      before: "Visitors see this campus at",
      link: { href: `/campus/${campus.slug}`, text: "its page" },
    }),
    saved: "Campus saved. Visitors see the new facts now.",
    added: "Campus added. Visitors see it now; link programmes to it on their own forms.",
    deleteConsequence: (campus) =>
      `Its page /campus/${campus.slug} goes, and it leaves its zone's page, the home page, the contact page, the forms' campus lists and the search. The programmes offered at it stay, no longer linked to it.`,
  },
  // The name is unique. Names that differ only in case or punctuation count as the same: a campus
  // page is found by its slug or by its name's slug, so both would lead to one page.
  async check(tx, id, _before, change) {
    if (change.photoUrl) await checkPhotoIsStoredImage(tx, change.photoUrl);
    if (change.name === undefined) return;
    const wanted = campusSlug(change.name);
    const others = await tx
      .select({ name: campuses.name, slug: campuses.slug })
      .from(campuses)
      .where(ne(campuses.id, id));
    const sameName = others.find((other) => campusSlug(other.name) === wanted);
    const samePage = others.find((other) => other.slug === wanted);
    if (!sameName && !samePage) return;
    const message = sameName
      ? `${sameName.name} already has this name; give this campus another.`
      : `${samePage!.name} is at /campus/${wanted}, where this name would lead too; give this campus another.`;
    throw new ValidationError(`name: ${message}`, { name: message });
  },
  // The campus's address is made from its name once, here; a name with no letter or digit has none.
  async insert(tx, id, fields, now) {
    const slug = campusSlug(fields.name);
    if (!slug) {
      const message = "Use letters a-z or digits in the name too: the campus's address on the site is made from them.";
      throw new ValidationError(`name: ${message}`, { name: message });
    }
    await tx.insert(campuses).values({ ...fields, slug, id, createdAt: now, updatedAt: now });
  },
  // Its programme links go with it (the foreign key cascades): the programmes stay, no longer
  // offered at it. Submissions and admission records name campuses in their own text and keep it.
});
