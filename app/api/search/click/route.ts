import { clientAddress } from "@/lib/http/client-address";
import { readJsonBody } from "@/lib/http/body";
import { errorResponse, failure } from "@/lib/http/respond";
import { TooManyRequestsError } from "@/lib/errors";
import { sharedRateLimiter } from "@/lib/rate-limit";
import { recordResultOpened } from "@/lib/search/insights";

const SMALL_BODY_BYTES = 2048;

/**
 * POST /api/search/click {"query": "…"}: the results page's beacon when a visitor opens a result,
 * counted for the search insights (lib/search/insights.ts). The address only keys the rate limit
 * in memory or Redis; nothing about the visitor is stored. 204 whether or not it counted.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const verdict = await sharedRateLimiter("searchClicksPerAddress").consume(
      clientAddress(request.headers) ?? "unknown",
    );
    if (!verdict.allowed)
      throw new TooManyRequestsError("Too many requests. Try again later.", verdict.retryAfterSeconds);
    const body = await readJsonBody(request, SMALL_BODY_BYTES);
    if (!body || typeof body !== "object" || Array.isArray(body))
      return failure(400, "Send the query whose result was opened.");
    await recordResultOpened((body as { query?: unknown }).query);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}
