import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { JobPostingJsonLd } from "@/components/notices/JobPostingJsonLd";
import { rich } from "@/components/results/words";
import { boardsIn, viewPath } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { listSectionUpdates } from "@/lib/notices/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { noticeWordsIn } from "@/lib/notices/words";
import { fill } from "@/lib/i18n/fill";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { searchParams: Promise<SearchParams> };

const NON_TEACHING_PORTAL = "https://dseunt.samarth.edu.in/index.php/site/login";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(boardsIn(await getLocale()).recruitment, await searchParams, { archived: false });
}

export default async function RecruitmentPage({ searchParams }: Props) {
  await connection();
  const locale = await getLocale();
  const { recruitment: board, recruitmentRules } = boardsIn(locale);
  const words = noticeWordsIn(locale);
  const text = words.boards.recruitment;
  // The archive has its own pages (/recruitment/archive/{category}), so this page lists current notices only.
  const [loaded, sectionUpdates] = await Promise.all([
    loadBoard(board, await searchParams, { archived: false }),
    listSectionUpdates(),
  ]);
  const { view } = loaded;
  // The job portal (its tabs and the list shown) changes when a notice of any of its sections does,
  // even when the section shown has none current.
  const updated = latestUpdate(loaded.lastUpdated, ...board.views.map((tab) => sectionUpdates[tab.section]));
  const link = "font-semibold text-brand-900 underline";
  return (
    <>
      <PageHeader title={board.title} crumbs={[{ name: board.title, path: board.path }]} lead={text.lead} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <p className="max-w-3xl text-slate-700">
          {rich(
            text.intro,
            {},
            {
              portal: (part) => (
                <ExternalLink href={NON_TEACHING_PORTAL} className={link}>
                  {part}
                </ExternalLink>
              ),
              rules: (part) => (
                <LocalizedLink href={recruitmentRules.path} locale={locale} className={link}>
                  {part}
                </LocalizedLink>
              ),
            },
          )}
        </p>
        <NoticeBoard
          board={board}
          loaded={loaded}
          words={words}
          showLastUpdated={false}
          archiveLink={{
            href: `/recruitment/archive/${encodeURIComponent(view.section)}`,
            label: fill(text.seeArchived, { section: view.heading.toLocaleLowerCase(locale) }),
          }}
        />
        {view.jobs?.vacancies ? (
          <JobPostingJsonLd items={loaded.items} pagePath={viewPath(board, view)} words={words} />
        ) : null}
        <LastUpdated date={updated} label={words.lastUpdated} locale={locale} />
      </div>
    </>
  );
}
