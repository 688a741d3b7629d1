import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { boardsIn, viewPath, type Board, type BoardView } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import { fill } from "@/lib/i18n/fill";
import { localizePath } from "@/lib/i18n/paths";
import { archiveCategory, urlSegment } from "@/lib/seo/public-routes";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { params: Promise<{ category: string }>; searchParams: Promise<SearchParams> };

/**
 * The job portal in the request's language and the view of an archive category; any other
 * category goes back to the job portal (proxy.ts answers with a real redirect first).
 */
async function archiveView(params: Props["params"]): Promise<{ board: Board; view: BoardView }> {
  const locale = await getLocale();
  const board = boardsIn(locale).recruitment;
  const segment = urlSegment((await params).category);
  const category = segment ? archiveCategory(segment) : undefined;
  const view = board.views.find((v) => v.section === category);
  if (!view) redirect(localizePath(board.path, locale));
  return { board, view };
}

const archivePath = (view: BoardView) => `/recruitment/archive/${encodeURIComponent(view.section)}`;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { board, view } = await archiveView(params);
  return boardMetadata(board, await searchParams, { view, archived: true, path: archivePath(view) });
}

export default async function RecruitmentArchivePage({ params, searchParams }: Props) {
  await connection();
  const { board, view } = await archiveView(params);
  const words = noticeWordsIn(await getLocale());
  const text = words.boards.recruitment;
  const loaded = await loadBoard(board, await searchParams, { view, archived: true });
  return (
    <>
      <PageHeader
        title={fill(text.archiveTitle, { section: view.heading })}
        crumbs={[
          { name: board.title, path: board.path },
          { name: fill(text.archiveCrumb, { section: view.heading }), path: archivePath(view) },
        ]}
        lead={text.archiveLead}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <NoticeBoard
          board={board}
          loaded={loaded}
          words={words}
          basePath={archivePath(view)}
          viewInPath
          showTabs={false}
          archiveLink={{
            href: viewPath(board, view),
            label: fill(text.seeCurrent, { section: view.heading.toLocaleLowerCase(words.locale) }),
          }}
        />
      </div>
    </>
  );
}
