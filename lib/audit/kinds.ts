import { inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  admissionResults,
  admissionRounds,
  contentItems,
  departmentSchools,
  examDocuments,
  facultyResearch,
  notices,
  programs,
  storedFiles,
  submissions,
  users,
} from "../db/schema";
import { RECORD_KINDS } from "../records/kinds";
import type { RecordKind } from "../records/define";
import type { EditableRecord } from "../reference/records";
import { CONTENT_TYPES, type ContentData, type ContentType } from "../content/schema";
import { CONTENT_TYPE_NAMES, contentTitle } from "../content/parse";
import { fileUrl } from "../files/urls";
import { contentEditorHref } from "@/lib/content/admin-paths";

/**
 * The kinds of thing the audit log names (its `entityType`), in the words and with the links of
 * /admin/audit. Declared record kinds (lib/records/kinds.ts) are named and linked from their
 * declarations, so a new kind is covered here without a line; content is named by its type; the
 * writes that are not record kinds yet are mapped below, in this one place.
 */

/** An item of the log as staff see it: its name, and its admin page while it still exists. */
export type AuditItem = { name: string; href?: string };

export type AuditKind = {
  /** The log's entityType, and the value of the kind filter. */
  entityType: string;
  /** "office holder", "page". */
  noun: string;
  /** The named items among `ids` that still exist (one query for a page of the log). */
  items?(executor: Executor, ids: string[]): Promise<Map<string, AuditItem>>;
  /** The name an entry's own copy of an item holds (its `before` or `after`), for an item deleted since. */
  recordedName?(data: Record<string, unknown>): string | null;
};

// drizzle's builders are typed by the table; a declared kind's table is known only as a PgTable here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = any;

function declaredKind(kind: RecordKind<EditableRecord>): AuditKind {
  return {
    entityType: kind.key,
    noun: kind.noun.one,
    async items(executor, ids) {
      const table = kind.table as AnyTable;
      const rows = (await executor.select().from(table).where(inArray(table.id, ids))) as EditableRecord[];
      return new Map(
        rows.map((row) => [row.id, { name: kind.admin.nameOf(row), href: `${kind.admin.path}/${row.id}` }]),
      );
    },
    // A deletion's entry holds every field; a save's only those it changed, which may not name it
    // (and a nameOf that reads a field the entry lacks may throw: then the entry names nothing).
    recordedName(data) {
      try {
        return kind.admin.nameOf(data as EditableRecord) || null;
      } catch {
        return null;
      }
    },
  };
}

function contentKind(type: ContentType): AuditKind {
  return {
    entityType: `content:${type}`,
    noun: CONTENT_TYPE_NAMES[type].toLowerCase(),
    async items(executor, ids) {
      const rows = await executor
        .select({ id: contentItems.id, draft: contentItems.draft })
        .from(contentItems)
        .where(inArray(contentItems.id, ids));
      return new Map(
        rows.map((row) => [
          row.id,
          { name: contentTitle(type, row.draft as ContentData<ContentType>), href: contentEditorHref(type, row.id) },
        ]),
      );
    },
  };
}

/** A kind whose items are rows of one table, named by `name`, each linked by `href`. */
function tableKind<R extends { id: string }>(
  entityType: string,
  noun: string,
  select: (executor: Executor, ids: string[]) => Promise<R[]>,
  name: (row: R) => string,
  href?: (row: R) => string,
): AuditKind {
  return {
    entityType,
    noun,
    async items(executor, ids) {
      const rows = await select(executor, ids);
      return new Map(rows.map((row) => [row.id, { name: name(row), href: href?.(row) }]));
    },
  };
}

const OTHER_KINDS: AuditKind[] = [
  tableKind(
    "program",
    "programme",
    (executor, ids) =>
      executor.select({ id: programs.id, name: programs.name }).from(programs).where(inArray(programs.id, ids)),
    (row) => row.name,
    (row) => `/admin/programmes/${row.id}`,
  ),
  tableKind(
    "department-school",
    "faculty (school)",
    (executor, ids) =>
      executor
        .select({ id: departmentSchools.id, name: departmentSchools.name })
        .from(departmentSchools)
        .where(inArray(departmentSchools.id, ids)),
    (row) => row.name,
    (row) => `/admin/departments/schools/${row.id}`,
  ),
  tableKind(
    "faculty_research",
    "faculty research",
    (executor, ids) =>
      executor
        .select({ id: facultyResearch.id, area: facultyResearch.researchArea, facultyId: facultyResearch.facultyId })
        .from(facultyResearch)
        .where(inArray(facultyResearch.id, ids)),
    (row) => row.area || "Research",
    (row) => `/admin/faculty/${row.facultyId}`,
  ),
  tableKind(
    "notice",
    "notice",
    (executor, ids) =>
      executor
        .select({ id: notices.id, title: notices.title, archived: notices.archived })
        .from(notices)
        .where(inArray(notices.id, ids)),
    (row) => row.title,
    // Notices have no page of their own: the staff list, searched for the title.
    (row) => `/admin/view-pdfs?${new URLSearchParams({ q: row.title, ...(row.archived ? { archived: "true" } : {}) })}`,
  ),
  tableKind(
    "exam_document",
    "examination document",
    (executor, ids) =>
      executor
        .select({ id: examDocuments.id, title: examDocuments.title })
        .from(examDocuments)
        .where(inArray(examDocuments.id, ids)),
    (row) => row.title,
    () => "/admin/exams",
  ),
  tableKind(
    "admission_round",
    "admission round",
    (executor, ids) =>
      executor
        .select({
          id: admissionRounds.id,
          title: admissionRounds.title,
          category: admissionRounds.category,
          round: admissionRounds.round,
        })
        .from(admissionRounds)
        .where(inArray(admissionRounds.id, ids)),
    (row) => row.title,
    (row) => `/admin/results/rounds/${row.category}/${row.round}`,
  ),
  tableKind(
    "admission_result",
    "admission result",
    (executor, ids) =>
      executor
        .select({ id: admissionResults.id, formNumber: admissionResults.formNumber, name: admissionResults.name })
        .from(admissionResults)
        .where(inArray(admissionResults.id, ids)),
    (row) => `${row.formNumber} (${row.name})`,
    (row) => `/admin/results/records/${row.id}`,
  ),
  tableKind(
    "submission",
    "form submission",
    (executor, ids) =>
      executor
        .select({ id: submissions.id, reference: submissions.reference, name: submissions.name })
        .from(submissions)
        .where(inArray(submissions.id, ids)),
    (row) => `${row.reference} (${row.name})`,
    () => "/admin/submissions",
  ),
  tableKind(
    "user",
    "staff account",
    (executor, ids) => executor.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids)),
    (row) => row.email,
    () => "/admin/users",
  ),
  tableKind(
    "file",
    "uploaded file",
    (executor, ids) =>
      executor
        .select({ id: storedFiles.id, name: storedFiles.originalName, private: storedFiles.private })
        .from(storedFiles)
        .where(inArray(storedFiles.id, ids)),
    (row) => row.name,
    // A visitor's private attachment is opened from its submission, never by its own address.
    (row) => (row.private ? "/admin/submissions" : fileUrl(row.id, row.name)),
  ),
  tableKind(
    "document",
    "scanned document",
    (executor, ids) =>
      executor
        .select({ id: storedFiles.id, name: storedFiles.originalName })
        .from(storedFiles)
        .where(inArray(storedFiles.id, ids)),
    (row) => row.name,
    () => "/admin/documents",
  ),
  { entityType: "search-synonyms", noun: "search synonyms" },
  { entityType: "import", noun: "old site's data" },
  { entityType: "content", noun: "seeded content" },
  { entityType: "database", noun: "database" },
];

/** Every kind the log names, in the kind filter's order. */
export const AUDIT_KINDS: readonly AuditKind[] = [
  ...RECORD_KINDS.map(declaredKind),
  ...CONTENT_TYPES.map(contentKind),
  ...OTHER_KINDS,
];

const BY_TYPE = new Map(AUDIT_KINDS.map((kind) => [kind.entityType, kind]));

/** The kind of an entityType; one the map does not know yet is named by its own words. */
export function auditKind(entityType: string): AuditKind {
  return BY_TYPE.get(entityType) ?? { entityType, noun: entityType.replace(/[-_:]+/g, " ") };
}
