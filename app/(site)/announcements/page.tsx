import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { boardsIn } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(boardsIn(await getLocale()).announcements, await searchParams);
}

export default async function AnnouncementsPage({ searchParams }: Props) {
  await connection();
  const locale = await getLocale();
  const board = boardsIn(locale).announcements;
  const words = noticeWordsIn(locale);
  const loaded = await loadBoard(board, await searchParams);
  return (
    <>
      <PageHeader
        title={board.title}
        crumbs={[{ name: board.title, path: board.path }]}
        lead={words.boards.announcements.lead}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <NoticeBoard board={board} loaded={loaded} words={words} />
      </div>
    </>
  );
}
