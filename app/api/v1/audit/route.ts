import { apiMethods, apiRoute } from "@/lib/http/handler";
import { collection } from "@/lib/http/envelope";
import { auditFeed, auditFeedQuerySchema } from "@/lib/audit/log";

export const { GET, OPTIONS } = apiMethods({
  /**
   * GET /api/v1/audit[?limit=&before=&actor=&kind=] — Admins; the newest entries first, `limit`
   * (50, at most 200) of them, made before `before` (the last entry's `at`, for the next ones).
   */
  GET: apiRoute({ roles: [], query: auditFeedQuerySchema }, async ({ actor, query }) => {
    const entries = await auditFeed(actor, query);
    return collection(
      "entries",
      entries.map((entry) => ({
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        actionText: entry.actionText,
        kind: entry.kind,
        targetId: entry.itemId,
        targetName: entry.itemName,
        requestId: entry.requestId,
      })),
    );
  }),
});
