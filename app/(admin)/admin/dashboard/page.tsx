import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { dashboardStats, EXPIRY_WINDOW_DAYS } from "@/lib/dashboard/queries";
import { AUDIT_PATH, pagesFor } from "@/components/admin/admin-nav";
import { ScrollRegion } from "@/components/ui/ScrollRegion";
import { formatIndiaDate } from "@/lib/time";
import { backupStatus } from "@/lib/dashboard/backup-status";
import { BackupPanel } from "./BackupPanel";
import { contentEditorHref } from "@/lib/content/admin-paths";
import { config } from "@/lib/config";
import { shouldEnrolTwoFactor } from "@/lib/auth/two-factor";
import { actionInWords } from "@/lib/audit/action-words";
import { auditKind } from "@/lib/audit/kinds";
import { REVIEW_KIND_ORDER, REVIEW_KINDS, reviewDays } from "@/lib/content/review-intervals";

export const metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const actor = await requireStaff("Editor", "Admissions", "Publisher");
  const [stats, enrolTwoFactor] = await Promise.all([dashboardStats(actor), shouldEnrolTwoFactor(actor)]);
  const backups = actor.role === "Admin" ? await backupStatus(actor) : undefined;
  const canEditNotices = actor.role === "Admin" || actor.role === "Editor";
  const canEditContent = actor.role !== "Admissions";
  const defaultDays = config().contentReviewDays;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Dashboard</h1>
      {enrolTwoFactor ? (
        <div data-testid="two-factor-nudge" className="mt-4 rounded-md border border-amber-700 bg-amber-50 px-4 py-3">
          <p className="font-semibold text-slate-900">Turn on two-factor sign-in</p>
          <p className="mt-1 text-slate-800">
            {actor.role} accounts can change the whole site: protect yours with a code from your phone as well as your
            password.{" "}
            <Link href="/admin/account#two-factor" className="font-semibold text-brand-900 underline">
              Set up two-factor sign-in
            </Link>
          </p>
        </div>
      ) : null}

      <nav aria-label="Shortcuts" className="mt-6">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pagesFor(actor.role)
            .filter((page) => page.path !== "/admin/dashboard")
            .map((page) => (
              <li key={page.path}>
                <Link
                  href={page.path}
                  className="block rounded-lg border border-slate-200 p-5 font-semibold text-brand-900 shadow-sm hover:border-brand-700 hover:bg-brand-50"
                >
                  {page.name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>

      {canEditContent ? (
        <section aria-labelledby="overdue-review" className="mt-10">
          <h2 id="overdue-review" className="text-xl font-bold text-brand-900">
            Pages overdue for review
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Review intervals (the Content Review Policy):{" "}
            {REVIEW_KIND_ORDER.map(
              (kind) => `${REVIEW_KINDS[kind].name.en}, ${reviewDays(kind, defaultDays)} days`,
            ).join("; ")}
            .
          </p>
          {stats.overdueReview.length === 0 ? (
            <p className="mt-3 text-slate-700">Every published page was reviewed within its interval.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {stats.overdueReview.map((page) => (
                <li key={page.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                  <Link href={contentEditorHref("page", page.id)} className="font-medium text-brand-900 underline">
                    {page.title}
                  </Link>
                  <span className="text-slate-700">
                    {page.path} · last reviewed{" "}
                    <time dateTime={page.lastReviewed}>{formatIndiaDate(page.lastReviewed)}</time> · every {page.days}{" "}
                    days
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {canEditNotices ? (
        <>
          <section aria-labelledby="expiring" className="mt-10">
            <h2 id="expiring" className="text-xl font-bold text-brand-900">
              Notices expiring in the next {EXPIRY_WINDOW_DAYS} days
            </h2>
            {stats.expiringSoon.length === 0 ? (
              <p className="mt-3 text-slate-700">No notice auto-archives in the next {EXPIRY_WINDOW_DAYS} days.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {stats.expiringSoon.map((notice) => (
                  <li key={notice.id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                    <span className="font-medium">{notice.title}</span>
                    <span className="text-slate-700">
                      {notice.section} · archives on{" "}
                      <time dateTime={notice.validUntil}>{formatIndiaDate(notice.validUntil, "dateTime")}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="per-section" className="mt-10">
            <h2 id="per-section" className="text-xl font-bold text-brand-900">
              Notices per section
            </h2>
            <ScrollRegion label="Notices per section" className="mt-3">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Active and archived notices in each section</caption>
                <thead>
                  <tr className="bg-brand-50">
                    <th scope="col" className="border border-slate-300 px-3 py-2">
                      Section
                    </th>
                    <th scope="col" className="border border-slate-300 px-3 py-2 text-right">
                      Active
                    </th>
                    <th scope="col" className="border border-slate-300 px-3 py-2 text-right">
                      Archived
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.sections.map((section) => (
                    <tr key={section.section}>
                      <th scope="row" className="border border-slate-300 px-3 py-2 font-normal">
                        {section.label}
                      </th>
                      <td className="border border-slate-300 px-3 py-2 text-right">{section.active}</td>
                      <td className="border border-slate-300 px-3 py-2 text-right">{section.archived}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        </>
      ) : null}

      {backups ? <BackupPanel status={backups} /> : null}

      {actor.role === "Admin" ? (
        <section aria-labelledby="submissions" className="mt-10">
          <h2 id="submissions" className="text-xl font-bold text-brand-900">
            Submissions awaiting action
          </h2>
          <p className="mt-3 text-slate-700">
            {stats.pendingSubmissions.length === 0
              ? "Nothing is waiting."
              : stats.pendingSubmissions.map((p) => `${p.count} ${p.kind}`).join(", ")}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="changes" className="mt-10">
        <h2 id="changes" className="text-xl font-bold text-brand-900">
          Latest changes
        </h2>
        {actor.role === "Admin" ? (
          <p className="mt-2 text-sm">
            <Link href={AUDIT_PATH} className="font-semibold text-brand-900 underline">
              Every change, with filters, in the audit log
            </Link>
          </p>
        ) : null}
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
          {stats.recentChanges.map((change) => (
            <li key={change.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span>
                <span className="font-medium">{change.actor}</span> · {actionInWords(change.action)} (
                {auditKind(change.entityType).noun})
              </span>
              <time dateTime={change.createdAt} className="text-slate-700">
                {formatIndiaDate(change.createdAt, "dateTime")}
              </time>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
