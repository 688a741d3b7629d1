import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listContentItems } from "@/lib/content/service";
import { coverageState } from "@/lib/content/translation";
import type { ContentItemSummary } from "@/lib/content/types";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { StatusBadge } from "@/components/admin/content/StatusBadge";
import { TYPE_INFO, TYPE_ORDER, TYPE_SEGMENT, typeOfSegment } from "@/lib/content/editor-fields";
import { DISPLAY_STATUS_LABEL, displayStatus, type DisplayStatus } from "@/lib/content/item-state";
import { formatIndiaTime } from "@/lib/india-time-input";
import { CONTENT_ADMIN_PATH, canPublishContent, contentEditorHref } from "@/lib/content/admin-paths";

export const metadata = { title: "Content" };

type Props = { searchParams: Promise<SearchParams> };

const STATUSES = Object.keys(DISPLAY_STATUS_LABEL) as DisplayStatus[];
const SELECT = "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2";

/** How much of an item's text has Hindi, in the words of the coverage page. */
function hindiSummary(hindi: ContentItemSummary["hindi"]): string {
  if (hindi.texts === 0) return "No texts";
  const state = coverageState(hindi);
  if (state === "all") return `All ${hindi.texts} texts`;
  return state === "none" ? `None of ${hindi.texts} texts` : `${hindi.translated} of ${hindi.texts} texts`;
}

function ItemsTable({ id, caption, items }: { id: string; caption: string; items: ContentItemSummary[] }) {
  return (
    <ScrollTable id={id} caption={caption}>
      <thead>
        <tr className="bg-brand-50">
          <th scope="col" className={TH}>
            Item
          </th>
          <th scope="col" className={TH}>
            Type
          </th>
          <th scope="col" className={TH}>
            Status
          </th>
          <th scope="col" className={TH}>
            Changed by
          </th>
          <th scope="col" className={TH}>
            Changed at
          </th>
          <th scope="col" className={TH}>
            Visitors see it
          </th>
          <th scope="col" className={TH}>
            Hindi
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" className={`${TD} font-normal`}>
              <Link href={contentEditorHref(item.type, item.id)} className="font-semibold text-brand-900 underline">
                {item.title}
              </Link>
              {item.type === "page" ? <span className="block text-xs text-slate-700">{item.key}</span> : null}
            </th>
            <td className={TD}>{TYPE_INFO[item.type].name}</td>
            <td className={TD}>
              <StatusBadge status={displayStatus(item, true)} />
            </td>
            <td className={TD}>{item.updatedBy}</td>
            <td className={TD}>
              <time dateTime={item.updatedAt}>{formatIndiaTime(item.updatedAt)}</time>
            </td>
            <td className={TD}>{item.live ? "Yes" : "No"}</td>
            <td className={TD}>{hindiSummary(item.hindi)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * Every piece of staff-managed content with its workflow state, who changed it last and when;
 * filters in the address (type, status, words of the title) so a filtered list can be shared.
 * Publishers (and Admins) see what waits for their review first.
 */
export default async function ContentOverviewPage({ searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const params = await searchParams;
  const type = typeOfSegment(firstValue(params, "type"));
  const status = STATUSES.find((s) => s === firstValue(params, "status"));
  const words = (firstValue(params, "q") ?? "").trim().slice(0, 100);

  const all = (await Promise.all(TYPE_ORDER.map((t) => listContentItems(actor, t)))).flat();
  const needsReview = all.filter((item) => item.status === "in_review");
  const shown = all.filter(
    (item) =>
      (!type || item.type === type) &&
      (!status || displayStatus(item, true) === status) &&
      (!words || `${item.title} ${item.key}`.toLowerCase().includes(words.toLowerCase())),
  );
  const canPublish = canPublishContent(actor.role);

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Content</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Pages, home blocks, the admission pop-up, news, events, achievements, partners, tenders, menus and site
        settings. Editors change drafts and send them for review; a Publisher approves them. Visitors see only what is
        published.
      </p>

      {canPublish ? (
        <section aria-labelledby="needs-review" className="mt-8">
          <h2 id="needs-review" className="text-2xl font-bold text-brand-900">
            Needs review
          </h2>
          {needsReview.length === 0 ? (
            <p className="mt-2 text-slate-700">Nothing is waiting for review.</p>
          ) : (
            <ItemsTable id="needs-review-caption" caption="Drafts waiting for review" items={needsReview} />
          )}
        </section>
      ) : null}

      <section aria-labelledby="all-content" className="mt-10">
        <h2 id="all-content" className="text-2xl font-bold text-brand-900">
          All content
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {TYPE_ORDER.filter((t) => TYPE_INFO[t].many).map((t) => (
            <li key={t}>
              <Link
                href={`${CONTENT_ADMIN_PATH}/${TYPE_SEGMENT[t]}/new`}
                className="inline-block rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
              >
                New {t === "page" ? "page" : "tender"}
              </Link>
            </li>
          ))}
        </ul>
        <form
          method="get"
          action={CONTENT_ADMIN_PATH}
          className="mt-4 grid gap-4 rounded-md border border-slate-300 p-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
        >
          <div>
            <label htmlFor="filter-type" className="font-semibold">
              Type
            </label>
            <select id="filter-type" name="type" defaultValue={type ? TYPE_SEGMENT[type] : ""} className={SELECT}>
              <option value="">All types</option>
              {TYPE_ORDER.map((t) => (
                <option key={t} value={TYPE_SEGMENT[t]}>
                  {TYPE_INFO[t].name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-status" className="font-semibold">
              Status
            </label>
            <select id="filter-status" name="status" defaultValue={status ?? ""} className={SELECT}>
              <option value="">Any status</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {DISPLAY_STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-q" className="font-semibold">
              Title or address contains
            </label>
            <input id="filter-q" name="q" type="search" defaultValue={words} maxLength={100} className={SELECT} />
          </div>
          <button
            type="submit"
            className="rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Filter
          </button>
        </form>
        <p className="mt-4 text-slate-700" role="status">
          {shown.length === all.length ? `${all.length} items.` : `${shown.length} of ${all.length} items match.`}{" "}
          {shown.length !== all.length ? (
            <Link href={CONTENT_ADMIN_PATH} className="font-semibold text-brand-900 underline">
              Show all
            </Link>
          ) : null}
        </p>
        {shown.length > 0 ? (
          <ItemsTable
            id="all-content-caption"
            caption="Content items, newest change first"
            items={shown.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))}
          />
        ) : null}
      </section>
    </>
  );
}
