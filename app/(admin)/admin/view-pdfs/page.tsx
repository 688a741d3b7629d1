import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { config } from "@/lib/config";
import { listNoticesForStaff, STAFF_PAGE_SIZE } from "@/lib/notices/queries";
import {
  SECTION_GROUPS,
  isNoticeSection,
  sectionLabel,
  sectionsOfGroup,
  type SectionGroup,
} from "@/lib/notices/sections";
import { formatFileSize } from "@/lib/files/urls";
import { adminNoticePages } from "@/components/admin/notice-pages";
import { firstValue, parseBoardQuery, type SearchParams } from "@/lib/notices/board-query";
import { boardHref } from "@/components/notices/board-links";
import { BoardFilters, filterField } from "@/components/notices/BoardFilters";
import { Pagination } from "@/components/notices/Pagination";
import { NoticeActions } from "@/components/admin/notices/NoticeActions";
import { NoticeBulkBar, NoticeSelection, SelectAllNotices, SelectNotice } from "@/components/admin/notices/NoticeBulk";
import { formatIndiaDate } from "@/lib/time";
import { NOTICE_STAFF } from "@/lib/notices/roles";

const text = adminNoticePages.viewPdfs;

export const metadata = { title: text.title };

type Props = { searchParams: Promise<SearchParams> };

/**
 * The notice manager: a server-rendered table driven by the URL; only the row actions and the
 * selection for bulk actions run in the browser.
 */
export default async function ViewPdfsPage({ searchParams }: Props) {
  const actor = await requireStaff(...NOTICE_STAFF);
  const params = await searchParams;
  const query = parseBoardQuery(params);
  const wanted = firstValue(params, "section");
  const section = wanted && isNoticeSection(wanted) ? wanted : undefined;
  const { items, totalItems, totalPages } = await listNoticesForStaff(actor, {
    archived: query.archived,
    section,
    search: query.search || undefined,
    from: query.from,
    to: query.to,
    page: query.page,
  });
  const sectionParams: Record<string, string> = section ? { section } : {};
  const href = (state: { archived?: boolean; page?: number }) =>
    boardHref(text.path, {
      params: sectionParams,
      search: query.search,
      from: query.from,
      to: query.to,
      archived: query.archived,
      ...state,
    });
  const first = (query.page - 1) * STAFF_PAGE_SIZE + 1;
  const cell = "border border-slate-300 px-3 py-2 align-top";

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{text.lead}</p>

      <nav aria-label="Current or archived notices" className="mt-6">
        <ul className="inline-flex rounded-md border border-brand-900">
          {[
            { archived: false, label: "Non-archived" },
            { archived: true, label: "Archived" },
          ].map((state) => (
            <li key={state.label}>
              <Link
                href={href({ archived: state.archived, page: 1 })}
                aria-current={state.archived === query.archived ? "page" : undefined}
                className={`block px-4 py-2 text-sm font-semibold ${state.archived === query.archived ? "bg-brand-900 text-white" : "text-brand-900 hover:bg-brand-50"}`}
              >
                {state.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4">
        <BoardFilters
          action={text.path}
          hidden={query.archived ? { archived: "true" } : {}}
          query={query}
          dateLabels={{ from: "Uploaded from", to: "Uploaded until" }}
          moreFiltered={section !== undefined}
        >
          <div>
            <label htmlFor="filter-section" className="text-sm font-semibold text-slate-800">
              Section
            </label>
            <select id="filter-section" name="section" defaultValue={section ?? ""} className={filterField}>
              <option value="">All sections</option>
              {(Object.entries(SECTION_GROUPS) as [SectionGroup, string][]).map(([group, label]) => (
                <optgroup key={group} label={label}>
                  {sectionsOfGroup(group).map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        </BoardFilters>
      </div>

      <p className="mt-6 text-slate-700">
        {totalItems === 0
          ? `No ${query.archived ? "archived" : "current"} notices match.`
          : items.length === 0
            ? `There is no page ${query.page}; this list has ${totalPages} page${totalPages === 1 ? "" : "s"}.`
            : `${totalItems} ${query.archived ? "archived" : "current"} notice${totalItems === 1 ? "" : "s"}; showing ${first}–${first + items.length - 1}.`}
      </p>
      {items.length > 0 ? (
        <NoticeSelection notices={items.map((n) => ({ id: n.id, title: n.title }))}>
          <NoticeBulkBar archived={query.archived} />
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">
                {query.archived ? "Archived" : "Current"} notices, page {query.page} of {totalPages}
              </caption>
              <thead>
                <tr className="bg-brand-50">
                  <th scope="col" className={cell}>
                    <SelectAllNotices />
                  </th>
                  <th scope="col" className={cell}>
                    No.
                  </th>
                  <th scope="col" className={cell}>
                    Title
                  </th>
                  <th scope="col" className={cell}>
                    Section
                  </th>
                  <th scope="col" className={cell}>
                    Uploaded by
                  </th>
                  <th scope="col" className={cell}>
                    Uploaded at
                  </th>
                  <th scope="col" className={cell}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((notice, index) => (
                  <tr key={notice.id}>
                    <td className={cell}>
                      <SelectNotice id={notice.id} title={notice.title} />
                    </td>
                    <td className={cell}>{first + index}</td>
                    <th scope="row" className={`${cell} font-normal`}>
                      <span className="font-semibold">{notice.title}</span>
                      <span className="block text-xs text-slate-700">
                        {notice.file ? `PDF, ${formatFileSize(notice.file.sizeBytes)}` : `Link: ${notice.url}`}
                      </span>
                    </th>
                    <td className={cell}>{sectionLabel(notice.section)}</td>
                    <td className={cell}>{notice.uploadedBy || "—"}</td>
                    <td className={cell}>
                      <time dateTime={notice.createdAt}>{formatIndiaDate(notice.createdAt, "dateTime")}</time>
                    </td>
                    <td className={cell}>
                      <NoticeActions notice={notice} maxBytes={config().uploadMaxBytes} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </NoticeSelection>
      ) : null}
      <Pagination page={query.page} totalPages={totalPages} hrefFor={(page) => href({ page })} />
    </>
  );
}
