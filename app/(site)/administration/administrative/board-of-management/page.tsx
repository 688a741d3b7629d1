import type { Metadata } from "next";
import { connection } from "next/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { NoticeBoard } from "@/components/notices/NoticeBoard";
import { boardOfManagementDocuments } from "@/lib/notices/boards";
import { boardMetadata } from "@/components/notices/board-metadata";
import { loadBoard } from "@/lib/notices/load-board";
import type { SearchParams } from "@/lib/notices/board-query";
import { administrationReviewedOn, boardOfManagement, boardOfManagementIntro } from "@/content/administration";
import { latestUpdate } from "@/lib/seo/last-modified";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { ScrollRegion } from "@/components/ui/ScrollRegion";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return boardMetadata(boardOfManagementDocuments, await searchParams);
}

export default async function BoardOfManagementPage({ searchParams }: Props) {
  await connection();
  const loaded = await loadBoard(boardOfManagementDocuments, await searchParams);
  const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";
  return (
    <AdministrativeShell
      current="board-of-management"
      title={boardOfManagementDocuments.title}
      lead={boardOfManagementIntro}
    >
      <section aria-labelledby="composition-title">
        <h2 id="composition-title" className="text-2xl font-bold text-brand-900">
          Composition of the Board
        </h2>
        <ScrollRegion label="Members of the Board of Management" className="mt-4 rounded-lg border border-slate-200">
          <table className="min-w-full bg-white text-sm">
            <caption className="sr-only">Members of the Board of Management and their offices</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className={cell}>
                  Seat on the Board
                </th>
                <th scope="col" className={cell}>
                  Member
                </th>
                <th scope="col" className={cell}>
                  Office
                </th>
              </tr>
            </thead>
            <tbody>
              {boardOfManagement.flatMap((group) =>
                group.people.map((person, index) => (
                  <tr key={`${group.heading}-${person.name}`}>
                    {index === 0 ? (
                      <th scope="rowgroup" rowSpan={group.people.length} className={`${cell} font-semibold`}>
                        {group.heading}
                      </th>
                    ) : null}
                    <td className={cell}>{person.name}</td>
                    <td className={cell}>{person.role ?? "Member"}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <NoticeBoard board={boardOfManagementDocuments} loaded={loaded} showLastUpdated={false} />
      <LastUpdated date={latestUpdate(administrationReviewedOn, loaded.lastUpdated)} />
    </AdministrativeShell>
  );
}
