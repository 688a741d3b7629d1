import type { Metadata } from "next";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { recruitmentRulesBoard } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import type { SearchParams } from "@/lib/notices/board-query";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(recruitmentRulesBoard, await searchParams);
}

export default async function RecruitmentRulesPage({ searchParams }: Props) {
  await connection();
  const loaded = await loadBoard(recruitmentRulesBoard, await searchParams);
  return (
    <>
      <PageHeader
        title={recruitmentRulesBoard.title}
        crumbs={[
          { name: "Job Portal", path: "/recruitment" },
          { name: recruitmentRulesBoard.title, path: recruitmentRulesBoard.path },
        ]}
        lead="The recruitment rules DSEU has notified for its teaching and non-teaching posts, newest first. Rules that have been superseded stay in the archive."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <NoticeBoard board={recruitmentRulesBoard} loaded={loaded} />
      </div>
    </>
  );
}
