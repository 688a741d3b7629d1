import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { recruitmentBoard, viewPath, type BoardView } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { archiveCategory, urlSegment } from "@/lib/seo/public-routes";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { params: Promise<{ category: string }>; searchParams: Promise<SearchParams> };

/** The job-portal view of an archive category; any other category goes back to the job portal (proxy.ts answers with a real redirect first). */
async function archiveView(params: Props["params"]): Promise<BoardView> {
  const segment = urlSegment((await params).category);
  const category = segment ? archiveCategory(segment) : undefined;
  const view = recruitmentBoard.views.find((v) => v.section === category);
  if (!view) redirect("/recruitment");
  return view;
}

const archivePath = (view: BoardView) => `/recruitment/archive/${encodeURIComponent(view.section)}`;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const view = await archiveView(params);
  return boardMetadata(recruitmentBoard, await searchParams, { view, archived: true, path: archivePath(view) });
}

export default async function RecruitmentArchivePage({ params, searchParams }: Props) {
  await connection();
  const view = await archiveView(params);
  const loaded = await loadBoard(recruitmentBoard, await searchParams, { view, archived: true });
  return (
    <>
      <PageHeader
        title={`Job Portal Archive: ${view.heading}`}
        crumbs={[
          { name: recruitmentBoard.title, path: recruitmentBoard.path },
          { name: `Archive: ${view.heading}`, path: archivePath(view) },
        ]}
        lead="Earlier notifications of this section of the job portal, kept for reference. Their last dates have passed."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <NoticeBoard
          board={recruitmentBoard}
          loaded={loaded}
          basePath={archivePath(view)}
          viewInPath
          showTabs={false}
          archiveLink={{ href: viewPath(recruitmentBoard, view), label: `See current ${view.heading.toLowerCase()}` }}
        />
      </div>
    </>
  );
}
