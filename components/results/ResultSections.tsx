import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { siteContacts } from "@/lib/content/site-contacts";
import { sameLevelRounds, type ReportingInstructions, type RoundKey } from "@/lib/admissions/round-pages";
import { letterAvailable } from "@/lib/admissions/rules";
import type { CandidateResult } from "@/lib/admissions/records";
import type { Locale } from "@/lib/i18n/locales";
import { formatIndiaDate } from "@/lib/time";
import { buttonClass } from "@/components/ui/Button";
import { fill, rich, type ResultWords } from "./words";

const panel = "rounded-lg border border-slate-300 p-6";
const linkClass = "font-semibold text-brand-900 underline";

/** The admission help desk's address, as staff keep it in the site settings. */
export async function HelpdeskLine({ question, words }: { question: string; words: ResultWords }) {
  const email = (await siteContacts()).admissionHelpdeskEmail;
  return (
    <p className="text-sm text-slate-700">
      {rich(
        words.helpdesk,
        { question, email },
        {
          link: (text) => (
            <a href={`mailto:${email}`} className={linkClass}>
              {text}
            </a>
          ),
        },
      )}
    </p>
  );
}

export function NoSeat({ roundKey, words, locale }: { roundKey: RoundKey; words: ResultWords; locale: Locale }) {
  const rounds = sameLevelRounds(roundKey);
  const later = rounds.find((r) => r.round > rounds.find((c) => c.key === roundKey)!.round);
  const link = (href: string) =>
    function RoundLink(text: string) {
      return (
        <LocalizedLink href={href} locale={locale} className={linkClass}>
          {text}
        </LocalizedLink>
      );
    };
  return (
    <section aria-labelledby="no-seat-title" className={panel}>
      <h2 id="no-seat-title" className="text-2xl font-bold text-brand-900">
        {words.show.noSeatTitle}
      </h2>
      <p className="mt-2">{words.show.noSeatText}</p>
      <p className="mt-2">
        {later
          ? rich(
              words.show.nextRound,
              { round: fill(words.tab, { round: later.round }) },
              { link: link(later.listingPath) },
            )
          : rich(words.show.lastRound, {}, { link: link("/admission") })}
      </p>
    </section>
  );
}

export function ReportInPerson({ instructions, words }: { instructions: ReportingInstructions; words: ResultWords }) {
  return (
    <section aria-labelledby="report-title" className={panel}>
      <h2 id="report-title" className="text-2xl font-bold text-brand-900">
        {words.show.reportTitle}
      </h2>
      <p className="mt-2">{fill(words.show.reportText, { audience: instructions.audience })}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{words.show.place}</dt>
        <dd>{instructions.place}</dd>
        <dt className="font-semibold">{words.show.date}</dt>
        <dd>{instructions.date}</dd>
        <dt className="font-semibold">{words.show.time}</dt>
        <dd>{instructions.time}</dd>
      </dl>
    </section>
  );
}

type DecidedProps = { result: CandidateResult; letterHref: string; words: ResultWords; locale: Locale };

export function DecidedStatus({ result, letterHref, words, locale }: DecidedProps) {
  const status = words.status[result.status];
  return (
    <div className="space-y-3">
      <p className="text-xl font-bold text-brand-900" data-testid="seat-status">
        {status.title}
      </p>
      <p>{status.text}</p>
      {result.decidedAt ? (
        <p className="text-sm text-slate-700">
          {fill(words.show.decidedOn, { date: formatIndiaDate(result.decidedAt, "long", locale) })}
        </p>
      ) : null}
      {letterAvailable(result.status) ? (
        <a href={letterHref} className={buttonClass()}>
          {words.show.download}
          <span className="sr-only">{words.show.downloadHidden}</span>
        </a>
      ) : null}
      <HelpdeskLine question={words.noEmail} words={words} />
    </div>
  );
}
