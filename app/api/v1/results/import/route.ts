import { apiRoute } from "@/lib/http/handler";
import { preflight } from "@/lib/http/cors";
import { parseQuery } from "@/lib/http/query";
import { actorFromRequest } from "@/lib/auth/request-actor";
import { readImportFile } from "@/lib/admissions/upload";
import { importResults } from "@/lib/admissions/import";
import { importQuerySchema } from "@/lib/admissions/schema";

/**
 * POST /api/v1/results/import?category=&round=[&dryRun=1] (Admissions/Admin), body text/csv or a
 * multipart field `file`. Answers the counts and every rejected line; with a rejected line (and
 * not a dry run) 422 and nothing written.
 */
export const POST = apiRoute(async (request) => {
  const actor = await actorFromRequest(request);
  const { category, round, dryRun } = parseQuery(importQuerySchema, request);
  const csv = await readImportFile(request);
  const report = await importResults(actor, { category, round, csv, dryRun });
  if (report.rejected.length && !dryRun) {
    const lines = new Set(report.rejected.map((r) => r.line)).size;
    return Response.json(
      { status: "fail", message: `${lines} ${lines === 1 ? "line was" : "lines were"} rejected; nothing was imported.`, data: { ...report, dryRun } },
      { status: 422 },
    );
  }
  return Response.json({ status: "success", data: { ...report, dryRun } });
});

export const OPTIONS = preflight;
