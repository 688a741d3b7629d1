import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { EmailLink } from "@/components/content/EmailLink";
import { holderOf } from "@/components/content/people";
import { ExamDocumentList } from "@/components/examination/ExamDocumentList";
import { examSectionBySlug, examSectionHref } from "@/components/examination/sections";
import { firstValue, parseBoardQuery, type SearchParams } from "@/lib/notices/board-query";
import { BOARD_PAGE_SIZE } from "@/lib/notices/load-board";
import { Pagination, pagedListStatus } from "@/components/notices/Pagination";
import { examSections, examinationPage as text } from "@/content/examination";
import { listExamDocuments } from "@/lib/exams/queries";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<SearchParams> };

function view(params: SearchParams) {
  return { section: examSectionBySlug(firstValue(params, "section")), page: parseBoardQuery(params).page };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { section, page } = view(await searchParams);
  const title = `${text.title}${section === examSections[0] ? "" : `: ${section.label}`}${page > 1 ? ` (page ${page})` : ""}`;
  return pageMetadata({ title, description: section.description, path: examSectionHref(text.path, section, page) });
}

/**
 * The examination branch's documents, one section at a time (chosen in a side menu of plain
 * links, so every section and page has its own URL), and how to reach the Controller of
 * Examination's office.
 */
export default async function ExaminationPage({ searchParams }: Props) {
  await connection();
  const { section, page } = view(await searchParams);
  const [{ items, totalItems }, holders] = await Promise.all([
    listExamDocuments({ section: section.section, page, limit: BOARD_PAGE_SIZE }),
    listOfficeHolders(),
  ]);
  const controller = holderOf(holders, "coe");
  const totalPages = Math.ceil(totalItems / BOARD_PAGE_SIZE);
  const now = new Date();

  return (
    <>
      <PageHeader title={text.title} crumbs={[{ name: text.title, path: text.path }]} lead={text.lead} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={text.menuLabel}>
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {examSections.map((s) => {
              const current = s === section;
              return (
                <li key={s.slug}>
                  <Link
                    href={examSectionHref(text.path, s)}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-md border px-3 py-2 text-sm font-semibold ${
                      current
                        ? "border-brand-900 bg-brand-900 text-white"
                        : "border-slate-300 bg-white text-brand-900 hover:border-brand-900"
                    }`}
                  >
                    {s.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section
          aria-labelledby="exam-section-heading"
          className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="exam-section-heading" className="text-2xl font-bold text-brand-900">
            {section.heading}
          </h2>
          {section.section === "exam fee-link" ? <p className="text-slate-700">{text.feeLinkNote}</p> : null}
          <p className="text-sm text-slate-700">
            {pagedListStatus({
              totalItems,
              shown: items.length,
              page,
              pageSize: BOARD_PAGE_SIZE,
              emptyText: section.emptyText,
            })}
          </p>
          {items.length > 0 ? <ExamDocumentList items={items} now={now} /> : null}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => examSectionHref(text.path, section, n)} />
        </section>

        <aside
          aria-labelledby="exam-contact-heading"
          className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800 lg:col-start-1"
        >
          <h2 id="exam-contact-heading" className="text-lg font-bold text-brand-900">
            {text.contact.heading}
          </h2>
          {controller ? (
            <p>
              <span className="block font-semibold">{controller.name}</span>
              {controller.title}
            </p>
          ) : null}
          {controller?.email ? (
            <p>
              Email: <EmailLink email={controller.email} />
            </p>
          ) : null}
          <address className="not-italic">{text.contact.address}</address>
          <p>{text.contact.questions}</p>
          <ul className="space-y-1">
            <li>
              <Link href="/grievance-form" className="font-semibold text-brand-900 underline">
                {text.contact.grievanceLink}
              </Link>
            </li>
            <li>
              <Link href="/administration/coe" className="font-semibold text-brand-900 underline">
                {text.contact.officeLink}
              </Link>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
