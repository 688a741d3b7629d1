import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listSubmissions, submissionFilterSchema } from "@/lib/submissions/queries";
import { SUBMISSION_KINDS, SUBMISSION_STATUSES } from "@/lib/submissions/kinds";
import { formatFileSize } from "@/lib/files/urls";
import { setSubmissionStatusAction } from "@/lib/submissions/status-actions";
import { formatIndiaDate } from "@/lib/time";
import { Button } from "@/components/ui/Button";

export const metadata = { title: "Submissions" };

const STATUS_LABEL: Record<(typeof SUBMISSION_STATUSES)[number], string> = {
  new: "New",
  in_progress: "In progress",
  resolved: "Resolved",
};

type Props = { searchParams: Promise<Record<string, string | undefined>> };

/** Grievance, alumni and feedback forms sent by visitors, with their status (Admin only). */
export default async function SubmissionsPage({ searchParams }: Props) {
  const actor = await requireStaff("Admin");
  const query = await searchParams;
  const parsed = submissionFilterSchema.safeParse({
    kind: query.kind || undefined,
    status: query.status || undefined,
    search: query.search || undefined,
    page: query.page,
  });
  const filter = parsed.success ? parsed.data : { page: 1, limit: 20 };
  const result = await listSubmissions(actor, filter);
  const pageLink = (page: number) =>
    `/admin/submissions?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).filter(([, v]) => v)), page: String(page) } as Record<string, string>)}`;
  const input = "mt-1 block rounded-md border border-slate-400 px-3 py-2";

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Submissions</h1>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label="Filter submissions">
        <div>
          <label htmlFor="kind" className="font-semibold">
            Form
          </label>
          <select id="kind" name="kind" defaultValue={query.kind ?? ""} className={input}>
            <option value="">All</option>
            {SUBMISSION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={query.status ?? ""} className={input}>
            <option value="">All</option>
            {SUBMISSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="search" className="font-semibold">
            Reference, name or email
          </label>
          <input id="search" name="search" defaultValue={query.search ?? ""} className={input} />
        </div>
        <Button type="submit">Filter</Button>
      </form>

      <p className="mt-6 text-slate-700" role="status">
        {result.totalItems} submission{result.totalItems === 1 ? "" : "s"}
      </p>
      <ul className="mt-3 space-y-4">
        {result.items.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 p-4">
            <h2 className="text-lg font-semibold">
              {item.reference} · {item.kind} · {item.name}
            </h2>
            <p className="text-sm text-slate-700">
              <a href={`mailto:${item.email}`} className="underline">
                {item.email}
              </a>{" "}
              · received {formatIndiaDate(item.createdAt, "dateTime")} · {STATUS_LABEL[item.status]}
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {Object.entries(item.data).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-semibold capitalize">{key.replace(/([A-Z])/g, " $1")}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
            {item.attachment ? (
              <p className="mt-2 text-sm">
                Attachment:{" "}
                <a href={item.attachment.url} className="underline">
                  {item.attachment.originalName}
                </a>{" "}
                (PDF, {formatFileSize(item.attachment.sizeBytes)})
              </p>
            ) : null}
            <form action={setSubmissionStatusAction} className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="id" value={item.id} />
              <label className="text-sm font-semibold">
                Status of {item.reference}
                <select name="status" defaultValue={item.status} className={`${input} text-sm`}>
                  {SUBMISSION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABEL[status]}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900"
              >
                Save status
              </button>
            </form>
          </li>
        ))}
      </ul>
      {result.totalPages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex gap-3">
          {result.page > 1 ? (
            <Link href={pageLink(result.page - 1)} className="underline">
              Previous page
            </Link>
          ) : null}
          <span>
            Page {result.page} of {result.totalPages}
          </span>
          {result.page < result.totalPages ? (
            <Link href={pageLink(result.page + 1)} className="underline">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
