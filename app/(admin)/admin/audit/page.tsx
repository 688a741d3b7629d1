import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { answerServiceRefusal } from "@/lib/auth/action-guard";
import { ValidationError, type FieldErrorMap } from "@/lib/errors";
import { auditKindOptions, auditPeople, listAuditLog, type AuditPage, type AuditQuery } from "@/lib/audit/log";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { buttonClass } from "@/components/ui/Button";
import { formatIndiaTime } from "@/lib/india-time-input";
import { AUDIT_PATH } from "@/components/admin/admin-nav";

export const metadata = { title: "Audit log" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const LINK = "font-semibold text-brand-900 underline";
// Two links stacked in one cell: each is at least 24 px high, so a finger can tell them apart (WCAG 2.5.8).
const STACKED_TARGET = "inline-block py-1";
const CONTROL = "mt-1 block rounded-md border border-slate-500 bg-white px-3 py-2";
const FILTERS = ["actor", "kind", "item", "from", "to"] as const;

/** The log's address with the filters of `query` and the page given (page 1 is left out). */
function auditHref(query: Partial<AuditQuery>, page = 1): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (query[name]) params.set(name, query[name]!);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${AUDIT_PATH}?${text}` : AUDIT_PATH;
}

/** Before and after as the entry stored them: indented JSON, shown as text (never as HTML). */
function stored(value: unknown): string {
  return value === null || value === undefined ? "—" : JSON.stringify(value, null, 2);
}

/**
 * Every recorded write, for Admins: filters by person, kind, item and days (a GET form, so a view
 * can be shared or reloaded), the newest first, 50 a page. The service refuses anyone else (403).
 */
export default async function AuditPage({ searchParams }: Props) {
  const actor = await requireStaff();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  ) as Record<string, string | undefined>;
  let result: AuditPage | undefined;
  let errors: FieldErrorMap = {};
  let people: { id: string; label: string }[] = [];
  try {
    people = await auditPeople(actor);
    result = await listAuditLog(actor, raw);
  } catch (error) {
    if (!(error instanceof ValidationError)) answerServiceRefusal(error);
    errors = error.fieldErrors;
  }
  const kinds = auditKindOptions();
  const shown = (name: (typeof FILTERS)[number]) => raw[name] ?? "";
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`audit-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `audit-${name}-error` } : {};

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Audit log</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every change made on the site, newest first: who made it, when (India time), what they did and to which item.
        Open an entry&apos;s details for what it changed and the request id to find it in the servers&apos; logs.
      </p>

      <search className="mt-6 block">
        <form method="get" action={AUDIT_PATH} className="flex flex-wrap items-start gap-4">
          <div>
            <label htmlFor="audit-actor" className="font-semibold text-slate-900">
              Person
            </label>
            <select id="audit-actor" name="actor" defaultValue={shown("actor")} className={`${CONTROL} max-w-xs`}>
              <option value="">Anyone</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.label}
                </option>
              ))}
            </select>
            {errorOf("actor")}
          </div>
          <div>
            <label htmlFor="audit-kind" className="font-semibold text-slate-900">
              Kind of item
            </label>
            <select id="audit-kind" name="kind" defaultValue={shown("kind")} className={`${CONTROL} max-w-xs`}>
              <option value="">Any kind</option>
              {kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
            {errorOf("kind")}
          </div>
          <div>
            <label htmlFor="audit-item" className="font-semibold text-slate-900">
              Item id
            </label>
            <input
              id="audit-item"
              name="item"
              defaultValue={shown("item")}
              maxLength={100}
              className={`${CONTROL} w-64`}
              {...described("item")}
            />
            {errorOf("item")}
          </div>
          <div>
            <label htmlFor="audit-from" className="font-semibold text-slate-900">
              From (day)
            </label>
            <input
              id="audit-from"
              type="date"
              name="from"
              defaultValue={shown("from")}
              className={CONTROL}
              {...described("from")}
            />
            {errorOf("from")}
          </div>
          <div>
            <label htmlFor="audit-to" className="font-semibold text-slate-900">
              To (day)
            </label>
            <input
              id="audit-to"
              type="date"
              name="to"
              defaultValue={shown("to")}
              className={CONTROL}
              {...described("to")}
            />
            {errorOf("to")}
          </div>
          <div className="flex items-center gap-4 self-end">
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              Show changes
            </button>
            <Link href={AUDIT_PATH} className={LINK}>
              Clear filters
            </Link>
          </div>
        </form>
      </search>

      {!result ? (
        <p role="alert" className="mt-6 text-red-700">
          Correct the filters above to see the log.
        </p>
      ) : result.entries.length === 0 ? (
        <p className="mt-6 text-slate-700">No change matches these filters.</p>
      ) : (
        <>
          <p className="mt-6 text-slate-700" data-testid="audit-count">
            {result.totalItems} {result.totalItems === 1 ? "change" : "changes"}
            {result.totalPages > 1 ? `, page ${result.page} of ${result.totalPages}` : ""}.
          </p>
          <ScrollTable id="audit-caption" caption="Recorded changes, newest first">
            <thead>
              <tr className="bg-brand-50">
                <th scope="col" className={TH}>
                  When (IST)
                </th>
                <th scope="col" className={TH}>
                  Who
                </th>
                <th scope="col" className={TH}>
                  What
                </th>
                <th scope="col" className={TH}>
                  Kind
                </th>
                <th scope="col" className={TH}>
                  Item
                </th>
                <th scope="col" className={TH}>
                  Details
                </th>
              </tr>
            </thead>
            <tbody>
              {result.entries.map((entry) => (
                <tr key={entry.id} className="align-top" data-testid="audit-entry">
                  <td className={`${TD} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatIndiaTime(entry.at)}</time>
                  </td>
                  <td className={TD}>
                    {entry.actorName ? (
                      <>
                        {entry.actorName}
                        <br />
                        <span className="text-slate-700">{entry.actor}</span>
                      </>
                    ) : (
                      entry.actor
                    )}
                  </td>
                  <td className={TD}>{entry.actionText}</td>
                  <td className={TD}>{entry.kindNoun}</td>
                  <td className={TD}>
                    {entry.href ? (
                      <Link href={entry.href} className={`${LINK} ${STACKED_TARGET}`}>
                        {entry.itemName ?? entry.itemId}
                      </Link>
                    ) : (
                      (entry.itemName ?? entry.itemId ?? "—")
                    )}
                    {entry.itemId ? (
                      <>
                        <br />
                        <Link
                          href={auditHref({ kind: entry.kind, item: entry.itemId })}
                          className={`text-sm text-brand-900 underline ${STACKED_TARGET}`}
                        >
                          Every change to it
                          <span className="sr-only">
                            {" "}
                            ({entry.kindNoun} {entry.itemName ?? entry.itemId})
                          </span>
                        </Link>
                      </>
                    ) : null}
                  </td>
                  <td className={TD}>
                    <details>
                      <summary className="cursor-pointer text-brand-900 underline">
                        Details<span className="sr-only"> of this change</span>
                      </summary>
                      <dl className="mt-2 space-y-1 text-sm">
                        <div>
                          <dt className="inline font-semibold">Action: </dt>
                          <dd className="inline font-mono">{entry.action}</dd>
                        </div>
                        {entry.itemId ? (
                          <div>
                            <dt className="inline font-semibold">Item id: </dt>
                            <dd className="inline font-mono">{entry.itemId}</dd>
                          </div>
                        ) : null}
                        <div>
                          <dt className="inline font-semibold">Request id: </dt>
                          <dd className="inline font-mono">{entry.requestId ?? "—"}</dd>
                        </div>
                        {entry.ip ? (
                          <div>
                            <dt className="inline font-semibold">IP address: </dt>
                            <dd className="inline font-mono">{entry.ip}</dd>
                          </div>
                        ) : null}
                        <div>
                          <dt className="font-semibold">Before</dt>
                          <dd>
                            <pre
                              tabIndex={0}
                              className="max-h-64 max-w-md overflow-auto whitespace-pre-wrap break-words bg-slate-50 p-2 text-xs"
                            >
                              {stored(entry.before)}
                            </pre>
                          </dd>
                        </div>
                        <div>
                          <dt className="font-semibold">After</dt>
                          <dd>
                            <pre
                              tabIndex={0}
                              className="max-h-64 max-w-md overflow-auto whitespace-pre-wrap break-words bg-slate-50 p-2 text-xs"
                            >
                              {stored(entry.after)}
                            </pre>
                          </dd>
                        </div>
                      </dl>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {result.totalPages > 1 ? (
            <nav aria-label="Pages of the audit log" className="mt-4 flex gap-4">
              {result.page > 1 ? (
                <Link href={auditHref(result.query, result.page - 1)} className={LINK}>
                  Newer changes
                </Link>
              ) : null}
              {result.page < result.totalPages ? (
                <Link href={auditHref(result.query, result.page + 1)} className={LINK}>
                  Older changes
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
