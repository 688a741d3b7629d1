import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { listPrograms, hasProgramDetail } from "@/lib/programs/queries";
import { listCampuses } from "@/lib/campuses/queries";
import { listDepartmentSchools } from "@/lib/departments/queries";
import { listAllFaculty } from "@/lib/faculty/queries";
import { listSectionUpdates } from "@/lib/notices/queries";
import { listExamSectionUpdates } from "@/lib/exams/queries";
import { buildSitemap } from "@/lib/seo/sitemap";
import { latestUpdate } from "@/lib/seo/last-modified";
import { allBoards, recruitmentBoard, viewPath } from "@/lib/notices/boards";
import { administrativePath } from "@/lib/administration/sub-pages";
import { listPublished } from "@/lib/content/queries";
import { isServedInHindi } from "@/lib/content/translation";
import { examSectionHref, examSections } from "@/components/examination/sections";
import { examinationFields } from "@/lib/content/page-fields/examination";
import { POLICY_PATHS } from "@/lib/pages/registry";

/** /sitemap.xml, built per request from the cached data (never at build time, which has no database). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [programs, campuses, schools, faculty, sectionUpdates, examUpdates, contentPages, tenders] = await Promise.all([
    listPrograms(),
    listCampuses(),
    listDepartmentSchools(),
    listAllFaculty(),
    listSectionUpdates(),
    listExamSectionUpdates(),
    listPublished("page"),
    listPublished("tender"),
  ]);
  // Content pages and tenders are dated by when their published text went live.
  const contentDates = new Map(contentPages.map((page) => [page.key, page.updatedAt]));
  const boards = [
    // A board that is also a content page (the administrative offices') is dated by its text too.
    ...allBoards.flatMap((board) =>
      board.views.map((view) => ({
        path: viewPath(board, view),
        sections: [view.section],
        textUpdatedAt: contentDates.get(board.path),
      })),
    ),
    ...recruitmentBoard.views.map((view) => ({
      path: `/recruitment/archive/${encodeURIComponent(view.section)}`,
      sections: [view.section],
    })),
  ];
  return buildSitemap({
    programs: programs.map((p) => ({
      id: p.id,
      level: p.level,
      updatedAt: p.updatedAt,
      hasDetail: hasProgramDetail(p),
    })),
    campuses,
    schools,
    faculty,
    boards,
    sectionUpdates,
    datedPages: [
      // Team DSEU names each campus's director from the campus records.
      {
        path: administrativePath("team-dseu"),
        updatedAt: latestUpdate(contentDates.get(administrativePath("team-dseu")), ...campuses.map((c) => c.updatedAt)),
      },
      { path: "/tenders", updatedAt: latestUpdate(...tenders.map((tender) => tender.updatedAt)) },
      // Each section changes with its documents and with the page's words.
      ...examSections.map((section) => ({
        path: examSectionHref(examinationFields.path, section),
        updatedAt: latestUpdate(examUpdates[section.section], contentDates.get(examinationFields.path)),
      })),
      // The website pages GIGW asks for are content pages, dated with them; the site map is built from the navigation and has no date of its own.
      { path: "/site-map" },
      // The Website policies page is dated by the newest of the policies it lists.
      { path: "/website-policies", updatedAt: latestUpdate(...POLICY_PATHS.map((path) => contentDates.get(path))) },
    ],
    contentDates,
    translatedPages: new Set(contentPages.filter(isServedInHindi).map((page) => page.key)),
  });
}
