import { PageHeader } from "@/components/layout/PageHeader";
import { NoticeBoard } from "./NoticeBoard";
import { bulletinBoard } from "@/lib/notices/boards";
import { loadBoard } from "@/lib/notices/load-board";
import type { SearchParams } from "@/lib/notices/board-query";

/** The information bulletin, served at /admission/information-bulletin and /informationbulletin (one page, one canonical URL). */
export async function BulletinPage({ searchParams }: { searchParams: SearchParams }) {
  const loaded = await loadBoard(bulletinBoard, searchParams);
  return (
    <>
      <PageHeader
        title={bulletinBoard.title}
        crumbs={[
          { name: "Admission", path: "/admission" },
          { name: bulletinBoard.title, path: bulletinBoard.path },
        ]}
        lead="Notices for applicants and students in four sections: admission, students, important links and circulars. Choose a section to see its documents."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <NoticeBoard board={bulletinBoard} loaded={loaded} />
      </div>
    </>
  );
}
