import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requireStaff, type StaffActor } from "@/lib/auth/admin-guard";
import { AppError } from "@/lib/errors";
import type { EditableRecord } from "@/lib/reference/records";
import type { RecordKind, SeenAt } from "@/lib/records/define";
import { emptyFormValues, formControls, recordFormValues } from "@/lib/records/form";
import { recordService, type ListQuery } from "@/lib/records/service";
import { createRecordAction, deleteRecordAction, restoreRecordAction, saveRecordAction } from "@/lib/records/actions";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { buttonClass } from "@/components/ui/Button";
import { formatIndiaTime } from "@/lib/india-time-input";
import { RecordHistory } from "@/components/admin/reference/RecordHistory";
import { DeleteRecordForm } from "@/components/admin/reference/DeleteRecordForm";
import { RecordForm } from "./RecordForm";

/**
 * The admin pages of a declared record kind, each made from its declaration: a route's page file
 * is `export default recordListPage(KIND)` (or Edit, New, History). Read fresh from the database,
 * never a cached copy; the role is checked first on every page.
 */

type Search = Promise<Record<string, string | string[] | undefined>>;
type IdProps = { params: Promise<{ id: string }>; searchParams: Search };

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const LINK = "font-semibold text-brand-900 underline";

function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900">
      {children}
    </p>
  );
}

function BackLink({ kind }: { kind: RecordKind<EditableRecord> }) {
  return (
    <p>
      <Link href={kind.admin.path} className={LINK}>
        {kind.admin.title}
      </Link>
    </p>
  );
}

function Seen({ seen }: { seen: SeenAt }) {
  return (
    <>
      {seen.before}{" "}
      {seen.link ? (
        <Link href={seen.link.href} className={LINK}>
          {seen.link.text}
        </Link>
      ) : null}
      {seen.after ? ` ${seen.after}` : "."}{" "}
    </>
  );
}

const formIdOf = (kind: RecordKind<EditableRecord>) => kind.key;

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The list's address with one part of its query changed (the page goes back to 1 unless given). */
function listHref(path: string, query: ListQuery, change: Partial<Record<string, string | number>>): string {
  const params = new URLSearchParams();
  const merged: Record<string, string | number | undefined> = {
    q: query.q,
    ...query.filters,
    sort: query.sort,
    page: undefined,
    ...change,
  };
  for (const [name, value] of Object.entries(merged))
    if (value !== undefined && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function loadRecord<E extends EditableRecord>(kind: RecordKind<E>, actor: StaffActor, id: string): Promise<E> {
  try {
    return await recordService(kind).get(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** The staff list: search, filters, sortable columns and pages, each record linking to its form. */
export function recordListPage<E extends EditableRecord>(kind: RecordKind<E>) {
  return async function RecordListPage({ searchParams }: { searchParams: Search }) {
    const actor = await requireStaff(...(kind.roles.read ?? kind.roles.write));
    const raw = Object.fromEntries(
      Object.entries(await searchParams).map(([name, value]) => [name, one(value)]),
    ) as Record<string, string | undefined>;
    const service = recordService(kind);
    // A query the list does not understand (a hand-edited address) shows the list as it starts.
    const parsed = service.listQuery.safeParse(raw);
    const query = parsed.success ? parsed.data : (service.listQuery.parse({}) as ListQuery);
    const [result, filters] = await Promise.all([
      service.list(actor, parsed.success ? raw : {}),
      Promise.all(
        Object.entries(kind.list.filters ?? {}).map(async ([name, filter]) => ({
          name,
          label: filter.label,
          options: filter.load ? await filter.load() : [...(filter.options ?? [])],
        })),
      ),
    ]);
    const sortHref = (sort: string) => listHref(kind.admin.path, query, { sort });
    const caption = `${capital(kind.noun.many)}, ${result.totalItems} in all${result.totalPages > 1 ? `, page ${result.page} of ${result.totalPages}` : ""}`;
    return (
      <>
        <h1 className="text-3xl font-bold text-brand-900">{kind.admin.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{kind.admin.intro}</p>
        {raw.deleted ? <Status>{capital(kind.noun.one)} deleted. Visitors no longer see them.</Status> : null}
        <p className="mt-4">
          <Link href={`${kind.admin.path}/new`} className={buttonClass()}>
            {kind.admin.addLabel}
          </Link>
        </p>
        <search className="mt-6 block max-w-3xl">
          <form method="get" action={kind.admin.path} className="flex flex-wrap items-end gap-4">
            <label className="block">
              <span className="font-semibold text-slate-900">Search {kind.noun.many}</span>
              <input
                type="search"
                name="q"
                defaultValue={query.q ?? ""}
                maxLength={200}
                className="mt-1 block w-64 rounded-md border border-slate-500 bg-white px-3 py-2"
              />
            </label>
            {filters.map((filter) => (
              <label key={filter.name} className="block">
                <span className="font-semibold text-slate-900">{filter.label}</span>
                <select
                  name={filter.name}
                  defaultValue={query.filters[filter.name] ?? ""}
                  className="mt-1 block max-w-xs rounded-md border border-slate-500 bg-white px-3 py-2"
                >
                  <option value="">Any</option>
                  {filter.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <input type="hidden" name="sort" value={query.sort} />
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              Search
            </button>
          </form>
        </search>
        {result.items.length === 0 ? (
          <p className="mt-6 text-slate-700">No {kind.noun.many} match.</p>
        ) : kind.list.groupBy ? (
          kind.list.groupBy.groups.map((group) => {
            const inGroup = result.items.filter((record) => kind.list.groupBy!.value(record) === group.value);
            return (
              <section key={group.value} aria-labelledby={`${kind.key}-${group.value}`} className="mt-8">
                <h2 id={`${kind.key}-${group.value}`} className="text-2xl font-bold text-brand-900">
                  {group.heading}
                </h2>
                {inGroup.length === 0 ? (
                  <p className="mt-2 text-slate-700">No {kind.noun.many} here.</p>
                ) : (
                  <ListTable
                    kind={kind}
                    items={inGroup}
                    id={`${kind.key}-${group.value}-caption`}
                    caption={group.caption}
                    sortHref={sortHref}
                    sort={query.sort}
                  />
                )}
              </section>
            );
          })
        ) : (
          <ListTable
            kind={kind}
            items={result.items}
            id={`${kind.key}-caption`}
            caption={kind.list.caption ?? caption}
            sortHref={sortHref}
            sort={query.sort}
          />
        )}
        {result.totalPages > 1 ? (
          <nav aria-label={`Pages of ${kind.noun.many}`} className="mt-4 flex gap-4">
            {result.page > 1 ? (
              <Link href={listHref(kind.admin.path, query, { page: result.page - 1 })} className={LINK}>
                Previous page
              </Link>
            ) : null}
            {result.page < result.totalPages ? (
              <Link href={listHref(kind.admin.path, query, { page: result.page + 1 })} className={LINK}>
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  };
}

/** One table of the list: the declared columns, the linking one naming the row, sortable headings as links. */
function ListTable<E extends EditableRecord>({
  kind,
  items,
  id,
  caption,
  sort,
  sortHref,
}: {
  kind: RecordKind<E>;
  items: E[];
  id: string;
  caption: string;
  sort: string;
  sortHref: (sort: string) => string;
}) {
  const sortName = sort.replace(/^-/, "");
  const descending = sort.startsWith("-");
  const linkIndex = Math.max(
    0,
    kind.list.columns.findIndex((column) => column.link),
  );
  return (
    <ScrollTable id={id} caption={caption}>
      <thead>
        <tr className="bg-brand-50">
          {kind.list.columns.map((column) => {
            const active = column.sortBy === sortName;
            return (
              <th
                key={column.label}
                scope="col"
                className={TH}
                aria-sort={active ? (descending ? "descending" : "ascending") : undefined}
              >
                {column.sortBy ? (
                  <Link
                    href={sortHref(active && !descending ? `-${column.sortBy}` : column.sortBy)}
                    className="text-brand-900 underline"
                  >
                    {column.label}
                    <span className="sr-only">
                      {active ? (descending ? ", sorted Z to A" : ", sorted A to Z") : ", sort by this column"}
                    </span>
                  </Link>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {items.map((record) => (
          <tr key={record.id}>
            {kind.list.columns.map((column, index) => {
              const value = column.value(record);
              const shown =
                column.format === "time" ? (
                  <time dateTime={value}>{formatIndiaTime(value)}</time>
                ) : column.format === "code" ? (
                  <code>{value}</code>
                ) : (
                  value || "—"
                );
              return index === linkIndex ? (
                <th key={column.label} scope="row" className={`${TD} font-normal`}>
                  <Link href={`${kind.admin.path}/${record.id}`} className={LINK}>
                    {shown}
                  </Link>
                </th>
              ) : (
                <td key={column.label} className={TD}>
                  {shown}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The form of a new record; once added it opens on its own form. */
export function recordNewPage<E extends EditableRecord>(kind: RecordKind<E>) {
  return async function RecordNewPage() {
    await requireStaff(...kind.roles.write);
    const controls = await formControls(kind as unknown as RecordKind, "create");
    return (
      <>
        <BackLink kind={kind as unknown as RecordKind<EditableRecord>} />
        <h1 className="mt-2 text-3xl font-bold text-brand-900">{kind.admin.addLabel}</h1>
        {kind.admin.addIntro ? <p className="mt-2 max-w-3xl text-slate-700">{kind.admin.addIntro}</p> : null}
        <RecordForm
          formId={formIdOf(kind as unknown as RecordKind<EditableRecord>)}
          controls={controls}
          action={createRecordAction.bind(null, kind.key)}
          initial={{ seq: 0, values: emptyFormValues(kind as unknown as RecordKind), updatedAt: "" }}
          submitLabel={`Add ${kind.noun.one}`}
          savedToast={`${capital(kind.noun.one)} added`}
        />
      </>
    );
  };
}

/** The form of one record, its history with restore, and its deletion. */
export function recordEditPage<E extends EditableRecord>(kind: RecordKind<E>) {
  return async function RecordEditPage({ params, searchParams }: IdProps) {
    const actor = await requireStaff(...kind.roles.write);
    const [{ id }, { added }] = await Promise.all([params, searchParams]);
    const record = await loadRecord(kind, actor, id);
    const [revisions, controls] = await Promise.all([
      recordService(kind).revisions(actor, record.id),
      formControls(kind as unknown as RecordKind, "update", record as unknown as Record<string, unknown>),
    ]);
    const name = kind.admin.nameOf(record);
    const seen = kind.admin.seenAt?.(record);
    return (
      <>
        <BackLink kind={kind as unknown as RecordKind<EditableRecord>} />
        <h1 className="mt-2 text-3xl font-bold text-brand-900">{name}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          {kind.admin.fixedAbout?.(record)}
          {seen ? <Seen seen={seen} /> : null}
          Saving changes what they see at once.{" "}
          <Link href={`${kind.admin.path}/${record.id}/history`} className={LINK}>
            History on its own page
          </Link>
        </p>
        {added ? <Status>{kind.admin.added}</Status> : null}
        <RecordForm
          formId={formIdOf(kind as unknown as RecordKind<EditableRecord>)}
          controls={controls}
          action={saveRecordAction.bind(null, kind.key, record.id)}
          initial={{ seq: 0, values: recordFormValues(kind, record), updatedAt: record.updatedAt }}
          submitLabel={`Save ${kind.noun.one}`}
          savedToast={`${capital(kind.noun.one)} saved`}
        />
        <RecordHistory revisions={revisions} restore={restoreRecordAction.bind(null, kind.key, record.id)} />
        {kind.noDelete ? null : (
          <DeleteRecordForm
            action={deleteRecordAction.bind(null, kind.key, record.id)}
            name={kind.admin.deleteName?.(record) ?? name}
            noun={kind.noun.one}
            updatedAt={record.updatedAt}
            consequence={
              typeof kind.admin.deleteConsequence === "function"
                ? kind.admin.deleteConsequence(record)
                : kind.admin.deleteConsequence
            }
          />
        )}
      </>
    );
  };
}

/** A record's history alone: every kept version, what it changed, and a way to restore it. */
export function recordHistoryPage<E extends EditableRecord>(kind: RecordKind<E>) {
  return async function RecordHistoryPage({ params }: IdProps) {
    const actor = await requireStaff(...kind.roles.write);
    const { id } = await params;
    const record = await loadRecord(kind, actor, id);
    const revisions = await recordService(kind).revisions(actor, record.id);
    return (
      <>
        <BackLink kind={kind as unknown as RecordKind<EditableRecord>} />
        <h1 className="mt-2 text-3xl font-bold text-brand-900">History of {kind.admin.nameOf(record)}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Every version staff saved, newest first, with what it changed.{" "}
          <Link href={`${kind.admin.path}/${record.id}`} className={LINK}>
            Back to the {kind.noun.one}&rsquo;s form
          </Link>
        </p>
        <RecordHistory revisions={revisions} restore={restoreRecordAction.bind(null, kind.key, record.id)} />
      </>
    );
  };
}
