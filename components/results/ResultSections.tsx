import Link from "next/link";
import { site } from "@/content/site";
import { sameLevelRounds, type ReportingInstructions, type RoundKey } from "@/content/admission-rounds";
import { STATUS_TEXT, letterAvailable } from "@/lib/admissions/rules";
import type { CandidateResult } from "@/lib/admissions/records";
import { formatIndiaDate } from "@/lib/time";
import { buttonClass } from "@/components/ui/Button";

const panel = "rounded-lg border border-slate-300 p-6";

export function HelpdeskLine({ question }: { question: string }) {
  return (
    <p className="text-sm text-slate-700">
      {question} Write to{" "}
      <a href={`mailto:${site.admissionHelpdeskEmail}`} className="font-semibold text-brand-900 underline">
        {site.admissionHelpdeskEmail}
      </a>
      .
    </p>
  );
}

export function NoSeat({ roundKey }: { roundKey: RoundKey }) {
  const rounds = sameLevelRounds(roundKey);
  const later = rounds.find((r) => r.round > rounds.find((c) => c.key === roundKey)!.round);
  return (
    <section aria-labelledby="no-seat-title" className={panel}>
      <h2 id="no-seat-title" className="text-2xl font-bold text-brand-900">
        No Seat Allotted
      </h2>
      <p className="mt-2">You have not been allotted a seat in this round.</p>
      {later ? (
        <p className="mt-2">
          You can still be considered in the next round. Its results will be published on the{" "}
          <Link href={later.listingPath} className="font-semibold text-brand-900 underline">
            {later.tabLabel} page
          </Link>
          .
        </p>
      ) : (
        <p className="mt-2">
          This was the last seat-allocation round of this level. See{" "}
          <Link href="/admission" className="font-semibold text-brand-900 underline">
            Admission
          </Link>{" "}
          for other ways to apply.
        </p>
      )}
    </section>
  );
}

export function ReportInPerson({ instructions }: { instructions: ReportingInstructions }) {
  return (
    <section aria-labelledby="report-title" className={panel}>
      <h2 id="report-title" className="text-2xl font-bold text-brand-900">
        Report in person to confirm your seat
      </h2>
      <p className="mt-2">
        Seats for {instructions.audience} are confirmed at an in-person session, not online. Please come to:
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Place</dt>
        <dd>{instructions.place}</dd>
        <dt className="font-semibold">Date</dt>
        <dd>{instructions.date}</dd>
        <dt className="font-semibold">Time</dt>
        <dd>{instructions.time}</dd>
      </dl>
    </section>
  );
}

export function DecidedStatus({ result, letterHref }: { result: CandidateResult; letterHref: string }) {
  const status = STATUS_TEXT[result.status];
  return (
    <div className="space-y-3">
      <p className="text-xl font-bold text-brand-900" data-testid="seat-status">
        {status.title}
      </p>
      <p>{status.text}</p>
      {result.decidedAt ? (
        <p className="text-sm text-slate-700">Decision recorded on {formatIndiaDate(result.decidedAt)}.</p>
      ) : null}
      {letterAvailable(result.status) ? (
        <a href={letterHref} className={buttonClass()}>
          Download PDF<span className="sr-only"> of your seat-allotment letter</span>
        </a>
      ) : null}
      <HelpdeskLine question="Didn't receive an email?" />
    </div>
  );
}
