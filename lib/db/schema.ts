import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { RESULT_CATEGORIES, RESULT_STATUSES } from "../admissions/vocabulary";
import { ZONES } from "../campuses/zones";
import { PROGRAM_LEVELS } from "../programs/levels";
import { SUBMISSION_KINDS, SUBMISSION_STATUSES } from "../submissions/kinds";
import { USER_ROLES } from "../users/roles";

/**
 * One schema for PGlite and PostgreSQL. Ids are 24-hex strings (see lib/ids.ts) so that records
 * imported from the old backend keep their MongoDB ids and old URLs keep working.
 */
const id = () => text("id").primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
// Foreign keys follow an id change, so an import can re-key a seeded record to its legacy id.

// The domain's words are defined in their domains; the database enums follow them.
export const userRole = pgEnum("user_role", USER_ROLES);
export const programLevel = pgEnum("program_level", PROGRAM_LEVELS);
export const campusZone = pgEnum("campus_zone", ZONES);
export const resultCategory = pgEnum("result_category", RESULT_CATEGORIES);
export const resultStatus = pgEnum("result_status", RESULT_STATUSES);
export const submissionKind = pgEnum("submission_kind", SUBMISSION_KINDS);
export const submissionStatus = pgEnum("submission_status", SUBMISSION_STATUSES);

/** One year of a programme's structure, as the legacy `years.yearN` object. */
export type ProgramYear = {
  year_credit_text: string;
  year_exit_text: string;
  year_syllabus_link: string;
};
export type ProgramYears = Partial<Record<"year1" | "year2" | "year3" | "year4", ProgramYear>>;

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull(),
    name: text("name"),
    disabled: boolean("disabled").notNull().default(false),
    /** Bumped on sign-out-everywhere, password change and disabling: older tokens stop working. */
    sessionVersion: integer("session_version").notNull().default(1),
    facultyId: text("faculty_id").references(() => faculty.id, { onDelete: "set null", onUpdate: "cascade" }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /**
     * Two-factor sign-in (lib/auth/two-factor.ts): the TOTP secret, AES-256-GCM encrypted; on from
     * `two_factor_enabled_at`. `two_factor_pending_secret` is one being enrolled, not yet confirmed
     * with a code; `two_factor_last_step` is the last 30-second step whose code was used (no replay).
     */
    twoFactorSecret: text("two_factor_secret"),
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
  ],
);

export const departments = pgTable(
  "departments",
  {
    id: id(),
    name: text("name").notNull(),
    /** The Hindi name; null where none is written (the glossary's, else the English, is shown). */
    nameHi: text("name_hi"),
    /** Email of the head of department; matches a faculty member's email. */
    hod: text("hod"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("departments_name_key").on(t.name)],
);

/** A "Faculty" of the university (e.g. FCITES), grouping departments. */
export const departmentSchools = pgTable(
  "department_schools",
  {
    id: id(),
    name: text("name").notNull(),
    nameHi: text("name_hi"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("department_schools_name_key").on(t.name)],
);

export const departmentSchoolMembers = pgTable(
  "department_school_members",
  {
    schoolId: text("school_id")
      .notNull()
      .references(() => departmentSchools.id, { onDelete: "cascade", onUpdate: "cascade" }),
    departmentId: text("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.departmentId] }), index("dsm_department_idx").on(t.departmentId)],
);

/** A PostgreSQL full-text search document; only generated columns use it (the site search reads them). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const faculty = pgTable(
  "faculty",
  {
    id: id(),
    salutation: text("salutation").notNull().default(""),
    firstname: text("firstname").notNull(),
    surname: text("surname").notNull().default(""),
    email: text("email").notNull(),
    designation: text("designation").notNull().default("Professor"),
    facultyType: text("faculty_type").notNull().default("DSEU"),
    departmentId: text("department_id").references(() => departments.id, { onDelete: "set null", onUpdate: "cascade" }),
    /** Name of the department school as the source gave it (kept for imports). */
    school: text("school"),
    overview: text("overview").notNull().default(""),
    /** An https address of a photo elsewhere (imported records); unused while `photoFileId` is set. */
    photo: text("photo").notNull().default(""),
    /** A photo uploaded to this site; the file is kept while some record refers to it. */
    photoFileId: text("photo_file_id").references(() => storedFiles.id, { onDelete: "restrict", onUpdate: "cascade" }),
    // Stemming long biographies at every search is too slow on PGlite: the document is kept here.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(firstname, '') || ' ' || coalesce(surname, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(designation, '') || ' ' || coalesce(school, '') || ' ' || coalesce(overview, '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("faculty_email_key").on(t.email),
    index("faculty_department_idx").on(t.departmentId),
    index("faculty_photo_file_idx").on(t.photoFileId),
  ],
);

export const facultyResearch = pgTable(
  "faculty_research",
  {
    id: id(),
    facultyId: text("faculty_id")
      .notNull()
      .references(() => faculty.id, { onDelete: "cascade", onUpdate: "cascade" }),
    researchArea: text("research_area").notNull().default(""),
    researchOverview: text("research_overview").notNull().default(""),
    publications: text("publications").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("faculty_research_faculty_idx").on(t.facultyId)],
);

export const programs = pgTable(
  "programs",
  {
    id: id(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    level: programLevel("level").notNull(),
    duration: text("duration").notNull(),
    mode: text("mode").notNull().default("Full Time"),
    description: text("description").notNull().default(""),
    eligibility: text("eligibility").notNull().default(""),
    /** The Hindi of the texts visitors read; null where none is written (the English is shown, marked lang="en"). */
    nameHi: text("name_hi"),
    descriptionHi: text("description_hi"),
    eligibilityHi: text("eligibility_hi"),
    /** As published ("₹25,000 per semester"); null where the university has published no fee. */
    fees: text("fees"),
    /** Seats offered in a year across its campuses; null where the university has published none. */
    seats: integer("seats"),
    departmentId: text("department_id").references(() => departments.id, { onDelete: "set null", onUpdate: "cascade" }),
    /** Year-by-year structure; null when no detail exists (the card is then not a link). */
    years: jsonb("years").$type<ProgramYears>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("programs_level_code_key").on(t.level, t.code),
    index("programs_department_idx").on(t.departmentId),
  ],
);

export const campuses = pgTable(
  "campuses",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    zone: campusZone("zone").notNull(),
    director: text("director").notNull().default(""),
    directorEmail: text("director_email").notNull().default(""),
    directorMessage: text("director_message").notNull().default(""),
    address: text("address").notNull().default(""),
    mapUrl: text("map_url").notNull().default(""),
    about: text("about").notNull().default(""),
    /** The Hindi of the texts visitors read; null where none is written (the English is shown, marked lang="en"). */
    nameHi: text("name_hi"),
    addressHi: text("address_hi"),
    aboutHi: text("about_hi"),
    directorMessageHi: text("director_message_hi"),
    programmesOffered: jsonb("programmes_offered").$type<string[]>().notNull().default([]),
    labs: jsonb("labs").$type<string[]>().notNull().default([]),
    photoUrl: text("photo_url").notNull().default(""),
    activityPhotos: jsonb("activity_photos").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("campuses_name_key").on(t.name),
    uniqueIndex("campuses_slug_key").on(t.slug),
    index("campuses_zone_idx").on(t.zone),
  ],
);

/** Which campus runs which programme (for "offered at" on programme pages). */
export const programCampuses = pgTable(
  "program_campuses",
  {
    programId: text("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade", onUpdate: "cascade" }),
    campusId: text("campus_id")
      .notNull()
      .references(() => campuses.id, { onDelete: "cascade", onUpdate: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.campusId] }), index("program_campuses_campus_idx").on(t.campusId)],
);

/** Public office holders (Chancellor, Vice-Chancellor, Registrar, ...), shown on the administration pages. */
export const officeHolders = pgTable(
  "office_holders",
  {
    id: id(),
    office: text("office").notNull(),
    title: text("title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull().default(""),
    /** The Hindi of the title and message; null where none is written (the glossary's, else the English, is shown). */
    titleHi: text("title_hi"),
    messageHi: text("message_hi"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("office_holders_office_key").on(t.office)],
);

/** Uploaded files. Content-addressed: identical bytes are stored once. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: id(),
    sha256: text("sha256").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    contentType: text("content_type").notNull(),
    originalName: text("original_name").notNull(),
    storageKey: text("storage_key").notNull(),
    /** False for scanned PDFs without a text layer (an accessibility warning for uploaders). */
    hasTextLayer: boolean("has_text_layer"),
    pageCount: integer("page_count"),
    /**
     * A visitor's attachment, for staff only. Private and public files never share a row (one
     * row per content and visibility), so an attachment never hides a published file.
     */
    private: boolean("private").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("stored_files_sha256_private_key").on(t.sha256, t.private)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of a stored file, when the database is the file store (the default, see
 * lib/files/store.ts), as pieces in `seq` order. Kept apart from `stored_files` so that listing
 * files never reads their bytes; removed with their row. Pieces, not one value: appending to one
 * value rewrites it whole each time, which cost PGlite 26× a 40 MB upload in memory that it never
 * gives back (issue 24, fault 3).
 */
export const storedFileContents = pgTable(
  "stored_file_contents",
  {
    fileId: text("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade", onUpdate: "cascade" }),
    seq: integer("seq").notNull().default(0),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
);

export const notices = pgTable(
  "notices",
  {
    id: id(),
    title: text("title").notNull(),
    section: text("section").notNull(),
    // A notice is a stored PDF, or (seeded facts without a document of their own) a link to the
    // real document or to the page the fact comes from; never both.
    fileId: text("file_id").references(() => storedFiles.id, { onDelete: "restrict", onUpdate: "cascade" }),
    link: text("link"),
    archived: boolean("archived").notNull().default(false),
    autoArchive: boolean("auto_archive").notNull().default(false),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    applyUrl: text("apply_url"),
    vacancies: text("vacancies"),
    orderNumber: text("order_number"),
    orderDate: text("order_date"),
    uploadedBy: text("uploaded_by").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("notices_section_created_idx").on(t.section, t.archived, t.createdAt.desc()),
    index("notices_created_idx").on(t.createdAt.desc()),
    index("notices_file_idx").on(t.fileId),
    check("notices_file_or_link", sql`(${t.fileId} is null) <> (${t.link} is null)`),
  ],
);

/**
 * Documents of the examination branch (`GET /exam`): notices, results, date sheets and fee links.
 * Each is either a stored PDF or a link elsewhere (a fee-payment portal), never both.
 */
export const examDocuments = pgTable(
  "exam_documents",
  {
    id: id(),
    title: text("title").notNull(),
    section: text("section").notNull(),
    fileId: text("file_id").references(() => storedFiles.id, { onDelete: "restrict", onUpdate: "cascade" }),
    link: text("link"),
    uploadedBy: text("uploaded_by").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("exam_documents_section_created_idx").on(t.section, t.createdAt.desc()),
    index("exam_documents_file_idx").on(t.fileId),
    check("exam_documents_file_or_link", sql`(${t.fileId} is null) <> (${t.link} is null)`),
  ],
);

/** One admission round (e.g. Diploma round 4): its dates and whether candidates may decide now. */
export const admissionRounds = pgTable(
  "admission_rounds",
  {
    id: id(),
    category: resultCategory("category").notNull(),
    round: integer("round").notNull(),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    windowOpen: boolean("window_open").notNull().default(false),
    confirmationPdfUrl: text("confirmation_pdf_url").notNull().default(""),
    /** The stored file behind confirmationPdfUrl when it was uploaded here: keeps the file from being deleted while in use. */
    confirmationFileId: text("confirmation_file_id").references(() => storedFiles.id, {
      onDelete: "restrict",
      onUpdate: "cascade",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admission_rounds_category_round_key").on(t.category, t.round),
    check("admission_rounds_round_range", sql`${t.round} between 1 and 4`),
  ],
);

export const admissionResults = pgTable(
  "admission_results",
  {
    id: id(),
    roundId: text("round_id")
      .notNull()
      .references(() => admissionRounds.id, { onDelete: "cascade", onUpdate: "cascade" }),
    formNumber: text("form_number").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Date of birth as the candidate types it: DD-MM-YYYY. */
    dob: text("dob").notNull(),
    program: text("program").notNull().default(""),
    campus: text("campus").notNull().default(""),
    registeredCategory: text("registered_category").notNull().default(""),
    categoryAllocated: text("category_allocated").notNull().default(""),
    programPreference: integer("program_preference"),
    campusPreference: boolean("campus_preference").notNull().default(false),
    rank: integer("rank"),
    status: resultStatus("status").notNull().default("pending"),
    pwd: boolean("pwd").notNull().default(false),
    defence: boolean("defence").notNull().default(false),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admission_results_round_form_key").on(t.roundId, t.formNumber),
    // A candidate signs in with email and date of birth, so that pair must name one record per round.
    uniqueIndex("admission_results_round_email_dob_key").on(t.roundId, t.email, t.dob),
    index("admission_results_round_status_idx").on(t.roundId, t.status),
  ],
);

/** Grievance, alumni and feedback forms sent by visitors. */
export const submissions = pgTable(
  "submissions",
  {
    id: id(),
    kind: submissionKind("kind").notNull(),
    reference: text("reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
    fileId: text("file_id").references(() => storedFiles.id, { onDelete: "restrict", onUpdate: "cascade" }),
    status: submissionStatus("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("submissions_reference_key").on(t.reference), index("submissions_kind_idx").on(t.kind, t.status)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: text("actor_id"),
    /** Who, in words: a user's email, "candidate <form number>", or "system". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The X-Request-Id of the request that made the change, to find it in the servers' logs. */
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_created_idx").on(t.createdAt.desc()),
  ],
);

/**
 * The text of the site's content pages as the site search reads it (lib/search/content-source.ts
 * keeps it in step with the pages), with its full-text document computed once per change.
 */
export const searchPages = pgTable("search_pages", {
  /** The page's path; for the other kinds kept here, `kind:key` (a tender's number, an office). */
  path: text("path").primaryKey(),
  /** `page`, `tender` or `office` (an office holder): the kinds whose text is read from content. */
  kind: text("kind").notNull().default("page"),
  /** Where the result leads; the path itself for a page. */
  url: text("url").notNull().default(""),
  title: text("title").notNull(),
  body: text("body").notNull(),
  titleHi: text("title_hi").notNull().default(""),
  bodyHi: text("body_hi").notNull().default(""),
  /** Names typed exactly as they are (a tender number, an office holder's name), one a line. */
  names: text("names").notNull().default(""),
  searchVector: tsvector("search_vector").generatedAlwaysAs(
    sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'D')`,
  ),
  // Hindi has no stemmer in PostgreSQL: its words are matched as written ('simple').
  searchVectorHi: tsvector("search_vector_hi").generatedAlwaysAs(
    sql`setweight(to_tsvector('simple'::regconfig, title_hi), 'A') || setweight(to_tsvector('simple'::regconfig, body_hi), 'D')`,
  ),
});

/**
 * The site search's synonyms, edited by staff at /admin/search: each row a group of equivalent
 * phrases (words visitors type, official names, Hindi and its common transliterations).
 */
export const searchSynonyms = pgTable("search_synonyms", {
  position: integer("position").primaryKey(),
  phrases: jsonb("phrases").$type<string[]>().notNull(),
});

/**
 * What visitors searched, per week, for the web team (/admin/search): the normalised query, how
 * often, how many results it last found and how often a result was opened. Nothing about who
 * searched is kept (no address, no cookie, no session).
 */
export const searchQueryStats = pgTable(
  "search_query_stats",
  {
    /** The Monday (UTC) the week starts on. */
    week: date("week").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    results: integer("results").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.query] }),
    index("search_query_stats_week_idx").on(t.week, t.searches.desc()),
  ],
);

export const CONTENT_ITEM_STATUSES = ["draft", "in_review", "published"] as const;
export const contentItemStatus = pgEnum("content_item_status", CONTENT_ITEM_STATUSES);

/**
 * Staff-managed content (lib/content): pages, home blocks, the admission pop-up, tenders, menus
 * and site settings. `data` columns hold each type's zod-validated JSON. What visitors see is
 * `published`, replaced by `scheduled` once `publish_at` passes and hidden once `unpublish_at`
 * passes; the public reads work that out at request time, so no job is needed.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: id(),
    type: text("type").notNull(),
    /** The page path, the tender number, or the type for single items. */
    key: text("key").notNull(),
    status: contentItemStatus("status").notNull().default("draft"),
    version: integer("version").notNull().default(1),
    draft: jsonb("draft").notNull(),
    published: jsonb("published"),
    scheduled: jsonb("scheduled"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    reviewComment: text("review_comment"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
    /** Set when the seed wrote the draft; a staff save clears it, and the seed never overwrites a staff edit. */
    seeded: boolean("seeded").notNull().default(false),
    updatedBy: text("updated_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("content_items_type_key_key").on(t.type, t.key),
    index("content_items_type_updated_idx").on(t.type, t.updatedAt.desc()),
  ],
);

/** Every kept version of a content item's data: each save, restore and publish. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    itemId: text("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade", onUpdate: "cascade" }),
    version: integer("version").notNull(),
    action: text("action").notNull(),
    data: jsonb("data").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("content_revisions_item_idx").on(t.itemId, t.createdAt.desc())],
);

/**
 * Every staff save of a reference record (programme, campus, department, school, office holder):
 * the record's editable fields as they became, so an editor can compare and restore. The first
 * save of a record also keeps the state it started from (action `initial`).
 */
export const recordRevisions = pgTable(
  "record_revisions",
  {
    id: id(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    data: jsonb("data").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("record_revisions_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc())],
);

/**
 * Each backup the server or `npm run backup` took (lib/backup/): written once it ended, so an
 * archive never holds the record of its own run. The dashboard shows the latest.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    ok: boolean("ok").notNull(),
    /** `scheduled` (the server's timer) or `command` (npm run backup). */
    trigger: text("trigger").notNull(),
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    error: text("error"),
  },
  (t) => [index("backup_runs_finished_idx").on(t.finishedAt.desc())],
);

/**
 * A "forgot password" link: only the SHA-256 of its random token is kept, so a copy of the database
 * cannot be used to reset anyone's password. Used once (`used_at`), valid for 30 minutes.
 */
/** One-time recovery codes of an account with two-factor sign-in: only their SHA-256 is kept. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade", onUpdate: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade", onUpdate: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

/**
 * A browser's staff session (the next-auth cookie carries its id): listed on /admin/account, where
 * one or all others can be ended, and ended by itself after SESSION_IDLE_MINUTES without a request.
 * A session also holds only while the account is on the session version it began with.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade", onUpdate: "cascade" }),
    sessionVersion: integer("session_version").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId, t.lastSeenAt.desc())],
);

/**
 * The text of a stored PDF that is a scan (no text layer, or a scanner's own): recognised by OCR in the
 * background (lib/ocr), or written or corrected by staff. Shown beside the document as its
 * accessible alternative and indexed by the site search. One row per file, gone with the file.
 */
export const documentTexts = pgTable(
  "document_texts",
  {
    fileId: text("file_id")
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    /**
     * pending: waiting for OCR · running · done · failed (after its attempts; `error` says why) ·
     * skipped: a document with its own text, not a scan.
     */
    status: text("status").notNull(),
    /** ocr: as recognised · staff: written or corrected by a member of staff. */
    source: text("source").notNull().default("ocr"),
    text: text("text"),
    pages: integer("pages"),
    truncated: boolean("truncated").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    updatedBy: text("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("document_texts_status_idx").on(t.status, t.updatedAt)],
);
