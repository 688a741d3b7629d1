import { z } from "zod";
import { apiRoute } from "../http/handler";
import { jsonObjectSchema } from "../http/body";
import { idParams } from "../http/params";
import { actorFromRequest, bearerToken, requestMetadata } from "../auth/request-actor";
import { verifyCandidateToken } from "../auth/tokens";
import { UnauthorizedError, ValidationError } from "../errors";
import { SESSION_ENDED_MESSAGE } from "./errors";
import { legacyEnvelope } from "./legacy";
import { lookupResult } from "./lookup";
import type { RoundKey } from "./rounds";
import { resultOutcome } from "./rules";
import { candidateEmailSchema, dobSchema } from "./schema";
import { recordSeatDecision, type DecisionCaller } from "./service";

/**
 * The legacy seat-allocation endpoints (POST lookups, PUT decisions), built once and mounted on
 * each old path with the rounds that path serves.
 */

// The old clients send the date of birth as `password`.
const legacyLookupBody = z.object({ email: candidateEmailSchema, password: dobSchema });

type KeyResolver = (request: Request) => RoundKey;
type RoundsResolver = (request: Request) => readonly RoundKey[];

export function legacyLookupRoute(resolve: KeyResolver) {
  return apiRoute({ body: legacyLookupBody }, async ({ request, body, client }) => {
    // Too many lookups: apiRoute answers 429 with Retry-After.
    const answer = await lookupResult(resolve(request), { email: body.email, dob: body.password }, client);
    return Response.json(legacyEnvelope(answer));
  });
}

/**
 * Who is deciding: the candidate whose lookup token is in `Authorization: Bearer`, or an
 * Admissions/Admin user with a staff API token in the same header.
 */
export async function decisionCaller(request: Request): Promise<DecisionCaller> {
  const token = bearerToken(request.headers);
  if (!token) throw new UnauthorizedError();
  const candidate = await verifyCandidateToken(token);
  if (candidate.ok) return { kind: "candidate", resultId: candidate.claims.sub, ...requestMetadata(request) };
  if (candidate.reason === "expired") throw new UnauthorizedError(SESSION_ENDED_MESSAGE);
  return actorFromRequest(request);
}

export function legacyDecisionRoute(resolve: RoundsResolver) {
  return apiRoute(
    { caller: decisionCaller, params: idParams, body: jsonObjectSchema },
    async ({ request, params, caller, body }) => {
      const { result } = await recordSeatDecision(caller, {
        resultId: params.id,
        status: body.status,
        rounds: resolve(request),
      });
      return Response.json(legacyEnvelope({ result, outcome: resultOutcome(result.roundKey, result) }));
    },
  );
}

/** `?category=diploma|btech` of the round-1 endpoints (diploma when absent, as the old page did). */
export function roundOneFromQuery(request: Request): RoundKey {
  const category = new URL(request.url).searchParams.get("category");
  if (category === null || category === "" || category === "diploma") return "diploma1";
  if (category === "btech") return "btech1";
  throw new ValidationError("category must be diploma or btech", "category");
}

/** `?round=second` of the UG endpoints (round 1 when absent). */
export function ugRoundFromQuery(request: Request): RoundKey {
  const round = new URL(request.url).searchParams.get("round");
  if (round === null || round === "" || round === "first") return "ug1";
  if (round === "second") return "ug2";
  throw new ValidationError("round must be second, or left out for round 1", "round");
}
