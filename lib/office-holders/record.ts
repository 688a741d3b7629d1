import { and, eq, max, ne } from "drizzle-orm";
import { officeHolders } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { ConflictError, ValidationError } from "../errors";
import { LEADER_FIELDS } from "../content/page-fields/leadership";
import { defineRecordKind } from "../records/define";
import { blankText, email, fixedKey, optionalText, phone, text, wholeNumber } from "../records/fields";
import { OFFICE_HOLDER_LIMITS as LIMITS } from "./limits";
import { officeUses } from "./uses";

/**
 * Office holders as staff keep them (issue 13, declared once in issue 25): who holds each office
 * and what the pages show of them, live at once. The office key is given when the holder is added
 * and never changes: pages find the holder by it. A holder whose office a page names cannot be
 * deleted (409 naming the pages).
 */

type OfficeHolderRow = typeof officeHolders.$inferSelect;

/** An office holder as its form edits it; `office` is given when it is added, then only shown. */
export type EditableOfficeHolder = Omit<OfficeHolderRow, "createdAt" | "updatedAt"> & { updatedAt: string };

const HINDI_HINT = "Empty: Hindi pages show the site's own Hindi of the English, where it has one, else the English.";

export const OFFICE_HOLDERS = defineRecordKind<EditableOfficeHolder>({
  key: "office-holder",
  noun: { one: "office holder", many: "office holders" },
  table: officeHolders,
  fields: {
    office: fixedKey({
      label: "Office key",
      max: LIMITS.office,
      example: "dean-academics",
      hint: "Lowercase letters, digits and hyphens, like dean-academics; fixed once added. A page shows this office holder where its structured parts name the key (a key ending in a hyphen there, like dean-, takes in every office that starts with it).",
    }),
    title: text({ label: "Title", max: LIMITS.title, hint: "Like Registrar." }),
    titleHi: optionalText({ label: "Title in Hindi", says: "Hindi title", max: LIMITS.title, hint: HINDI_HINT }),
    name: text({ label: "Name", max: LIMITS.name, hint: "As visitors read it, like Prof. (Dr.) A. B. Name." }),
    email: email({
      label: "Email",
      max: LIMITS.email,
      message: "Enter an email address like name@dseu.ac.in, or leave it empty.",
      hint: "Empty: no email is shown.",
    }),
    phone: phone({ label: "Phone", max: LIMITS.phone, hint: "Empty: no phone is shown." }),
    position: wholeNumber({
      label: "Position",
      max: LIMITS.position,
      hint: "Lists of office holders show lower numbers first.",
      hintWhenAdding: "Lists of office holders show lower numbers first. Empty: after the others.",
    }),
    message: blankText({
      label: "Message",
      max: LIMITS.message,
      multiline: true,
      rows: 8,
      hint: "Shown on the office's page and the home page's desks. Empty: no message.",
    }),
    messageHi: optionalText({
      label: "Message in Hindi",
      says: "Hindi message",
      max: LIMITS.message,
      multiline: true,
      rows: 8,
      hint: HINDI_HINT,
    }),
  },
  required: ["office", "title", "name"],
  fixedNote: { update: "the office and the id cannot change", create: "the id is given by the site" },
  roles: { write: ["Editor", "Publisher"] },
  // listOfficeHolders, the one public read (home page, leader and people pages), carries this tag.
  tags: [CACHE_TAGS.officeHolders],
  api: { segment: "office-holders", item: "officeHolder", items: "officeHolders" },
  list: {
    columns: [
      { label: "Position", value: (holder) => String(holder.position), sortBy: "position" },
      { label: "Office", value: (holder) => holder.office, format: "code", sortBy: "office" },
      { label: "Title", value: (holder) => holder.title, link: true, sortBy: "title" },
      { label: "Name", value: (holder) => holder.name, sortBy: "name" },
      { label: "Changed at", value: (holder) => holder.updatedAt, format: "time", sortBy: "changed" },
    ],
    search: [officeHolders.office, officeHolders.title, officeHolders.name, officeHolders.email],
    sort: {
      position: officeHolders.position,
      office: officeHolders.office,
      title: officeHolders.title,
      name: officeHolders.name,
      changed: officeHolders.updatedAt,
    },
    defaultSort: "position",
    perPage: 200,
    caption: "Office holders, in the order pages list them",
  },
  admin: {
    path: "/admin/office-holders",
    title: "Office holders",
    intro:
      "Who holds each office of the university, as the home page's leaders' desks, the officers' pages and the contact tables show them. A saved change is shown to visitors at once; there is no draft or review. An office's key is fixed once added: pages find its holder by it.",
    addLabel: "Add an office holder",
    addIntro:
      "The office key, title and name are needed; the rest can follow. To show the office holder on a page, name the office key in that page's structured parts (its list of offices or contacts) in Content; the academic administration chart already takes in every office starting with dean-.",
    nameOf: (holder) => holder.title,
    deleteName: (holder) => `${holder.title} (${holder.name})`,
    fixedAbout: (holder) => `Office ${holder.office} (fixed: pages find their holder by it). `,
    seenAt: (holder) => {
      const leaderPage = LEADER_FIELDS.find((page) => page.office === holder.office)?.path;
      return leaderPage
        ? {
            before: "Visitors see this office holder on",
            link: { href: leaderPage, text: "the office's page" },
            after: "and wherever pages list them.",
          }
        : { before: "Visitors see this office holder wherever pages list them" };
    },
    added: "Office holder added. Pages that name its office key in their structured parts show them now.",
    deleteConsequence:
      "They leave every page that lists their office. While an officer's page or a page's structured parts name the office, it cannot be deleted: take the office out of those pages first, or change who holds it instead.",
  },
  // The office key is unique: pages find one holder by it. Only an addition sends one.
  async check(tx, id, _before, change) {
    if (change.office === undefined) return;
    const [other] = await tx
      .select({ title: officeHolders.title })
      .from(officeHolders)
      .where(and(eq(officeHolders.office, change.office), ne(officeHolders.id, id)));
    if (!other) return;
    const message = `${other.title} already has the office key ${change.office}; give this office another.`;
    throw new ValidationError(`office: ${message}`, { office: message });
  },
  // Without a position the new holder comes after the others in the lists.
  async insert(tx, id, { position, ...fields }, now) {
    const [last] = await tx.select({ position: max(officeHolders.position) }).from(officeHolders);
    const after = Math.min((last?.position ?? -1) + 1, LIMITS.position);
    await tx
      .insert(officeHolders)
      .values({ ...fields, position: position ?? after, id, createdAt: now, updatedAt: now });
  },
  // Refused while the site names the office (lib/office-holders/uses.ts): deleting the holder would
  // empty a page that expects one. Checked here, in the transaction and after the row lock.
  async remove(tx, id) {
    const [holder] = await tx
      .select({ office: officeHolders.office })
      .from(officeHolders)
      .where(eq(officeHolders.id, id));
    if (!holder) return;
    const uses = await officeUses(tx, holder.office);
    if (uses.length)
      throw new ConflictError(
        `The office ${holder.office} is named by ${uses.join("; ")}. Nothing was deleted: take the office out of those pages first, or change who holds it instead.`,
      );
    await tx.delete(officeHolders).where(eq(officeHolders.id, id));
  },
});
