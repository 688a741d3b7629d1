import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { boardsIn } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import { textIn } from "@/lib/content/localized";
import type { SearchParams } from "@/lib/notices/board-query";
import { statutoryBodiesIntro } from "@/content/administration";
import { AdministrativeShell } from "../_components/AdministrativeShell";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(boardsIn(await getLocale()).statutoryBodies, await searchParams);
}

export default async function StatutoryBodiesPage({ searchParams }: Props) {
  await connection();
  const locale = await getLocale();
  const board = boardsIn(locale).statutoryBodies;
  const loaded = await loadBoard(board, await searchParams);
  return (
    <AdministrativeShell current="statutory-bodies" title={board.title} lead={textIn(statutoryBodiesIntro, locale)}>
      <NoticeBoard board={board} loaded={loaded} words={noticeWordsIn(locale)} />
    </AdministrativeShell>
  );
}
