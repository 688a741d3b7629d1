import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { RecordText } from "@/components/i18n/RecordText";
import { boardsIn, titledBoard } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import { noticeWordsIn } from "@/lib/notices/words";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { SearchParams } from "@/lib/notices/board-query";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { boardOfManagementFields } from "@/lib/content/page-fields/administration";
import { latestUpdate } from "@/lib/seo/last-modified";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { ScrollRegion } from "@/components/ui/ScrollRegion";

type Props = { searchParams: Promise<SearchParams> };

async function board() {
  const [locale, { data }] = await Promise.all([getLocale(), pageContent(boardOfManagementFields.path)]);
  return { data, board: titledBoard(boardsIn(locale).boardOfManagement, data, locale) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata((await board()).board, await searchParams);
}

export default async function BoardOfManagementPage({ searchParams }: Props) {
  await connection();
  const [locale, { data, board: notices }, { groups }] = await Promise.all([
    getLocale(),
    board(),
    pageFieldsOf(boardOfManagementFields),
  ]);
  const words = noticeWordsIn(locale);
  const text = words.boards.offices;
  const loaded = await loadBoard(notices, await searchParams);
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  return (
    <AdministrativeShell page={data} current="board-of-management">
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
              {groups.flatMap((group) =>
                group.people.map((person, index) => (
                  <tr key={`${group.heading.en}-${person.name}`}>
                    {index === 0 ? (
                      <th scope="rowgroup" rowSpan={group.people.length} className={`${cell} font-semibold`}>
                        <LocalizedText value={group.heading} locale={locale} />
                      </th>
                    ) : null}
                    <td className={cell}>
                      <RecordText text={person.name} locale={locale} />
                    </td>
                    <td className={cell}>
                      {person.role ? <LocalizedText value={person.role} locale={locale} /> : text.member}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <NoticeBoard board={notices} loaded={loaded} words={words} showLastUpdated={false} />
      <LastUpdated
        date={latestUpdate(data.lastReviewed, loaded.lastUpdated)}
        label={words.lastUpdated}
        locale={locale}
      />
    </AdministrativeShell>
  );
}
