import type { Metadata } from "next";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { administrativeDocumentBoards } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import type { SearchParams } from "@/lib/notices/board-query";
import { administrativePage } from "@/content/administration";
import { AdministrativeShell } from "./AdministrativeShell";

type Slug = keyof typeof administrativeDocumentBoards;

export function administrativeBoardMetadata(slug: Slug, searchParams: SearchParams): Promise<Metadata> {
  return boardMetadata(administrativeDocumentBoards[slug], searchParams);
}

/** Office orders, circulars and important forms: one notice board each, inside the administrative offices' frame. */
export async function AdministrativeBoardPage({
  slug,
  searchParams,
  lead,
}: {
  slug: Slug;
  searchParams: SearchParams;
  lead: string;
}) {
  const board = administrativeDocumentBoards[slug];
  const loaded = await loadBoard(board, searchParams);
  return (
    <AdministrativeShell current={slug} title={administrativePage(slug).title} lead={lead}>
      <NoticeBoard board={board} loaded={loaded} />
    </AdministrativeShell>
  );
}
