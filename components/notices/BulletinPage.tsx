import { getLocale } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { NoticeBoard } from "./NoticeBoard";
import { boardsIn } from "@/lib/notices/boards";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import type { SearchParams } from "@/lib/notices/board-query";

/** The information bulletin, served at /admission/information-bulletin and /informationbulletin (one page, one canonical URL). */
export async function BulletinPage({ searchParams }: { searchParams: SearchParams }) {
  const locale = await getLocale();
  const board = boardsIn(locale).bulletin;
  const words = noticeWordsIn(locale);
  const loaded = await loadBoard(board, searchParams);
  return (
    <>
      <PageHeader
        title={board.title}
        crumbs={[
          { name: words.boards.bulletin.admissionCrumb, path: "/admission" },
          { name: board.title, path: board.path },
        ]}
        lead={words.boards.bulletin.lead}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <NoticeBoard board={board} loaded={loaded} words={words} />
      </div>
    </>
  );
}
