"use server";

import { checkArguments, isForm, isRecord, isText } from "@/lib/http/action-arguments";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { refresh } from "next/cache";
import { clientInfo } from "@/lib/http/client-address";
import { AppError } from "@/lib/errors";
import { localizePath } from "@/lib/i18n/paths";
import { lookupResult } from "@/lib/admissions/lookup";
import { isRoundKey, roundPage, type RoundKey } from "@/lib/admissions/rounds";
import { lookupSchema } from "@/lib/admissions/schema";
import { recordSeatDecision } from "@/lib/admissions/service";
import { choiceSet } from "@/lib/admissions/rules";
import { decisionFailure, lookupFailure, lookupFieldErrors } from "@/lib/admissions/page-errors";
import {
  candidateCookieName,
  candidateCookieOptions,
  candidateCookiePath,
  isHttpsRequest,
  readCandidateToken,
} from "@/lib/admissions/session";
import { choiceText } from "@/components/results/words";
import type { LookupField, LookupFormState } from "@/components/results/LookupForm";
import type { DecisionOutcome } from "@/components/results/DecisionPanel";
import { resultPageWords } from "./_views/words";

/**
 * The candidate's page flow. The result lives in an http-only cookie per round (the signed
 * candidate token), never in the URL or in the browser's storage. An action is posted to the page
 * it was used on, so it answers in that page's language and stays on that language's pages.
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
  checkArguments(isRoundKey(roundKey), isRecord(_previous), isForm(formData));
  const key = knownRound(roundKey);
  const { locale, words } = await resultPageWords();
  const input = { email: String(formData.get("email") ?? ""), dob: String(formData.get("dob") ?? "") };
  const parsed = lookupSchema.safeParse(input);
  if (!parsed.success) return { fieldErrors: lookupFieldErrors(parsed.error, words.errors) };
  const { headers: incoming, info } = await client();
  let token: string;
  try {
    ({ token } = await lookupResult(key, parsed.data, info));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = lookupFailure(error, words.errors);
    if (message) return { message };
    // Anything else keeps the service's English on English pages; Hindi pages say it went wrong.
    if (locale !== "en") return { message: words.errors.failed };
    if (error.field === "email" || error.field === "dob")
      return { fieldErrors: { [error.field as LookupField]: error.fieldErrors[error.field] } };
    return { message: error.message };
  }
  (await cookies()).set(candidateCookieName(key), token, candidateCookieOptions(isHttpsRequest(incoming), locale));
  redirect(localizePath(roundPage(key).showPath, locale));
}

export async function decideAction(roundKey: RoundKey, status: string): Promise<DecisionOutcome> {
  checkArguments(isRoundKey(roundKey), isText(status));
  const key = knownRound(roundKey);
  const { locale, words } = await resultPageWords();
  const session = await readCandidateToken((await cookies()).get(candidateCookieName(key))?.value);
  if (!session.ok) return { ok: false, message: words.errors.sessionEnded, sessionEnded: true };
  const { info } = await client();
  try {
    const { result } = await recordSeatDecision(
      { kind: "candidate", resultId: session.resultId, ...info },
      { resultId: session.resultId, status, rounds: [key] },
    );
    const label =
      result.status === "pending" ? result.status : choiceText(words, choiceSet(key, result), result.status).label;
    return { ok: true, label };
  } catch (error) {
    if (error instanceof AppError) {
      const message = decisionFailure(error, words) ?? (locale === "en" ? error.message : words.errors.failed);
      return { ok: false, message };
    }
    throw error;
  } finally {
    // Whatever happened, the page shows the record as it is now.
    refresh();
  }
}

export async function endSessionAction(roundKey: RoundKey): Promise<void> {
  checkArguments(isRoundKey(roundKey));
  const key = knownRound(roundKey);
  const { locale } = await resultPageWords();
  (await cookies()).delete({ name: candidateCookieName(key), path: candidateCookiePath(locale) });
  redirect(localizePath(roundPage(key).listingPath, locale));
}
