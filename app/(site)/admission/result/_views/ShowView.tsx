import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { AllotmentTable } from "@/components/results/AllotmentTable";
import { DecisionPanel } from "@/components/results/DecisionPanel";
import { Toasts } from "@/components/ui/Toasts";
import { DecidedStatus, NoSeat, ReportInPerson } from "@/components/results/ResultSections";
import { windowDates } from "@/components/results/format";
import { choiceText, fill, roundText } from "@/components/results/words";
import { loadCandidateView } from "@/lib/admissions/lookup";
import { roundPage, type RoundKey } from "@/lib/admissions/rounds";
import { choiceSet } from "@/lib/admissions/rules";
import { candidateCookieName, candidateCookiePath, readCandidateToken } from "@/lib/admissions/session";
import { localizePath } from "@/lib/i18n/paths";
import { recordTextLang } from "@/lib/i18n/locales";
import { decideAction, endSessionAction } from "../actions";
import { Button } from "@/components/ui/Button";
import { resultPageWords } from "./words";

/** Where a visitor without a live result session is sent: the listing, which says why. */
export function sessionEndedPath(listingPath: string): string {
  return `${listingPath}${listingPath.includes("?") ? "&" : "?"}session=ended`;
}

/** The candidate's own result, read fresh for the record their session names. */
export async function ShowView({ roundKey }: { roundKey: RoundKey }) {
  await connection();
  const page = roundPage(roundKey);
  const { locale, words } = await resultPageWords();
  const listingPath = localizePath(page.listingPath, locale);
  const session = await readCandidateToken((await cookies()).get(candidateCookieName(roundKey))?.value);
  const view = session.ok ? await loadCandidateView(session.resultId, [roundKey]) : undefined;
  if (!view) redirect(sessionEndedPath(listingPath));
  const { result, round, outcome, choices } = view;
  const dates = windowDates(round.startsAt, round.endsAt, words.dates, locale);
  // The round's title is a record staff edit, in English.
  const titleLang = recordTextLang(round.title, locale);
  const reporting = roundText(words, roundKey).reporting;
  const set = choiceSet(roundKey, result);
  // Under the session cookie's path, or the browser would not send the cookie with the request.
  const letterHref = `${candidateCookiePath(locale)}/letter/${roundKey}`;

  return (
    <>
      {/* The decision panel's toasts outlive the panel, which the decided status replaces. */}
      <Toasts />
      <PageHeader
        title={words.studentAllotment}
        crumbs={[
          { name: words.admission, path: "/admission" },
          { name: round.title, path: page.listingPath, lang: titleLang },
          { name: words.studentAllotment, path: page.showPath },
        ]}
        lead={round.title}
        leadLang={titleLang}
      />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
        {outcome === "no_seat" ? <NoSeat roundKey={roundKey} words={words} locale={locale} /> : null}
        {outcome === "report_in_person" && reporting ? <ReportInPerson instructions={reporting} words={words} /> : null}
        {outcome === "allotted" ? (
          <>
            <section aria-labelledby="allotment-title" className="space-y-3">
              <h2 id="allotment-title" className="text-2xl font-bold text-brand-900">
                {words.show.allotmentTitle}
              </h2>
              <div className="overflow-hidden rounded-lg border border-slate-300">
                <AllotmentTable result={result} words={words} locale={locale} />
              </div>
            </section>
            <section aria-labelledby="decision-title" className="space-y-4">
              <h2 id="decision-title" className="text-2xl font-bold text-brand-900">
                {words.show.decisionTitle}
              </h2>
              {result.status !== "pending" ? (
                <DecidedStatus result={result} letterHref={letterHref} words={words} locale={locale} />
              ) : choices.length ? (
                <>
                  <p>{dates ? fill(words.show.chooseBy, { dates }) : words.show.choose}</p>
                  <DecisionPanel
                    choices={choices.map(({ status }) => ({ status, ...choiceText(words, set, status) }))}
                    decide={decideAction.bind(null, roundKey)}
                    seat={fill(words.show.seat, { program: result.program, campus: result.campus })}
                    sessionEndedHref={sessionEndedPath(listingPath)}
                    words={{ ...words.decision, failed: words.errors.failed }}
                  />
                </>
              ) : (
                <div className="rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950">
                  <p className="text-xl font-bold">{words.show.closedTitle}</p>
                  <p className="mt-1">{words.show.closedText}</p>
                </div>
              )}
            </section>
          </>
        ) : null}
        <form action={endSessionAction.bind(null, roundKey)}>
          <Button type="submit" variant="secondary">
            {words.show.signOut}
          </Button>
        </form>
      </div>
    </>
  );
}
