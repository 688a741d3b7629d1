import type { Metadata } from "next";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { announcementsBoard } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(announcementsBoard, await searchParams);
}

export default async function AnnouncementsPage({ searchParams }: Props) {
  await connection();
  const loaded = await loadBoard(announcementsBoard, await searchParams);
  return (
    <>
      <PageHeader
        title={announcementsBoard.title}
        crumbs={[{ name: announcementsBoard.title, path: announcementsBoard.path }]}
        lead="News from across the university, newest first. Each announcement opens its document; older ones stay available in the archive."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <NoticeBoard board={announcementsBoard} loaded={loaded} />
      </div>
    </>
  );
}
