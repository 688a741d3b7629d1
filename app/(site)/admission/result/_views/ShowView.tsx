import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { AllotmentTable } from "@/components/results/AllotmentTable";
import { DecisionPanel } from "@/components/results/DecisionPanel";
import { Toasts } from "@/components/ui/Toasts";
import { DecidedStatus, NoSeat, ReportInPerson } from "@/components/results/ResultSections";
import { windowDates } from "@/components/results/format";
import { loadCandidateView } from "@/lib/admissions/lookup";
import { roundPage, type RoundKey } from "@/lib/admissions/rounds";
import { candidateCookieName, readCandidateToken } from "@/lib/admissions/session";
import { SEAT_CONFIRMATION_CLOSED } from "@/lib/admissions/errors";
import { decideAction, endSessionAction } from "../actions";
import { Button } from "@/components/ui/Button";

/** Where a visitor without a live result session is sent: the listing, which says why. */
export function sessionEndedPath(listingPath: string): string {
  return `${listingPath}${listingPath.includes("?") ? "&" : "?"}session=ended`;
}

/** The candidate's own result, read fresh for the record their session names. */
export async function ShowView({ roundKey }: { roundKey: RoundKey }) {
  await connection();
  const page = roundPage(roundKey);
  const session = await readCandidateToken((await cookies()).get(candidateCookieName(roundKey))?.value);
  const view = session.ok ? await loadCandidateView(session.resultId, [roundKey]) : undefined;
  if (!view) redirect(sessionEndedPath(page.listingPath));
  const { result, round, outcome, choices } = view;
  const dates = windowDates(round.startsAt, round.endsAt);

  return (
    <>
      {/* The decision panel's toasts outlive the panel, which the decided status replaces. */}
      <Toasts />
      <PageHeader
        title="Student Allotment"
        crumbs={[
          { name: "Admission", path: "/admission" },
          { name: round.title, path: page.listingPath },
          { name: "Student Allotment", path: page.showPath },
        ]}
        lead={round.title}
      />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
        {outcome === "no_seat" ? <NoSeat roundKey={roundKey} /> : null}
        {outcome === "report_in_person" && page.reporting ? <ReportInPerson instructions={page.reporting} /> : null}
        {outcome === "allotted" ? (
          <>
            <section aria-labelledby="allotment-title" className="space-y-3">
              <h2 id="allotment-title" className="text-2xl font-bold text-brand-900">
                Your allotment
              </h2>
              <div className="overflow-hidden rounded-lg border border-slate-300">
                <AllotmentTable result={result} />
              </div>
            </section>
            <section aria-labelledby="decision-title" className="space-y-4">
              <h2 id="decision-title" className="text-2xl font-bold text-brand-900">
                Your seat decision
              </h2>
              {result.status !== "pending" ? (
                <DecidedStatus result={result} letterHref={`/admission/result/letter/${roundKey}`} />
              ) : choices.length ? (
                <>
                  <p>
                    Choose what to do with this seat{dates ? ` by the end of the decision window (${dates})` : ""}. You
                    will be asked to confirm; a decision cannot be changed afterwards.
                  </p>
                  <DecisionPanel
                    choices={choices}
                    decide={decideAction.bind(null, roundKey)}
                    seat={`${result.program} at ${result.campus}`}
                    sessionEndedHref={sessionEndedPath(page.listingPath)}
                  />
                </>
              ) : (
                <div className="rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950">
                  <p className="text-xl font-bold">{SEAT_CONFIRMATION_CLOSED}</p>
                  <p className="mt-1">Seat decisions for this round are not being accepted at the moment.</p>
                </div>
              )}
            </section>
          </>
        ) : null}
        <form action={endSessionAction.bind(null, roundKey)}>
          <Button type="submit" variant="secondary">
            Sign out and look up another result
          </Button>
        </form>
      </div>
    </>
  );
}
