import { z } from "zod";
import { legacyFacultySchema } from "./faculty/legacy";
import { legacyProgramSchema } from "./programs/legacy";

/**
 * The one module through which client components call /api/v1. The base address is configurable
 * (NEXT_PUBLIC_API_BASE_URL, default this site's /api/v1/), requests time out after 10 seconds,
 * a bearer token kept in session storage is attached, and answers are validated with the same
 * zod schemas the handlers use. Server components never use this: they read the domain in-process.
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
}

function baseUrl(): string {
  // Inlined at build time by Next.js; the default keeps calls on this site.
  const base = process.env.NEXT_PUBLIC_API_BASE_URL || "/api/v1/";
  return base.endsWith("/") ? base : `${base}/`;
}

export function apiUrl(path: string): string {
  return `${baseUrl()}${path.replace(/^\//, "")}`;
}

function storedToken(): string | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage.getItem("token");
  } catch {
    return null;
  }
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<z.output<S>> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(apiUrl(path), { ...init, headers, signal: init.signal ?? AbortSignal.timeout(init.timeoutMs ?? API_TIMEOUT_MS) });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status !== 200 && response.status !== 201) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(typeof message === "string" ? message : NETWORK_ERROR, response.status, body);
  }
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
