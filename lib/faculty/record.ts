import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "../db/client";
import { departments, faculty } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { ConflictError, ValidationError } from "../errors";
import { defineRecordKind } from "../records/define";
import { blankText, choice, email, reference, text } from "../records/fields";
import { OVERVIEW_MAX_LENGTH } from "./schema";

/**
 * Faculty members as staff keep them (issue 25): Editors, Publishers and Admins add a member,
 * change their name, email, designation and department, and delete one who left, so a new head
 * of department can be named (a department's head is the member with the head's email). A faculty
 * member still changes their own overview, photo and research through lib/faculty/service.ts;
 * both paths move the profile's updatedAt, so a staff save over a member's newer change is refused
 * naming them. The photo stays the member's (or an administrator's) to upload.
 */

/** A member as the staff form edits it: no search vector, no photo (the member's own to change). */
export type EditableFacultyMember = Omit<
  typeof faculty.$inferSelect,
  "createdAt" | "updatedAt" | "searchVector" | "photo" | "photoFileId" | "school"
> & { updatedAt: string };

export const FACULTY_LIMITS = { name: 200, salutation: 40, email: 254, designation: 200 } as const;

const FACULTY_TYPES = ["DSEU", "Deemed Deputation"] as const;

async function departmentOptions() {
  const rows = await db()
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .orderBy(asc(departments.name));
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

export const FACULTY_MEMBERS = defineRecordKind<EditableFacultyMember>({
  key: "faculty",
  noun: { one: "faculty member", many: "faculty members" },
  table: faculty,
  fields: {
    salutation: blankText({
      label: "Salutation",
      max: FACULTY_LIMITS.salutation,
      hint: "Like Dr. or Prof.; may be empty.",
    }),
    firstname: text({ label: "First name", max: FACULTY_LIMITS.name }),
    surname: blankText({ label: "Surname", max: FACULTY_LIMITS.name, hint: "May be empty." }),
    email: email({
      label: "Email",
      max: FACULTY_LIMITS.email,
      required: true,
      message: "Enter an email address like name@dseu.ac.in.",
      hint: "The member signs in to edit their profile with this email; a department names its head by it. No other member may have it.",
    }),
    designation: text({ label: "Designation", max: FACULTY_LIMITS.designation, hint: "Like Assistant Professor." }),
    facultyType: choice({
      label: "Faculty type",
      says: "faculty type",
      values: FACULTY_TYPES,
      placeholder: "Choose a type",
      hint: "Department pages list DSEU faculty first, then those on deemed deputation.",
    }),
    departmentId: reference({
      label: "Department",
      placeholder: "No department",
      load: departmentOptions,
      message: "Choose a department from the list.",
      hint: "The member is listed on this department's page.",
    }),
    overview: blankText({
      label: "Overview",
      max: OVERVIEW_MAX_LENGTH,
      multiline: true,
      rows: 8,
      hint: "Shown on the member's profile; the member can change it too.",
    }),
  },
  required: ["firstname", "email", "designation", "facultyType"],
  fixedNote: {
    update: "the photo and research are the member's to change, and the id cannot change",
    create: "the photo and research are added by the member, and the id is given by the site",
  },
  hiddenColumns: ["searchVector", "photo", "photoFileId", "school"],
  roles: { write: ["Editor", "Publisher"] },
  // listFaculty (department and faculty pages, profiles, the HOD card, /api/v1/faculty) carries it.
  tags: [CACHE_TAGS.faculty],
  api: { segment: "faculty-members", item: "facultyMember", items: "facultyMembers" },
  list: {
    columns: [
      {
        label: "Name",
        value: (member) => [member.salutation, member.firstname, member.surname].filter(Boolean).join(" "),
        sortBy: "name",
      },
      { label: "Email", value: (member) => member.email, sortBy: "email" },
      { label: "Designation", value: (member) => member.designation, sortBy: "designation" },
      { label: "Changed at", value: (member) => member.updatedAt, format: "time", sortBy: "changed" },
    ],
    search: [faculty.firstname, faculty.surname, faculty.email, faculty.designation],
    sort: {
      name: faculty.firstname,
      email: faculty.email,
      designation: faculty.designation,
      changed: faculty.updatedAt,
    },
    defaultSort: "name",
    filters: { department: { label: "Department", column: faculty.departmentId, load: departmentOptions } },
  },
  admin: {
    path: "/admin/faculty",
    title: "Faculty members",
    intro:
      "The university's teachers as department pages, profiles and the faculty search list them. A saved change is shown to visitors at once. A department's head must be a faculty member: add them here first, then name their email as the head on the department's form.",
    addLabel: "Add a faculty member",
    addIntro:
      "The first name, email, designation and type are needed. Once added, the member can sign in with this email to write their overview, photo and research, and can be named a department's head.",
    nameOf: (member) => [member.salutation, member.firstname, member.surname].filter(Boolean).join(" "),
    seenAt: (member) => ({
      before: "Visitors see this member on",
      link: { href: `/faculty/${member.id}`, text: "their profile" },
      after: "and their department's page.",
    }),
    added: "Faculty member added. Visitors see them on their department's page and in the faculty search now.",
    deleteConsequence:
      "Their profile and research entries go, and they leave their department's page and the faculty search. While a department names them as its head, they cannot be deleted: name another head first.",
  },
  async check(tx, id, _before, change) {
    const fieldErrors: Record<string, string> = {};
    if (change.email !== undefined) {
      // Case is ignored: sign-in and the head's lookup compare emails without it.
      const [other] = await tx
        .select({ firstname: faculty.firstname, surname: faculty.surname })
        .from(faculty)
        .where(and(sql`lower(trim(${faculty.email})) = ${change.email.trim().toLowerCase()}`, ne(faculty.id, id)));
      if (other)
        fieldErrors.email = `${[other.firstname, other.surname].filter(Boolean).join(" ")} already has this email; each member needs their own.`;
    }
    if (change.departmentId) {
      const [department] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.id, change.departmentId));
      if (!department) fieldErrors.departmentId = "This department no longer exists; choose another.";
    }
    const first = Object.entries(fieldErrors)[0];
    if (first) throw new ValidationError(`${first[0]}: ${first[1]}`, fieldErrors);
  },
  // Refused while a department names the member as its head: its page would lose its head unseen.
  async remove(tx, id) {
    const [member] = await tx.select({ email: faculty.email }).from(faculty).where(eq(faculty.id, id));
    if (!member) return;
    const headed = await tx
      .select({ name: departments.name })
      .from(departments)
      .where(sql`lower(trim(${departments.hod})) = ${member.email.trim().toLowerCase()}`);
    if (headed.length)
      throw new ConflictError(
        `This member heads ${headed.map((d) => d.name).join(", ")}. Nothing was deleted: name another head on the department's form first.`,
      );
    await tx.delete(faculty).where(eq(faculty.id, id));
  },
});
