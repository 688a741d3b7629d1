import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { FIXED_TEXT_REVIEWED } from "@/lib/pages/fixed-text";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { RoundTabs } from "@/components/results/RoundTabs";
import { ProcessPdfLink } from "@/components/results/ProcessPdfLink";
import { LookupForm } from "@/components/results/LookupForm";
import { HelpdeskLine } from "@/components/results/ResultSections";
import { windowDates } from "@/components/results/format";
import { fill, roundText } from "@/components/results/words";
import { SEAT_GRIEVANCE_FORM_URL } from "@/lib/admissions/round-pages";
import { getPublicRound } from "@/lib/admissions/queries";
import { roundPage, type RoundKey } from "@/lib/admissions/rounds";
import { DOB_EXAMPLE } from "@/lib/admissions/dob";
import { decisionsOpen } from "@/lib/admissions/window";
import { recordTextLang } from "@/lib/i18n/locales";
import { lookupAction } from "../actions";
import { resultPageWords } from "./words";

/** A round's listing page: what the round is, its dates and process, and the result lookup. */
export async function ListingView({ roundKey, sessionEnded }: { roundKey: RoundKey; sessionEnded: boolean }) {
  await connection();
  const page = roundPage(roundKey);
  const [round, { locale, words }] = await Promise.all([getPublicRound(roundKey), resultPageWords()]);
  // The round's title is a record staff edit, in English.
  const title = round?.title ?? page.title;
  const titleLang = recordTextLang(title, locale);
  const dates = round ? windowDates(round.startsAt, round.endsAt, words.dates, locale) : undefined;
  const text = roundText(words, roundKey);

  return (
    <>
      <PageHeader
        title={title}
        titleLang={titleLang}
        crumbs={[
          { name: words.admission, path: "/admission" },
          { name: title, path: page.listingPath, lang: titleLang },
        ]}
        lead={words.listingLead}
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <RoundTabs current={roundKey} words={words} locale={locale} />
        {sessionEnded ? (
          <p role="status" className="rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950">
            {words.errors.sessionEnded}
          </p>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="lookup-title" className="rounded-lg border border-slate-300 p-6">
            <h2 id="lookup-title" className="text-2xl font-bold text-brand-900">
              {words.checkTitle}
            </h2>
            <div className="mt-4">
              {round ? (
                <LookupForm
                  action={lookupAction.bind(null, roundKey)}
                  words={{ ...words.lookup, dobHint: fill(words.lookup.dobHint, { example: DOB_EXAMPLE }) }}
                />
              ) : (
                <p>{words.notPublished}</p>
              )}
            </div>
          </section>
          <section aria-labelledby="round-title" className="space-y-4">
            <h2 id="round-title" className="text-2xl font-bold text-brand-900">
              {words.aboutTitle}
            </h2>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">{words.seatDecisions}</dt>
              <dd>{round && decisionsOpen(round) ? words.openNow : words.closed}</dd>
              {dates ? (
                <>
                  <dt className="font-semibold">{words.decisionWindow}</dt>
                  <dd>{dates}</dd>
                </>
              ) : null}
            </dl>
            {text.schedule.length ? (
              <table className="w-full border-collapse text-left text-sm">
                <caption className="mb-2 text-left font-semibold">{words.timeline}</caption>
                <tbody>
                  {text.schedule.map((item) => (
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
            {text.note ? <p>{text.note}</p> : null}
            {round?.confirmationPdfUrl ? (
              <ProcessPdfLink href={round.confirmationPdfUrl} label={words.processPdf} />
            ) : null}
          </section>
        </div>
        <section aria-labelledby="process-title" className="space-y-3">
          <h2 id="process-title" className="text-2xl font-bold text-brand-900">
            {words.processTitle}
          </h2>
          <ol className="list-decimal space-y-1 pl-6">
            {words.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {page.category === "pg" ? (
            <p>{words.pgRule}</p>
          ) : (
            <ul className="list-disc space-y-1 pl-6">
              {words.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          )}
          <HelpdeskLine question={words.questions} words={words} />
          {roundKey === "diploma1" ? (
            <p>
              <ExternalLink href={SEAT_GRIEVANCE_FORM_URL} className="font-semibold text-brand-900 underline">
                {words.grievanceForm}
              </ExternalLink>
            </p>
          ) : null}
        </section>
        {/* The round's record (its dates, window and process PDF) is what changes on this page. */}
        <LastUpdated date={round?.updatedAt ?? FIXED_TEXT_REVIEWED} locale={locale} />
      </div>
    </>
  );
}
