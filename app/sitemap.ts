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
import { allBoards, boardOfManagementDocuments, recruitmentBoard, viewPath } from "@/lib/notices/boards";
import { administrationReviewedOn } from "@/content/administration";
import { listPublished } from "@/lib/content/queries";
import { examSectionHref, examSections } from "@/components/examination/sections";
import { examinationFields } from "@/lib/content/page-fields/examination";

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
  const reviewed = new Date(administrationReviewedOn).toISOString();
  const boards = [
    ...allBoards.flatMap((board) =>
      board.views.map((view) => ({
        path: viewPath(board, view),
        sections: [view.section],
        textUpdatedAt: board === boardOfManagementDocuments ? reviewed : undefined,
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
      { path: "/administration/administrative", updatedAt: reviewed },
      {
        path: "/administration/administrative/team-dseu",
        updatedAt: latestUpdate(reviewed, ...campuses.map((c) => c.updatedAt)),
      },
      { path: "/administration/administrative/Statutes", updatedAt: reviewed },
      { path: "/administration/administrative/advisory-board", updatedAt: reviewed },
      { path: "/administration/administrative/employee-policy", updatedAt: reviewed },
      { path: "/tenders", updatedAt: latestUpdate(...tenders.map((tender) => tender.updatedAt)) },
      // Each section changes with its documents and with the page's words.
      ...examSections.map((section) => ({
        path: examSectionHref(examinationFields.path, section),
        updatedAt: latestUpdate(examUpdates[section.section], contentDates.get(examinationFields.path)),
      })),
      // The website pages GIGW asks for are content pages, dated with them; the site map is built from the navigation and has no date of its own.
      { path: "/site-map" },
    ],
    contentDates,
  });
}
