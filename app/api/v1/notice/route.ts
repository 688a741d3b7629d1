import { preflight } from "@/lib/http/cors";
import { noticeListRoute } from "./list";

/** GET /api/v1/notice — current (not archived) notices. */
export const GET = noticeListRoute(false);

export const OPTIONS = preflight;
