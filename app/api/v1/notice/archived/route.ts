import { apiMethods } from "@/lib/http/handler";
import { noticeListRoute } from "../list";

/** GET /api/v1/notice/archived — archived notices, including those whose auto-archive date has passed. */
export const { GET, OPTIONS } = apiMethods({ GET: noticeListRoute(true) });
