import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { boardsIn, titledBoard, type AdministrativeBoardSlug } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import type { SearchParams } from "@/lib/notices/board-query";
import { administrativePath } from "@/lib/administration/sub-pages";
import { pageContent } from "@/lib/content/page-data";
import { latestUpdate } from "@/lib/seo/last-modified";
import { AdministrativeShell } from "./AdministrativeShell";

/** The board of a sub-page, titled by its page item, in the request's language. */
async function board(slug: AdministrativeBoardSlug) {
  const [locale, { data }] = await Promise.all([getLocale(), pageContent(administrativePath(slug))]);
  return { locale, data, board: titledBoard(boardsIn(locale).administrative[slug], data, locale) };
}

export async function administrativeBoardMetadata(
  slug: AdministrativeBoardSlug,
  searchParams: SearchParams,
): Promise<Metadata> {
  return boardMetadata((await board(slug)).board, searchParams);
}

/** Office orders, circulars and important forms: one notice board each, inside the administrative offices' frame. */
export async function AdministrativeBoardPage({
  slug,
  searchParams,
}: {
  slug: AdministrativeBoardSlug;
  searchParams: SearchParams;
}) {
  const { locale, data, board: notices } = await board(slug);
  const words = noticeWordsIn(locale);
  const loaded = await loadBoard(notices, searchParams);
  return (
    <AdministrativeShell page={data} current={slug}>
      <NoticeBoard board={notices} loaded={loaded} words={words} showLastUpdated={false} />
      <LastUpdated
        date={latestUpdate(data.lastReviewed, loaded.lastUpdated)}
        label={words.lastUpdated}
        locale={locale}
      />
    </AdministrativeShell>
  );
}
