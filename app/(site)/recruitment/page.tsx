import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { JobPostingJsonLd } from "@/components/notices/JobPostingJsonLd";
import { recruitmentBoard, viewPath } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { searchParams: Promise<SearchParams> };

const NON_TEACHING_PORTAL = "https://dseunt.samarth.edu.in/index.php/site/login";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(recruitmentBoard, await searchParams, { archived: false });
}

export default async function RecruitmentPage({ searchParams }: Props) {
  await connection();
  // The archive has its own pages (/recruitment/archive/{category}), so this page lists current notices only.
  const loaded = await loadBoard(recruitmentBoard, await searchParams, { archived: false });
  const { view } = loaded;
  return (
    <>
      <PageHeader
        title={recruitmentBoard.title}
        crumbs={[{ name: recruitmentBoard.title, path: recruitmentBoard.path }]}
        lead="Teaching, non-teaching and short-term positions at DSEU, with the notification, the number of vacancies, the last date and where to apply."
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <p className="max-w-3xl text-slate-700">
          Read the notification of a position before applying: it sets out eligibility and the selection process.
          Applications for non-teaching posts are made on the{" "}
          <ExternalLink href={NON_TEACHING_PORTAL} className="font-semibold text-brand-900 underline">
            non-teaching recruitment portal
          </ExternalLink>
          . The rules that govern recruitment are on the{" "}
          <Link href="/recruitment-rules" className="font-semibold text-brand-900 underline">
            Recruitment Rules
          </Link>{" "}
          page.
        </p>
        <NoticeBoard
          board={recruitmentBoard}
          loaded={loaded}
          archiveLink={{
            href: `/recruitment/archive/${encodeURIComponent(view.section)}`,
            label: `See archived ${view.heading.toLowerCase()}`,
          }}
        />
        {view.jobs?.vacancies ? (
          <JobPostingJsonLd items={loaded.items} pagePath={viewPath(recruitmentBoard, view)} />
        ) : null}
      </div>
    </>
  );
}
