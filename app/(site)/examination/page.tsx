import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { EmailLink } from "@/components/content/EmailLink";
import { holderOf, holderTitleIn } from "@/components/content/people";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { RecordText } from "@/components/i18n/RecordText";
import { ShownText } from "@/components/i18n/LocalizedText";
import { ExamDocumentList } from "@/components/examination/ExamDocumentList";
import { examSectionBySlug, examSectionHref, examSections } from "@/components/examination/sections";
import { firstValue, parseBoardQuery, type SearchParams } from "@/lib/notices/board-query";
import { BOARD_PAGE_SIZE } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import { Pagination, pagedListStatus } from "@/components/notices/Pagination";
import { inLocale, textIn } from "@/lib/content/localized";
import { RichText } from "@/components/content/RichText";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { examSectionWords, examinationFields } from "@/lib/content/page-fields/examination";
import { fill } from "@/lib/i18n/fill";
import { localizePath } from "@/lib/i18n/paths";
import { listExamDocuments, listExamSectionUpdates } from "@/lib/exams/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<SearchParams> };

function view(params: SearchParams) {
  return { section: examSectionBySlug(firstValue(params, "section")), page: parseBoardQuery(params).page };
}

const PATH = examinationFields.path;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ section, page }, locale, { data }, fields] = await Promise.all([
    searchParams.then(view),
    getLocale(),
    pageContent(PATH),
    pageFieldsOf(examinationFields),
  ]);
  const words = examSectionWords(fields, section.slug);
  const pageTitle = textIn(data.title, locale);
  const title = section === examSections[0] ? pageTitle : `${pageTitle}: ${textIn(words.label, locale)}`;
  return pageMetadata({
    title: page > 1 ? fill(noticeWordsIn(locale).boards.list.titlePage, { title, page }) : title,
    description: textIn(words.description, locale),
    path: examSectionHref(PATH, section, page),
  });
}

/**
 * The examination branch's documents, one section at a time (chosen in a side menu of plain
 * links, so every section and page has its own URL), and how to reach the Controller of
 * Examination's office. The words are the page item's; the Controller's name and title are the
 * office holder's record.
 */
export default async function ExaminationPage({ searchParams }: Props) {
  await connection();
  const [{ section, page }, locale, { data, updatedAt: textUpdated }, content] = await Promise.all([
    searchParams.then(view),
    getLocale(),
    pageContent(PATH),
    pageFieldsOf(examinationFields),
  ]);
  const [{ items, totalItems }, holders, sectionUpdates] = await Promise.all([
    listExamDocuments({ section: section.section, page, limit: BOARD_PAGE_SIZE }),
    listOfficeHolders(),
    listExamSectionUpdates(),
  ]);
  // The page item's text and the documents of the section shown.
  const updated = latestUpdate(textUpdated, sectionUpdates[section.section]);
  const words = noticeWordsIn(locale);
  const text = (value: Parameters<typeof textIn>[0]) => textIn(value, locale);
  const controller = holderOf(holders, "coe");
  const totalPages = Math.ceil(totalItems / BOARD_PAGE_SIZE);
  const now = new Date();
  const sectionWords = examSectionWords(content, section.slug);
  const body = inLocale(data.body, locale);

  return (
    <>
      <PageHeader
        title={text(data.title)}
        crumbs={data.crumbs.map((crumb) => ({ name: text(crumb.name), path: crumb.path }))}
        lead={data.lead ? text(data.lead) : undefined}
      />
      {/* The seed leaves the body empty; staff may add a text above the sections. */}
      {body.text ? (
        <div className="mx-auto max-w-7xl px-4 pt-10" lang={body.lang}>
          <RichText html={body.text} locale={locale} />
        </div>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={text(content.menuLabel)}>
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {examSections.map((s) => {
              const current = s === section;
              return (
                <li key={s.slug}>
                  <LocalizedLink
                    href={examSectionHref(PATH, s)}
                    locale={locale}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-md border px-3 py-2 text-sm font-semibold ${
                      current
                        ? "border-brand-900 bg-brand-900 text-white"
                        : "border-slate-300 bg-white text-brand-900 hover:border-brand-900"
                    }`}
                  >
                    {text(examSectionWords(content, s.slug).label)}
                  </LocalizedLink>
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
            {text(sectionWords.heading)}
          </h2>
          {section.section === "exam fee-link" ? <p className="text-slate-700">{text(content.feeLinkNote)}</p> : null}
          <p className="text-sm text-slate-700">
            {pagedListStatus({
              totalItems,
              shown: items.length,
              page,
              pageSize: BOARD_PAGE_SIZE,
              emptyText: text(sectionWords.emptyText),
              words: words.boards.list,
            })}
          </p>
          {items.length > 0 ? <ExamDocumentList items={items} now={now} words={words} /> : null}
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => localizePath(examSectionHref(PATH, section, n), locale)}
            words={words.boards.list}
          />
        </section>

        <aside
          aria-labelledby="exam-contact-heading"
          className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800 lg:col-start-1"
        >
          <h2 id="exam-contact-heading" className="text-lg font-bold text-brand-900">
            {text(content.contact.heading)}
          </h2>
          {controller ? (
            <p>
              <span className="block font-semibold">
                <RecordText text={controller.name} locale={locale} />
              </span>
              <ShownText value={holderTitleIn(controller, locale)} />
            </p>
          ) : null}
          {controller?.email ? (
            <p>
              {words.boards.examination.email} <EmailLink email={controller.email} />
            </p>
          ) : null}
          <address className="not-italic">
            <RecordText text={content.contact.address} locale={locale} />
          </address>
          <p>{text(content.contact.questions)}</p>
          <ul className="space-y-1">
            <li>
              <LocalizedLink
                href={content.contact.grievanceLink.href}
                locale={locale}
                className="font-semibold text-brand-900 underline"
              >
                {text(content.contact.grievanceLink.title)}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink
                href={content.contact.officeLink.href}
                locale={locale}
                className="font-semibold text-brand-900 underline"
              >
                {text(content.contact.officeLink.title)}
              </LocalizedLink>
            </li>
          </ul>
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-10">
        <LastUpdated date={updated} label={words.lastUpdated} locale={locale} />
      </div>
    </>
  );
}
