"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { refresh } from "next/cache";
import { z } from "zod";
import { clientInfo } from "@/lib/http/client-address";
import { AppError } from "@/lib/errors";
import { lookupResult } from "@/lib/admissions/lookup";
import { isRoundKey, roundPage, type RoundKey } from "@/lib/admissions/rounds";
import { lookupSchema } from "@/lib/admissions/schema";
import { recordSeatDecision } from "@/lib/admissions/service";
import { decisionChoices } from "@/lib/admissions/rules";
import { SESSION_ENDED_MESSAGE } from "@/lib/admissions/errors";
import {
  CANDIDATE_COOKIE_PATH,
  candidateCookieName,
  candidateCookieOptions,
  isHttpsRequest,
  readCandidateToken,
} from "@/lib/admissions/session";
import type { LookupField, LookupFormState } from "@/components/results/LookupForm";
import type { DecisionOutcome } from "@/components/results/DecisionPanel";

/**
 * The candidate's page flow. The result lives in an http-only cookie per round (the signed
 * candidate token), never in the URL or in the browser's storage.
 */
async function client() {
  const incoming = await headers();
  return { headers: incoming, info: clientInfo(incoming) };
}

function knownRound(key: unknown): RoundKey {
  if (!isRoundKey(key)) throw new Error("Unknown seat-allocation round");
  return key;
}

export async function lookupAction(
  roundKey: RoundKey,
  _previous: LookupFormState,
  formData: FormData,
): Promise<LookupFormState> {
  const key = knownRound(roundKey);
  const input = { email: String(formData.get("email") ?? ""), dob: String(formData.get("dob") ?? "") };
  const parsed = lookupSchema.safeParse(input);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return { fieldErrors: { email: errors.email?.[0], dob: errors.dob?.[0] } };
  }
  const { headers: incoming, info } = await client();
  let token: string;
  try {
    ({ token } = await lookupResult(key, parsed.data, info));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.field === "email" || error.field === "dob")
      return { fieldErrors: { [error.field as LookupField]: error.fieldErrors[error.field] } };
    return { message: error.message };
  }
  (await cookies()).set(candidateCookieName(key), token, candidateCookieOptions(isHttpsRequest(incoming)));
  redirect(roundPage(key).showPath);
}

export async function decideAction(roundKey: RoundKey, status: string): Promise<DecisionOutcome> {
  const key = knownRound(roundKey);
  const session = await readCandidateToken((await cookies()).get(candidateCookieName(key))?.value);
  if (!session.ok) return { ok: false, message: SESSION_ENDED_MESSAGE, sessionEnded: true };
  const { info } = await client();
  try {
    const { result } = await recordSeatDecision(
      { kind: "candidate", resultId: session.resultId, ...info },
      { resultId: session.resultId, status, rounds: [key] },
    );
    const label = decisionChoices(key, result).find((c) => c.status === result.status)?.label ?? result.status;
    return { ok: true, label };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  } finally {
    // Whatever happened, the page shows the record as it is now.
    refresh();
  }
}

export async function endSessionAction(roundKey: RoundKey): Promise<void> {
  const key = knownRound(roundKey);
  (await cookies()).delete({ name: candidateCookieName(key), path: CANDIDATE_COOKIE_PATH });
  redirect(roundPage(key).listingPath);
}
