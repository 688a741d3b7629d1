import { z } from "zod";
import { legacyFacultySchema } from "./faculty/legacy";
import { legacyProgramSchema } from "./programs/legacy";
import { legacyNoticeSchema } from "./notices/legacy";
import { NOTICE_BULK_ACTIONS, type NoticeBulkInput } from "./notices/schema";
import { legacyExamSchema } from "./exams/legacy";
import {
  legacyResearchSchema,
  type FacultyProfileInput,
  type NewResearchInput,
  type ResearchChangesInput,
} from "./faculty/schema";

/**
 * The one module through which client components call /api/v1. The base address is configurable
 * (NEXT_PUBLIC_API_BASE_URL, default this site's /api/v1/), requests time out after 10 seconds,
 * and answers are validated with the same zod schemas the handlers use. Our staff and faculty
 * pages hold no token: their same-origin calls carry the http-only session cookie, which the API
 * accepts (the bearer token of `login` is for other clients). Server components never use this:
 * they read the domain in-process.
 */
export const API_TIMEOUT_MS = 10_000;
export const NETWORK_ERROR = "Network response was not ok";
export const FORMAT_ERROR = "Unexpected data format";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The problem with each input field the server named (`fieldErrors` of a failure), if any. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.body as { fieldErrors?: unknown } | undefined)?.fieldErrors;
    if (!fields || typeof fields !== "object") return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  }
}

function baseUrl(): string {
  // Inlined at build time by Next.js; the default keeps calls on this site.
  const base = process.env.NEXT_PUBLIC_API_BASE_URL || "/api/v1/";
  return base.endsWith("/") ? base : `${base}/`;
}

export function apiUrl(path: string): string {
  return `${baseUrl()}${path.replace(/^\//, "")}`;
}

type ApiInit = RequestInit & { timeoutMs?: number };

/** fetch with the time limit; a failure answer becomes an ApiError with the server's message. */
async function apiFetch(path: string, init: ApiInit): Promise<Response> {
  const response = await fetch(apiUrl(path), {
    ...init,
    credentials: "same-origin",
    signal: init.signal ?? AbortSignal.timeout(init.timeoutMs ?? API_TIMEOUT_MS),
  });
  if (response.status !== 200 && response.status !== 201) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(typeof message === "string" ? message : NETWORK_ERROR, response.status, body);
  }
  return response;
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: ApiInit = {},
): Promise<z.output<S>> {
  const response = await apiFetch(path, init);
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(FORMAT_ERROR, response.status, body);
  return parsed.data;
}

const metadataSchema = z.object({ page: z.number(), totalPages: z.number(), totalItems: z.number() });

export const facultyListSchema = z.object({
  status: z.literal("success"),
  results: z.number(),
  metadata: metadataSchema,
  data: z.object({ faculty: z.array(legacyFacultySchema) }),
});

export function fetchFaculty(limit: number, page = 1) {
  return apiRequest(`faculty?limit=${limit}&page=${page}`, facultyListSchema);
}

export const programListSchema = z.object({
  status: z.literal("success"),
  results: z.number(),
  data: z.object({ programs: z.array(legacyProgramSchema) }),
});

export function fetchPrograms() {
  return apiRequest("program", programListSchema);
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

const noticeAnswerSchema = z.object({ status: z.literal("success"), data: z.object({ notice: legacyNoticeSchema }) });
// `warning`: the PDF has no text layer (lib/notices/legacy.ts).
export const noticeUploadAnswerSchema = noticeAnswerSchema.extend({
  message: z.string(),
  fileUrl: z.string(),
  warning: z.string().optional(),
});
export const noticeEditAnswerSchema = noticeAnswerSchema.extend({
  message: z.string(),
  warning: z.string().optional(),
});
const messageAnswerSchema = z.object({ status: z.literal("success"), message: z.string() });

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends a form with a file with XMLHttpRequest, which (unlike fetch) reports upload progress. No
 * time limit: a large file on a slow line may take minutes; pass `signal` to cancel. Failures
 * reject with an ApiError whose message is the server's `error` text (or its `message`).
 */
function sendForm<S extends z.ZodType>(
  method: "POST" | "PUT",
  path: string,
  form: FormData,
  schema: S,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.responseType = "text";
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) report({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener("load", () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status !== 200 && xhr.status !== 201) {
        const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
        const text = typeof error === "string" ? error : typeof message === "string" ? message : NETWORK_ERROR;
        reject(new ApiError(text, xhr.status, body));
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(FORMAT_ERROR, xhr.status, body));
    });
    xhr.addEventListener("error", () => reject(new ApiError(NETWORK_ERROR)));
    xhr.addEventListener("abort", () => reject(new ApiError("The upload was cancelled.")));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new ApiError("The upload was cancelled."));
        return;
      }
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** POST notice/upload: `form` holds `pdf`, `fileName`, `section` and any optional fields. */
export function uploadNotice(
  form: FormData,
  options?: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
) {
  return sendForm("POST", "notice/upload", form, noticeUploadAnswerSchema, options);
}

/** PUT notice/{id}: the fields to change, and a `pdf` to replace the document if wanted. */
export function editNotice(
  id: string,
  form: FormData,
  options?: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
) {
  return sendForm("PUT", `notice/${encodeURIComponent(id)}`, form, noticeEditAnswerSchema, options);
}

export function setNoticeArchived(id: string, archive: boolean) {
  return apiRequest(`notice/${encodeURIComponent(id)}`, noticeAnswerSchema, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ archive }),
  });
}

export function deleteNotice(id: string) {
  return apiRequest(`notice/${encodeURIComponent(id)}`, messageAnswerSchema, { method: "DELETE" });
}

export const noticeBulkAnswerSchema = z.object({
  status: z.literal("success"),
  data: z.object({ action: z.enum(NOTICE_BULK_ACTIONS), selected: z.number(), changed: z.number() }),
});

/** POST notice/bulk: one action on many notices, all or none. */
export function bulkNoticeAction(input: NoticeBulkInput) {
  return apiRequest("notice/bulk", noticeBulkAnswerSchema, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
}

// `warning`: the PDF has no text layer, as for notices.
export const examUploadAnswerSchema = z.object({
  status: z.literal("success"),
  warning: z.string().optional(),
  data: z.object({ exam: legacyExamSchema }),
});

/** POST exam: `form` holds `title`, `section`, and either `pdf` or `link`. */
export function uploadExamDocument(form: FormData, options?: UploadOptions) {
  return sendForm("POST", "exam", form, examUploadAnswerSchema, options);
}

export function deleteExamDocument(id: string) {
  return apiRequest(`exam/${encodeURIComponent(id)}`, messageAnswerSchema, { method: "DELETE" });
}

const jsonWrite = (method: string, value: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(value),
});

export const facultyUpdateAnswerSchema = messageAnswerSchema.extend({ updatedFaculty: legacyFacultySchema });

export function updateFacultyProfile(facultyId: string, changes: FacultyProfileInput) {
  return apiRequest(`faculty/${encodeURIComponent(facultyId)}`, facultyUpdateAnswerSchema, jsonWrite("PUT", changes));
}

/** PUT faculty/{id} as multipart: a new photo (`image`, JPEG, PNG or WebP), with upload progress. */
export function uploadFacultyPhoto(
  facultyId: string,
  image: File,
  options?: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
) {
  const form = new FormData();
  form.set("image", image);
  return sendForm("PUT", `faculty/${encodeURIComponent(facultyId)}`, form, facultyUpdateAnswerSchema, options);
}

export function addResearch(facultyId: string, research: NewResearchInput) {
  return apiRequest(
    `faculty/${encodeURIComponent(facultyId)}/research`,
    messageAnswerSchema.extend({ newResearch: legacyResearchSchema }),
    jsonWrite("POST", research),
  );
}

export function updateResearch(facultyId: string, researchId: string, changes: ResearchChangesInput) {
  return apiRequest(
    `faculty/${encodeURIComponent(facultyId)}/research/${encodeURIComponent(researchId)}`,
    messageAnswerSchema.extend({ research: legacyResearchSchema }),
    jsonWrite("PATCH", changes),
  );
}

export function deleteResearch(facultyId: string, researchId: string) {
  return apiRequest(
    `faculty/${encodeURIComponent(facultyId)}/research/${encodeURIComponent(researchId)}`,
    facultyUpdateAnswerSchema,
    {
      method: "DELETE",
    },
  );
}

type UploadOptions = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

/** A seat-allocation round as the staff API answers it. */
export const resultRoundSchema = z.object({
  id: z.string(),
  key: z.string(),
  category: z.string(),
  round: z.number(),
  title: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  windowOpen: z.boolean(),
  confirmationPdfUrl: z.string(),
  updatedAt: z.string(),
});
export type ResultRound = z.output<typeof resultRoundSchema>;
const roundAnswerSchema = z.object({ status: z.literal("success"), data: z.object({ round: resultRoundSchema }) });

export type RoundChanges = {
  title?: string;
  startsAt?: string | null;
  endsAt?: string | null;
  windowOpen?: boolean;
  confirmationPdfUrl?: string;
};

export function updateResultRound(category: string, round: number, changes: RoundChanges) {
  return apiRequest(
    `results/rounds/${encodeURIComponent(category)}/${round}`,
    roundAnswerSchema,
    jsonWrite("PATCH", changes),
  );
}

/** POST results/rounds/{category}/{round}/pdf: the round's seat-confirmation process PDF. */
export function uploadRoundProcessPdf(category: string, round: number, file: File, options?: UploadOptions) {
  const form = new FormData();
  form.set("pdf", file);
  return sendForm(
    "POST",
    `results/rounds/${encodeURIComponent(category)}/${round}/pdf`,
    form,
    roundAnswerSchema,
    options,
  );
}

export const importReportSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
  dryRun: z.boolean(),
});
export type ImportReport = z.output<typeof importReportSchema>;
const importAnswerSchema = z.object({ status: z.literal("success"), data: importReportSchema });

/**
 * POST results/import: a round's allotments from a CSV file. A dry run only checks and counts. A
 * real import with a rejected line fails with 422 and writes nothing; `importReportOf` reads the
 * lines from that failure.
 */
export function importResultsFile(
  target: { category: string; round: number },
  file: File,
  options: UploadOptions & { dryRun: boolean },
) {
  const form = new FormData();
  form.set("file", file);
  const query = queryString({ category: target.category, round: target.round, dryRun: options.dryRun ? 1 : undefined });
  return sendForm("POST", `results/import${query}`, form, importAnswerSchema, options);
}

/** The report carried by a refused import (422), if the error is one. */
export function importReportOf(error: unknown): ImportReport | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const parsed = z.object({ data: importReportSchema }).safeParse(error.body);
  return parsed.success ? parsed.data.data : undefined;
}

const resultStatusAnswerSchema = z.object({
  status: z.literal("success"),
  data: z.object({ result: z.object({ id: z.string(), status: z.string() }), changed: z.boolean() }),
});

/** PUT results/{id}/status: the staff override, with its reason. */
export function overrideResultStatus(id: string, change: { status: string; reason: string }) {
  return apiRequest(`results/${encodeURIComponent(id)}/status`, resultStatusAnswerSchema, jsonWrite("PUT", change));
}

export type ResultFilterQuery = Partial<
  Record<"category" | "round" | "status" | "campus" | "program" | "registeredCategory" | "q", string>
>;

/** GET results/export: the filtered records as a CSV file, with the name the server gives it. */
export async function downloadResultsCsv(
  filter: ResultFilterQuery,
  timeoutMs = 60_000,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiFetch(`results/export${queryString(filter)}`, { timeoutMs });
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = disposition.match(/filename="([^"]+)"/)?.[1] ?? "admission-results.csv";
  return { blob: await response.blob(), fileName };
}
