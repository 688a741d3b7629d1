import { apiMethods } from "@/lib/http/handler";
import { noticeListRoute } from "./list";

/** GET /api/v1/notice — current (not archived) notices. */
export const { GET, OPTIONS } = apiMethods({ GET: noticeListRoute(false) });
