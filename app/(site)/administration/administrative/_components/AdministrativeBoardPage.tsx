import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { boardsIn, type AdministrativeBoardSlug } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import type { SearchParams } from "@/lib/notices/board-query";
import { AdministrativeShell } from "./AdministrativeShell";

export async function administrativeBoardMetadata(
  slug: AdministrativeBoardSlug,
  searchParams: SearchParams,
): Promise<Metadata> {
  return boardMetadata(boardsIn(await getLocale()).administrative[slug], searchParams);
}

/** Office orders, circulars and important forms: one notice board each, inside the administrative offices' frame. */
export async function AdministrativeBoardPage({
  slug,
  searchParams,
}: {
  slug: AdministrativeBoardSlug;
  searchParams: SearchParams;
}) {
  const locale = await getLocale();
  const board = boardsIn(locale).administrative[slug];
  const words = noticeWordsIn(locale);
  const loaded = await loadBoard(board, searchParams);
  return (
    <AdministrativeShell current={slug} title={board.title} lead={words.boards.administrative[slug].lead}>
      <NoticeBoard board={board} loaded={loaded} words={words} />
    </AdministrativeShell>
  );
}
