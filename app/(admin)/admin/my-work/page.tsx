import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { myWork, type WorkItem } from "@/lib/content/my-work";
import { formatIndiaTime } from "@/lib/india-time-input";

export const metadata = { title: "My work" };

type Section = { id: string; title: string; empty: string; items: WorkItem[]; detail?: (item: WorkItem) => string };

function WorkList({ section }: { section: Section }) {
  return (
    <section aria-labelledby={section.id} className="mt-8">
      <h2 id={section.id} className="text-2xl font-bold text-brand-900">
        {section.title} ({section.items.length})
      </h2>
      {section.items.length === 0 ? (
        <p className="mt-2 text-slate-700">{section.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-300 border-y border-slate-300">
          {section.items.map((item) => (
            <li key={item.id} className="py-3">
              <Link href={item.href} className="font-semibold text-brand-900 underline">
                {item.title}
              </Link>
              <span className="text-slate-700"> ({item.kind})</span>
              <p className="text-sm text-slate-700">{section.detail?.(item)}</p>
              {item.reviewComment ? (
                <p className="mt-1 whitespace-pre-line border-l-4 border-amber-700 pl-3 text-slate-900">
                  <span className="font-semibold">Comment: </span>
                  {item.reviewComment}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const changed = (item: WorkItem) => `Last changed by ${item.updatedBy} on ${formatIndiaTime(item.updatedAt)}.`;

/**
 * The content items waiting on the signed-in staff member: their drafts, what was sent back to
 * them, what they sent for review, what waits for their review (Publishers) and what is scheduled.
 * The same events are mailed (lib/content/review-mail.ts).
 */
export default async function MyWorkPage() {
  const actor = await requireStaff("Editor", "Publisher");
  const work = await myWork(actor);
  const sections: Section[] = [
    {
      id: "work-sent-back",
      title: "Sent back to you",
      empty: "Nothing has been sent back to you.",
      items: work.sentBack,
      detail: (item) => `Sent back by ${item.updatedBy} on ${formatIndiaTime(item.updatedAt)}.`,
    },
    ...(work.toReview
      ? [
          {
            id: "work-to-review",
            title: "Waiting for your review",
            empty: "No draft is waiting for review.",
            items: work.toReview,
            detail: (item: WorkItem) => `Sent by ${item.updatedBy} on ${formatIndiaTime(item.updatedAt)}.`,
          },
        ]
      : []),
    {
      id: "work-drafts",
      title: "Your drafts",
      empty: "You have no draft that is not yet sent for review.",
      items: work.drafts,
      detail: changed,
    },
    {
      id: "work-waiting",
      title: "Sent by you, waiting for review",
      empty: "Nothing you sent is waiting for review.",
      items: work.waiting,
      detail: (item) => `Sent on ${formatIndiaTime(item.updatedAt)}.`,
    },
    {
      id: "work-scheduled",
      title: "Scheduled",
      empty: "Nothing is scheduled.",
      items: work.scheduled,
      detail: (item) => `Goes live on ${formatIndiaTime(item.publishAt)}.`,
    },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">My work</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The content waiting on you. You also get an e-mail when a draft is sent for review
        {work.toReview ? " (to Publishers)" : ""}, and when your draft is sent back or published.
      </p>
      {sections.map((section) => (
        <WorkList key={section.id} section={section} />
      ))}
    </>
  );
}
