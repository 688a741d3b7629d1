import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { ValidationError } from "@/lib/errors";
import { listResults } from "@/lib/admissions/staff";
import type { ResultFilterQuery } from "@/lib/api-client";
import { DownloadCsvButton } from "@/components/admin/results/DownloadCsvButton";
import { RoundSummaryTable } from "@/components/admin/results/RoundSummaryTable";
import { LEVELS, STATUSES, STATUS_LABEL, formatDateTime, roundName } from "@/components/admin/results/shared";
import { Button } from "@/components/ui/Button";
import { ErrorAlert, INPUT } from "@/components/ui/FormControls";
import { ScrollTable, TD, TH } from "@/components/ui/Table";

export const metadata = { title: "Admission records" };

const PAGE_SIZE = 25;
const FILTERS = ["category", "round", "status", "campus", "program", "registeredCategory", "q"] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every allotment record, filtered and paged by the address (so a view can be shared and survives a reload). */
export default async function RecordsPage({ searchParams }: Props) {
  const actor = await requireStaff("Admissions");
  const query = await searchParams;
  const filter: ResultFilterQuery = {};
  for (const name of FILTERS) {
    const value = query[name];
    if (typeof value === "string" && value.trim() !== "") filter[name] = value.trim();
  }
  const page = typeof query.page === "string" ? query.page : "1";
  let listing: Awaited<ReturnType<typeof listResults>> | undefined;
  let problem: string | undefined;
  try {
    listing = await listResults(actor, { ...filter, page, limit: PAGE_SIZE });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problem = error.message;
  }
  const pageLink = (n: number) => `/admin/results/records?${new URLSearchParams({ ...filter, page: String(n) })}`;
  const filtered = Object.keys(filter).length > 0;

  return (
    <>
      <p>
        <Link href="/admin/results" className="underline">
          Admission results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Admission records</h1>

      <form method="get" aria-label="Filter records" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="f-category" className="font-semibold">
            Programme level
          </label>
          <select id="f-category" name="category" defaultValue={filter.category ?? ""} className={INPUT}>
            <option value="">All levels</option>
            {LEVELS.map(({ category, level }) => (
              <option key={category} value={category}>
                {level}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-round" className="font-semibold">
            Round
          </label>
          <select id="f-round" name="round" defaultValue={filter.round ?? ""} className={INPUT}>
            <option value="">All rounds</option>
            {[1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                Round {n}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-status" className="font-semibold">
            Status
          </label>
          <select id="f-status" name="status" defaultValue={filter.status ?? ""} className={INPUT}>
            <option value="">Any status</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-q" className="font-semibold">
            Name, form number or email
          </label>
          <input id="f-q" name="q" type="search" defaultValue={filter.q ?? ""} className={INPUT} />
        </div>
        <div>
          <label htmlFor="f-campus" className="font-semibold">
            Campus
          </label>
          <input id="f-campus" name="campus" defaultValue={filter.campus ?? ""} className={INPUT} />
        </div>
        <div>
          <label htmlFor="f-program" className="font-semibold">
            Programme
          </label>
          <input id="f-program" name="program" defaultValue={filter.program ?? ""} className={INPUT} />
        </div>
        <div>
          <label htmlFor="f-registered" className="font-semibold">
            Registered category
          </label>
          <input
            id="f-registered"
            name="registeredCategory"
            defaultValue={filter.registeredCategory ?? ""}
            className={INPUT}
            aria-describedby="f-registered-hint"
          />
          <p id="f-registered-hint" className="mt-1 text-sm text-slate-700">
            The whole name, for example OBC.
          </p>
        </div>
        <div className="flex items-end gap-3">
          <Button type="submit">Apply filters</Button>
          {filtered ? (
            <Link href="/admin/results/records" className="py-2 underline">
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>

      {problem ? <ErrorAlert className="mt-6">These filters cannot be used: {problem}</ErrorAlert> : null}

      {listing ? (
        <>
          <section aria-labelledby="counts-heading" className="mt-8">
            <h2 id="counts-heading" className="text-xl font-bold text-brand-900">
              Status counts per round
            </h2>
            <RoundSummaryTable
              id="counts-table"
              caption="Number of records in each status, per round"
              summaries={listing.rounds}
            />
          </section>

          <section aria-labelledby="records-heading" className="mt-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="records-heading" className="text-xl font-bold text-brand-900">
                Records
              </h2>
              {listing.metadata.totalItems > 0 ? <DownloadCsvButton filter={filter} /> : null}
            </div>
            <p role="status" className="mt-2 text-slate-700">
              {listing.metadata.totalItems} {listing.metadata.totalItems === 1 ? "record matches" : "records match"}
              {filtered ? " the filters" : ""}.
            </p>
            {listing.items.length > 0 ? (
              <ScrollTable id="records-caption" caption="Admission records">
                <thead>
                  <tr className="bg-brand-50">
                    <th scope="col" className={TH}>
                      Form number
                    </th>
                    <th scope="col" className={TH}>
                      Name
                    </th>
                    <th scope="col" className={TH}>
                      Round
                    </th>
                    <th scope="col" className={TH}>
                      Programme
                    </th>
                    <th scope="col" className={TH}>
                      Campus
                    </th>
                    <th scope="col" className={TH}>
                      Registered category
                    </th>
                    <th scope="col" className={`${TH} text-right`}>
                      Rank
                    </th>
                    <th scope="col" className={TH}>
                      Status
                    </th>
                    <th scope="col" className={TH}>
                      Decided
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {listing.items.map((record) => (
                    <tr key={record.id}>
                      <th scope="row" className={`${TD} font-normal whitespace-nowrap`}>
                        <Link href={`/admin/results/records/${record.id}`} className="underline">
                          {record.formNumber}
                        </Link>
                      </th>
                      <td className={TD}>{record.name}</td>
                      <td className={`${TD} whitespace-nowrap`}>{roundName(record.category, record.round)}</td>
                      <td className={TD}>{record.program || "No seat"}</td>
                      <td className={TD}>{record.campus || "—"}</td>
                      <td className={TD}>{record.registeredCategory || "—"}</td>
                      <td className={`${TD} text-right`}>{record.rank ?? "—"}</td>
                      <td className={`${TD} whitespace-nowrap`}>{STATUS_LABEL[record.status]}</td>
                      <td className={`${TD} whitespace-nowrap`}>{formatDateTime(record.decidedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            ) : null}
            {listing.metadata.totalPages > 1 ? (
              <nav aria-label="Pages of records" className="mt-4 flex flex-wrap items-center gap-4">
                {listing.metadata.page > 1 ? (
                  <Link href={pageLink(listing.metadata.page - 1)} className="underline">
                    Previous page
                  </Link>
                ) : null}
                <span>
                  Page {listing.metadata.page} of {listing.metadata.totalPages}
                </span>
                {listing.metadata.page < listing.metadata.totalPages ? (
                  <Link href={pageLink(listing.metadata.page + 1)} className="underline">
                    Next page
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </section>
        </>
      ) : null}
    </>
  );
}
