import { preflight } from "@/lib/http/cors";
import { noticeListRoute } from "../list";

/** GET /api/v1/notice/archived — archived notices, including those whose auto-archive date has passed. */
export const GET = noticeListRoute(true);

export const OPTIONS = preflight;
