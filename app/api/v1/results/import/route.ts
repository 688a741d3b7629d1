import { apiMethods, apiRoute } from "@/lib/http/handler";
import { readImportFile } from "@/lib/admissions/upload";
import { importResults } from "@/lib/admissions/import";
import { importQuerySchema } from "@/lib/admissions/schema";

export const { POST, OPTIONS } = apiMethods({
  /**
   * POST /api/v1/results/import?category=&round=[&dryRun=1] (Admissions/Admin), body text/csv or a
   * multipart field `file`. Answers the counts and every rejected line; with a rejected line (and
   * not a dry run) 422 and nothing written.
   */
  POST: apiRoute(
    { roles: ["Admissions"], query: importQuerySchema },
    async ({ actor, request, query: { category, round, dryRun } }) => {
      const csv = await readImportFile(request);
      const report = await importResults(actor, { category, round, csv, dryRun });
      if (report.rejected.length && !dryRun) {
        const lines = new Set(report.rejected.map((r) => r.line)).size;
        return Response.json(
          {
            status: "fail",
            message: `${lines} ${lines === 1 ? "line was" : "lines were"} rejected; nothing was imported.`,
            data: { ...report, dryRun },
          },
          { status: 422 },
        );
      }
      return Response.json({ status: "success", data: { ...report, dryRun } });
    },
  ),
});
