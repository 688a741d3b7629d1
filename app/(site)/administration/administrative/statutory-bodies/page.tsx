import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { boardsIn, titledBoard } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import { administrativePath } from "@/lib/administration/sub-pages";
import { pageContent } from "@/lib/content/page-data";
import type { SearchParams } from "@/lib/notices/board-query";
import { latestUpdate } from "@/lib/seo/last-modified";
import { AdministrativeShell } from "../_components/AdministrativeShell";

type Props = { searchParams: Promise<SearchParams> };

async function board() {
  const [locale, { data }] = await Promise.all([getLocale(), pageContent(administrativePath("statutory-bodies"))]);
  return { locale, data, board: titledBoard(boardsIn(locale).statutoryBodies, data, locale) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata((await board()).board, await searchParams);
}

export default async function StatutoryBodiesPage({ searchParams }: Props) {
  await connection();
  const { locale, data, board: notices } = await board();
  const words = noticeWordsIn(locale);
  const loaded = await loadBoard(notices, await searchParams);
  return (
    <AdministrativeShell page={data} current="statutory-bodies">
      <NoticeBoard board={notices} loaded={loaded} words={words} showLastUpdated={false} />
      <LastUpdated
        date={latestUpdate(data.lastReviewed, loaded.lastUpdated)}
        label={words.lastUpdated}
        locale={locale}
      />
    </AdministrativeShell>
  );
}
