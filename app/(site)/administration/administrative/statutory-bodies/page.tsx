import type { Metadata } from "next";
import { connection } from "next/server";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { statutoryBodiesBoard } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import type { SearchParams } from "@/lib/notices/board-query";
import { statutoryBodiesIntro } from "@/content/administration";
import { AdministrativeShell } from "../_components/AdministrativeShell";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(statutoryBodiesBoard, await searchParams);
}

export default async function StatutoryBodiesPage({ searchParams }: Props) {
  await connection();
  const loaded = await loadBoard(statutoryBodiesBoard, await searchParams);
  return (
    <AdministrativeShell current="statutory-bodies" title={statutoryBodiesBoard.title} lead={statutoryBodiesIntro}>
      <NoticeBoard board={statutoryBodiesBoard} loaded={loaded} />
    </AdministrativeShell>
  );
}
