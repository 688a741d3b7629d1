import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { departments, faculty, programs } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { ConflictError } from "../errors";
import type { RecordFields } from "../reference/records";
import { defineRecordKind } from "../records/define";
import { custom, optionalText, text } from "../records/fields";
import { throwFieldErrors } from "./field-errors";
import { DEPARTMENT_LIMITS } from "./limits";
import { hodEmail } from "./schema";

/**
 * Departments as staff keep them (issue 13, declared once in issue 25): name, Hindi name and head,
 * live at once. A new head must be a faculty member (add them in /admin/faculty first); a
 * department that programmes or faculty members still belong to cannot be deleted.
 */

export type EditableDepartment = {
  id: string;
  name: string;
  nameHi: string | null;
  hod: string | null;
  updatedAt: string;
};

async function checkDepartment(
  tx: Executor,
  id: string,
  before: EditableDepartment | null,
  change: Partial<RecordFields<EditableDepartment>>,
): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (change.name !== undefined && change.name !== before?.name) {
    // Case is ignored: two departments differing only in capitals would confuse visitors.
    const [clash] = await tx
      .select({ name: departments.name })
      .from(departments)
      .where(and(sql`lower(${departments.name}) = ${change.name.toLowerCase()}`, ne(departments.id, id)));
    if (clash) fieldErrors.name = `Another department is already called ${clash.name}.`;
  }
  // Only a new head is checked: the imported records name some heads who have no faculty record.
  if (change.hod && change.hod !== before?.hod) {
    const [member] = await tx
      .select({ id: faculty.id })
      .from(faculty)
      .where(sql`lower(trim(${faculty.email})) = ${change.hod}`)
      .limit(1);
    if (!member)
      fieldErrors.hod = "No faculty member has this email. Add the head to the faculty first, or check the spelling.";
  }
  throwFieldErrors(fieldErrors);
}

/** "3 programmes", "1 faculty member"; empty for none. */
function counted(n: number, one: string, many: string): string {
  return n === 0 ? "" : `${n} ${n === 1 ? one : many}`;
}

export const DEPARTMENTS = defineRecordKind<EditableDepartment>({
  key: "department",
  noun: { one: "department", many: "departments" },
  table: departments,
  fields: {
    name: text({ label: "Name", max: DEPARTMENT_LIMITS.name }),
    nameHi: optionalText({
      label: "Name in Hindi",
      says: "Hindi name",
      max: DEPARTMENT_LIMITS.name,
      hint: "Shown on the Hindi pages. Empty: they show the English name.",
    }),
    hod: custom({
      schema: hodEmail,
      control: {
        kind: "email",
        label: "Head of department's email",
        hint: "The email of a faculty member, whose profile the department's page then shows. Empty: no head is named.",
        required: false,
        maxLength: DEPARTMENT_LIMITS.email,
      },
      toForm: (value) => (typeof value === "string" ? value : ""),
      fromForm: (value) => value,
    }),
  },
  required: ["name"],
  fixedNote: { update: "ids cannot change", create: "the id is given by the site" },
  roles: { write: ["Editor", "Publisher"] },
  // Every public read that names a department (schools, programmes, faculty, search) carries it.
  tags: [CACHE_TAGS.departments],
  api: { segment: "departments", item: "department", items: "departments", legacyList: true },
  list: {
    columns: [
      { label: "Department", value: (department) => department.name, sortBy: "name" },
      { label: "Head's email", value: (department) => department.hod ?? "" },
      { label: "Changed at", value: (department) => department.updatedAt, format: "time", sortBy: "changed" },
    ],
    search: [departments.name, departments.nameHi, departments.hod],
    sort: { name: departments.name, changed: departments.updatedAt },
    defaultSort: "name",
    perPage: 200,
  },
  admin: {
    path: "/admin/departments",
    title: "Faculties and departments",
    intro: "The departments visitors find on the Faculties' pages, the programmes and the faculty profiles.",
    addLabel: "Add a department",
    nameOf: (department) => department.name,
    added: "Department added.",
    deleteConsequence:
      "The Faculties no longer list it. While programmes or faculty members belong to it, it cannot be deleted.",
  },
  check: checkDepartment,
  // Its Faculty links go with it (the foreign key cascades). Programmes and faculty members would
  // silently lose their department (ON DELETE SET NULL), so while any remain the deletion is refused.
  async remove(tx: Executor, id: string) {
    const [[programCount], [memberCount]] = await Promise.all([
      tx.select({ n: count() }).from(programs).where(eq(programs.departmentId, id)),
      tx.select({ n: count() }).from(faculty).where(eq(faculty.departmentId, id)),
    ]);
    const held = [
      counted(programCount!.n, "programme", "programmes"),
      counted(memberCount!.n, "faculty member", "faculty members"),
    ].filter(Boolean);
    if (held.length)
      throw new ConflictError(`Move its ${held.join(" and ")} to another department first. Nothing was deleted.`);
    await tx.delete(departments).where(eq(departments.id, id));
  },
});
