import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { RecordText } from "@/components/i18n/RecordText";
import { boardsIn } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import { textIn } from "@/lib/content/localized";
import type { SearchParams } from "@/lib/notices/board-query";
import { administrationReviewedOn, boardOfManagement, boardOfManagementIntro } from "@/content/administration";
import { latestUpdate } from "@/lib/seo/last-modified";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { ScrollRegion } from "@/components/ui/ScrollRegion";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(boardsIn(await getLocale()).boardOfManagement, await searchParams);
}

export default async function BoardOfManagementPage({ searchParams }: Props) {
  await connection();
  const locale = await getLocale();
  const board = boardsIn(locale).boardOfManagement;
  const words = noticeWordsIn(locale);
  const text = words.boards.offices;
  const loaded = await loadBoard(board, await searchParams);
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  return (
    <AdministrativeShell
      current="board-of-management"
      title={board.title}
      lead={textIn(boardOfManagementIntro, locale)}
    >
      <section aria-labelledby="composition-title">
        <h2 id="composition-title" className="text-2xl font-bold text-brand-900">
          {text.composition}
        </h2>
        <ScrollRegion label={text.membersRegion} className="mt-4 rounded-lg border border-slate-200">
          <table className="min-w-full bg-white text-sm">
            <caption className="sr-only">{text.membersCaption}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className={cell}>
                  {text.seat}
                </th>
                <th scope="col" className={cell}>
                  {text.member}
                </th>
                <th scope="col" className={cell}>
                  {text.office}
                </th>
              </tr>
            </thead>
            <tbody>
              {boardOfManagement.flatMap((group) =>
                group.people.map((person, index) => (
                  <tr key={`${group.heading.en}-${person.name}`}>
                    {index === 0 ? (
                      <th scope="rowgroup" rowSpan={group.people.length} className={`${cell} font-semibold`}>
                        {textIn(group.heading, locale)}
                      </th>
                    ) : null}
                    <td className={cell}>
                      <RecordText text={person.name} locale={locale} />
                    </td>
                    <td className={cell}>{person.role ? textIn(person.role, locale) : text.member}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <NoticeBoard board={board} loaded={loaded} words={words} showLastUpdated={false} />
      <LastUpdated
        date={latestUpdate(administrationReviewedOn, loaded.lastUpdated)}
        label={words.lastUpdated}
        locale={locale}
      />
    </AdministrativeShell>
  );
}
