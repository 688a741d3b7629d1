import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { config } from "@/lib/config";
import { listExamDocumentsForStaff } from "@/lib/exams/queries";
import { STAFF_PAGE_SIZE } from "@/lib/notices/queries";
import { adminExamsPage as text, examSections } from "@/lib/exams/page-sections";
import { firstValue, parseBoardQuery, type SearchParams } from "@/lib/notices/board-query";
import { Pagination, pagedListStatus } from "@/components/notices/Pagination";
import { examDocumentKind } from "@/components/examination/ExamDocumentList";
import { noticeWordsIn } from "@/lib/notices/words";
import { examSectionBySlug, examSectionHref } from "@/components/examination/sections";
import { formatDateTime } from "@/components/admin/results/shared";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { ExamDocumentForm } from "@/components/admin/exams/ExamDocumentForm";
import { ExamDocumentActions } from "@/components/admin/exams/ExamDocumentActions";

export const metadata = { title: text.title };

// The staff pages are in English.
const ENGLISH = noticeWordsIn("en");

type Props = { searchParams: Promise<SearchParams> };

/**
 * The examination branch's documents for Editors and Admins: the form that adds one, and the
 * published documents of one section (chosen in the URL) with their delete action.
 */
export default async function AdminExamsPage({ searchParams }: Props) {
  const actor = await requireStaff("Editor");
  const params = await searchParams;
  const section = examSectionBySlug(firstValue(params, "section"));
  const { page } = parseBoardQuery(params);
  const { items, totalItems } = await listExamDocumentsForStaff(actor, {
    section: section.section,
    page,
    limit: STAFF_PAGE_SIZE,
  });
  const first = (page - 1) * STAFF_PAGE_SIZE + 1;

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{text.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{text.lead}</p>

      <section aria-labelledby="add-exam-document" className="mt-8 max-w-3xl">
        <h2 id="add-exam-document" className="mb-4 text-2xl font-bold text-brand-900">
          {text.addHeading}
        </h2>
        <ExamDocumentForm maxBytes={config().uploadMaxBytes} />
      </section>

      <section aria-labelledby="published-exam-documents" className="mt-12">
        <h2 id="published-exam-documents" className="text-2xl font-bold text-brand-900">
          {text.listHeading}
        </h2>
        <nav aria-label="Exam sections" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {examSections.map((s) => (
              <li key={s.slug}>
                <Link
                  href={examSectionHref(text.path, s)}
                  aria-current={s === section ? "page" : undefined}
                  className={`block rounded-md border px-3 py-1.5 text-sm font-semibold ${s === section ? "border-brand-900 bg-brand-900 text-white" : "border-brand-900 text-brand-900 hover:bg-brand-50"}`}
                >
                  {s.heading.en}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-slate-700">
          {pagedListStatus({
            totalItems,
            shown: items.length,
            page,
            pageSize: STAFF_PAGE_SIZE,
            emptyText: section.emptyText.en,
          })}
        </p>
        {items.length > 0 ? (
          <ScrollTable id="exam-documents-caption" caption={`${section.heading.en}, newest first`}>
            <thead>
              <tr className="bg-brand-50">
                <th scope="col" className={TH}>
                  No.
                </th>
                <th scope="col" className={TH}>
                  Title
                </th>
                <th scope="col" className={TH}>
                  Uploaded by
                </th>
                <th scope="col" className={TH}>
                  Uploaded at
                </th>
                <th scope="col" className={TH}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((document, index) => (
                <tr key={document.id}>
                  <td className={TD}>{first + index}</td>
                  <th scope="row" className={`${TD} font-normal`}>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-900 underline"
                    >
                      {document.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    <span className="block text-xs text-slate-700">{examDocumentKind(document, ENGLISH)}</span>
                  </th>
                  <td className={TD}>{document.uploadedBy || "—"}</td>
                  <td className={TD}>
                    <time dateTime={document.createdAt}>{formatDateTime(document.createdAt)}</time>
                  </td>
                  <td className={TD}>
                    <ExamDocumentActions id={document.id} title={document.title} isFile={document.fileId !== null} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ) : null}
        <Pagination
          page={page}
          totalPages={Math.ceil(totalItems / STAFF_PAGE_SIZE)}
          hrefFor={(n) => examSectionHref(text.path, section, n)}
        />
      </section>
    </>
  );
}
