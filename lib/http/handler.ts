import type { z } from "zod";
import type { UserRole } from "../users/roles";
import { AppError } from "../errors";
import { staffSideAllowed } from "./admin-network";
import { requireRole, type Actor } from "../auth/actor";
import { actorFromRequest } from "../auth/request-actor";
import { parseInput } from "../validation";
import {
  FORM_OVERHEAD_BYTES,
  isJsonRequest,
  isMultipartRequest,
  JSON_BODY_MAX_BYTES,
  readFormBody,
  readJsonBody,
} from "./body";
import { releaseSpools } from "../files/spool";
import { clientInfo, type ClientInfo } from "./client-address";
import { corsHeaders, preflight } from "./cors";
import { errorResponse } from "./respond";
import { queryObject } from "./query";

/**
 * The one wrapper of every /api/v1 route handler (in the manner of dub's `withWorkspace`).
 *
 *     export const { GET, PATCH, OPTIONS } = apiMethods({
 *       GET: apiRoute({ query: listQuerySchema }, async ({ query }) => collection("things", await listThings(query))),
 *       PATCH: apiRoute({ roles: ["Editor"], params: z.object({ id: z.string() }), body: changesSchema },
 *         async ({ actor, params, body }) => single("thing", await updateThing(actor, params.id, body))),
 *     });
 *
 * In this order, each step before the handler runs (`params`: the path's segments, parsed too):
 * 1. `roles` (or `caller`): who is calling is resolved (bearer token or our pages' session cookie,
 *    lib/auth/identity.ts) and checked (401 anonymous or expired, 403 wrong role; Admin may do
 *    everything) BEFORE any byte of the body is read. Without `roles` the Authorization header is
 *    not read at all (public reads) and `actor` is anonymous. Services check the role again.
 * 2. `query`: the query string, parsed with the zod schema (400 naming the parameter).
 * 3. The body, only through the capped reader of lib/http/body.ts: `body` (a zod schema) reads JSON
 *    of at most `maxBytes` (default 64 KiB) and parses it; `form` reads multipart/form-data of at
 *    most `form.maxFileBytes` plus the form allowance. With both, the Content-Type picks one and
 *    the other is undefined; with neither the body is not read.
 * Every failure becomes the legacy envelope `{ status: "fail", message }` with its status (with
 * `fieldErrors` when it is about input fields; `{ status: "error" }` 500 for our own faults, logged,
 * never shown), and allowed origins get CORS headers. `apiMethods` adds the OPTIONS preflight.
 */
export type RouteParams<P> = { params: Promise<P> };
export type RouteHandler<P = Record<string, never>> = (request: Request, context: RouteParams<P>) => Promise<Response>;

/** Functions, because the configuration is read per request, never when `next build` loads the module. */
export type FormSpec = {
  /** The largest file the form may carry; the allowance for its other fields is added. */
  maxFileBytes: () => number;
  tooLargeMessage: () => string;
  /** Also accept application/x-www-form-urlencoded (a form without a file). */
  allowUrlEncoded?: boolean;
};

type Maybe<T> = T | undefined;
type Output<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

export type RouteOptions<
  P extends Maybe<z.ZodType>,
  B extends Maybe<z.ZodType>,
  Q extends Maybe<z.ZodType>,
  F extends Maybe<FormSpec>,
  C,
> = {
  /** Roles that may call (Admin always may). Left out: anyone may, and no credentials are read. */
  roles?: readonly UserRole[];
  /** Instead of `roles`: resolves and checks the caller itself (e.g. a candidate's token or staff), before the body. */
  caller?: (request: Request) => Promise<C>;
  /** The dynamic segments of the path (e.g. `z.object({ id: z.string() })`). */
  params?: P;
  query?: Q;
  body?: B;
  /** Cap of a JSON body (default 64 KiB). */
  maxBytes?: number;
  form?: F;
  /**
   * The old admin's notice writes (legacy-api.md §1.3): it shows a failure's `error` text and signs
   * the user out on any failure without one, so every failure but 401 and 403 also carries `error`.
   */
  legacyFormErrors?: boolean;
  /** The 415 text when neither JSON nor the form was sent (with both `body` and `form`). */
  unsupportedTypeMessage?: string;
};

export type RouteContext<
  P extends Maybe<z.ZodType>,
  B extends Maybe<z.ZodType>,
  Q extends Maybe<z.ZodType>,
  F extends Maybe<FormSpec>,
  C,
> = {
  request: Request;
  params: Output<P, Record<string, never>>;
  /** The caller: a user when `roles` were given, otherwise anonymous (with the client's address). */
  actor: Actor;
  /** What `caller` resolved (undefined without it). */
  caller: C;
  client: ClientInfo;
  query: Output<Q, Record<string, never>>;
  body: B extends z.ZodType ? (F extends FormSpec ? z.output<B> | undefined : z.output<B>) : undefined;
  form: F extends FormSpec ? (B extends z.ZodType ? FormData | undefined : FormData) : undefined;
};

/** The path segments as Next.js hands them over: text, parsed by the `params` schema. */
type Segments<P extends z.ZodType> = { [K in keyof z.output<P>]: string };

type AnyOptions = RouteOptions<z.ZodType, z.ZodType, z.ZodType, FormSpec, unknown>;
type AnyContext = RouteContext<z.ZodType, z.ZodType, z.ZodType, FormSpec, unknown>;

export function apiRoute(
  handler: (context: RouteContext<undefined, undefined, undefined, undefined, undefined>) => Promise<Response>,
): RouteHandler;
export function apiRoute<
  P extends Maybe<z.ZodType> = undefined,
  B extends Maybe<z.ZodType> = undefined,
  Q extends Maybe<z.ZodType> = undefined,
  F extends Maybe<FormSpec> = undefined,
  C = undefined,
>(
  options: RouteOptions<P, B, Q, F, C>,
  handler: (context: RouteContext<P, B, Q, F, C>) => Promise<Response>,
): RouteHandler<P extends z.ZodType ? Segments<P> : Record<string, never>>;
export function apiRoute(
  optionsOrHandler: AnyOptions | ((context: never) => Promise<Response>),
  maybeHandler?: (context: never) => Promise<Response>,
): RouteHandler<unknown> {
  const options: AnyOptions = typeof optionsOrHandler === "function" ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === "function" ? optionsOrHandler : maybeHandler!) as (
    context: AnyContext,
  ) => Promise<Response>;
  return async (request, context) => {
    let response: Response;
    let prepared: AnyContext | undefined;
    try {
      prepared = await prepare(request, context.params, options);
      response = await handler(prepared);
    } catch (error) {
      response = await failureResponse(error, options.legacyFormErrors === true);
    } finally {
      // The form's files were spooled to disk while the body streamed in; the answer no longer needs them.
      await releaseSpools(prepared?.form);
    }
    for (const [name, value] of Object.entries(corsHeaders(request))) response.headers.set(name, value);
    return response;
  };
}

/** A write by a signed-in user (not a candidate's token, not a visitor): limited to the admin networks. */
function isStaffWrite(request: Request, who: unknown): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  return typeof who === "object" && who !== null && (who as { kind?: unknown }).kind === "user";
}

async function prepare(request: Request, routeParams: Promise<unknown>, options: AnyOptions): Promise<AnyContext> {
  const client = clientInfo(request.headers);
  let actor: Actor = { kind: "anonymous", ...client };
  let caller: unknown;
  if (options.caller) caller = await options.caller(request);
  else if (options.roles) {
    actor = await actorFromRequest(request);
    requireRole(actor, ...options.roles);
  }
  if (isStaffWrite(request, caller ?? actor) && !staffSideAllowed(request.headers))
    throw new AppError(404, "Not found.");
  const params = options.params ? parseInput(options.params, await routeParams) : {};
  // Read even without a schema: a NUL character in any parameter is refused (400).
  const parameters = queryObject(request);
  const query = options.query ? parseInput(options.query, parameters) : {};
  let body: unknown;
  let form: FormData | undefined;
  const readForm = () => {
    const spec = options.form!;
    return readFormBody(request, {
      maxBytes: spec.maxFileBytes() + FORM_OVERHEAD_BYTES,
      tooLargeMessage: spec.tooLargeMessage(),
      allowUrlEncoded: spec.allowUrlEncoded,
    });
  };
  const readJson = async () =>
    parseInput(options.body!, await readJsonBody(request, options.maxBytes ?? JSON_BODY_MAX_BYTES));
  if (options.body && options.form) {
    if (isJsonRequest(request)) body = await readJson();
    else if (isMultipartRequest(request) || options.form.allowUrlEncoded) form = await readForm();
    else
      throw new AppError(415, options.unsupportedTypeMessage ?? "Send JSON (application/json) or multipart/form-data.");
  } else if (options.body) body = await readJson();
  else if (options.form) form = await readForm();
  return { request, params, actor, caller, client, query, body, form } as AnyContext;
}

async function failureResponse(error: unknown, legacyFormErrors: boolean): Promise<Response> {
  const response = errorResponse(error);
  if (!legacyFormErrors || (error instanceof AppError && (error.status === 401 || error.status === 403)))
    return response;
  const body = (await response.json()) as { message: string };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json({ ...body, error: body.message }, { status: response.status, headers });
}

type MethodName = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A route file's handlers, plus the CORS preflight (OPTIONS) they all share. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each method has its own params type
export function apiMethods<M extends Partial<Record<MethodName, RouteHandler<any>>>>(
  methods: M,
): M & { OPTIONS: (request: Request) => Response } {
  return { ...methods, OPTIONS: preflight };
}
