import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { RoundTabs } from "@/components/results/RoundTabs";
import { ProcessPdfLink } from "@/components/results/ProcessPdfLink";
import { LookupForm } from "@/components/results/LookupForm";
import { HelpdeskLine } from "@/components/results/ResultSections";
import { windowDates } from "@/components/results/format";
import { SEAT_CONFIRMATION_RULES, SEAT_CONFIRMATION_STEPS, SEAT_GRIEVANCE_FORM_URL } from "@/content/admission-rounds";
import { getPublicRound } from "@/lib/admissions/queries";
import { roundPage, type RoundKey } from "@/lib/admissions/rounds";
import { DOB_EXAMPLE } from "@/lib/admissions/dob";
import { SESSION_ENDED_MESSAGE } from "@/lib/admissions/errors";
import { lookupAction } from "../actions";

/** A round's listing page: what the round is, its dates and process, and the result lookup. */
export async function ListingView({ roundKey, sessionEnded }: { roundKey: RoundKey; sessionEnded: boolean }) {
  await connection();
  const page = roundPage(roundKey);
  const round = await getPublicRound(roundKey);
  const title = round?.title ?? page.title;
  const dates = round ? windowDates(round.startsAt, round.endsAt) : undefined;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { name: "Admission", path: "/admission" },
          { name: title, path: page.listingPath },
        ]}
        lead="Check your seat allotment with the email address of your admission form and your date of birth, then record your decision on the seat."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <RoundTabs current={roundKey} />
        {sessionEnded ? (
          <p role="status" className="rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950">
            {SESSION_ENDED_MESSAGE}
          </p>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="lookup-title" className="rounded-lg border border-slate-300 p-6">
            <h2 id="lookup-title" className="text-2xl font-bold text-brand-900">
              Check your result
            </h2>
            <div className="mt-4">
              {round ? (
                <LookupForm action={lookupAction.bind(null, roundKey)} dobExample={DOB_EXAMPLE} />
              ) : (
                <p>The results of this round have not been published yet.</p>
              )}
            </div>
          </section>
          <section aria-labelledby="round-title" className="space-y-4">
            <h2 id="round-title" className="text-2xl font-bold text-brand-900">
              About this round
            </h2>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Seat decisions</dt>
              <dd>{round?.windowOpen ? "Open now" : "Closed"}</dd>
              {dates ? (
                <>
                  <dt className="font-semibold">Decision window</dt>
                  <dd>{dates}</dd>
                </>
              ) : null}
            </dl>
            {page.schedule.length ? (
              <table className="w-full border-collapse text-left text-sm">
                <caption className="mb-2 text-left font-semibold">Timeline of this round</caption>
                <tbody>
                  {page.schedule.map((item) => (
                    <tr key={item.label} className="border-b border-slate-200">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        {item.label}
                      </th>
                      <td className="py-2 font-semibold">{item.when}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {page.note ? <p>{page.note}</p> : null}
            {round?.confirmationPdfUrl ? <ProcessPdfLink href={round.confirmationPdfUrl} /> : null}
          </section>
        </div>
        <section aria-labelledby="process-title" className="space-y-3">
          <h2 id="process-title" className="text-2xl font-bold text-brand-900">
            How seat confirmation works
          </h2>
          <ol className="list-decimal space-y-1 pl-6">
            {SEAT_CONFIRMATION_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {page.category === "pg" ? (
            <p>PG candidates can freeze (accept) or reject their seat; there is no upgrade.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-6">
              {SEAT_CONFIRMATION_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          )}
          <HelpdeskLine question="Questions about your allotment?" />
          {roundKey === "diploma1" ? (
            <p>
              <ExternalLink href={SEAT_GRIEVANCE_FORM_URL} className="font-semibold text-brand-900 underline">
                Seat-allocation grievance form
              </ExternalLink>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
