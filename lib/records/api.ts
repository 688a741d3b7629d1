import { z } from "zod";
import { apiMethods, apiRoute } from "../http/handler";
import { collection, single } from "../http/envelope";
import type { EditableRecord } from "../reference/records";
import type { RecordKind } from "./define";
import { recordService } from "./service";

/**
 * The staff routes of a declared kind under /api/v1/<segment>: each route file is one line,
 *
 *     export const { GET, POST, OPTIONS } = recordCollectionRoutes(FACULTY_MEMBERS);
 *
 * Every route checks the kind's roles before reading the body (401 anonymous or expired, 403 any
 * other role; Admin always may) and answers in the legacy envelope: `data.<item>` for one record,
 * `data.<items>` with `metadata` for a list, `{ status: "fail", message, fieldErrors? }` for a
 * refusal (400 by field, 404, 409 `conflict: { updatedBy, updatedAt }` when someone saved since).
 */

const idParams = z.object({ id: z.string() });
const revisionParams = z.object({ id: z.string(), revisionId: z.string() });

/**
 * GET /api/v1/<segment>?q=&sort=&page=&perPage=&<filter>= — the records, searched, filtered,
 * sorted and a page at a time (from the database, never a cached copy). POST — adds one (201); the
 * body holds its fields, those the kind cannot do without at least.
 */
export function recordCollectionRoutes<E extends EditableRecord>(kind: RecordKind<E>) {
  const service = recordService(kind);
  const readers = kind.roles.read ?? kind.roles.write;
  return apiMethods({
    GET: apiRoute({ roles: readers, query: z.record(z.string(), z.string()) }, async ({ actor, query }) => {
      const { items, page, totalPages, totalItems } = await service.list(actor, query);
      return collection(kind.api.items, items, { page, totalPages, totalItems });
    }),
    POST: apiRoute({ roles: kind.roles.write, body: z.unknown() }, async ({ actor, body }) =>
      single(kind.api.item, await service.create(actor, body), 201),
    ),
  });
}

/**
 * GET /api/v1/<segment>/{id} — one record as its form edits it. PATCH — the fields that change and
 * the `updatedAt` as last read. DELETE — with the `updatedAt` as last read in the body (kinds
 * staff may delete).
 */
export function recordItemRoutes<E extends EditableRecord>(kind: RecordKind<E>) {
  const service = recordService(kind);
  const readers = kind.roles.read ?? kind.roles.write;
  const noun = kind.noun.one;
  return apiMethods({
    GET: apiRoute({ roles: readers, params: idParams }, async ({ actor, params }) =>
      single(kind.api.item, await service.get(actor, params.id)),
    ),
    PATCH: apiRoute({ roles: kind.roles.write, params: idParams, body: z.unknown() }, async ({ actor, params, body }) =>
      single(kind.api.item, await service.update(actor, params.id, body)),
    ),
    DELETE: apiRoute(
      { roles: kind.roles.write, params: idParams, body: z.unknown() },
      async ({ actor, params, body }) => {
        await service.remove(actor, params.id, body);
        return Response.json({ status: "success", message: `${noun[0]!.toUpperCase()}${noun.slice(1)} deleted.` });
      },
    ),
  });
}

/** GET /api/v1/<segment>/{id}/revisions — the kept revisions `{ id, action, data, createdBy, createdAt, changes }`, newest first. */
export function recordRevisionRoutes<E extends EditableRecord>(kind: RecordKind<E>) {
  const service = recordService(kind);
  return apiMethods({
    GET: apiRoute({ roles: kind.roles.write, params: idParams }, async ({ actor, params }) =>
      collection("revisions", await service.revisions(actor, params.id)),
    ),
  });
}

/** POST /api/v1/<segment>/{id}/revisions/{revisionId}/restore — the revision becomes the record again, as one more save. */
export function recordRestoreRoutes<E extends EditableRecord>(kind: RecordKind<E>) {
  const service = recordService(kind);
  return apiMethods({
    POST: apiRoute({ roles: kind.roles.write, params: revisionParams }, async ({ actor, params }) =>
      single(kind.api.item, await service.restore(actor, params.id, params.revisionId)),
    ),
  });
}
