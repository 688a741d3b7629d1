import { BULLETIN_SECTIONS, JOB_PORTAL_SECTIONS, sectionLabel, type NoticeSection } from "./sections";
import { administrativeBoards, administrativePage, statutoryBodies } from "../../content/administration";

/**
 * Every notice board of the site as data: its address, its tabs ("views", each one notice section
 * chosen by query parameters) and its texts. Pages, the sitemap and the tests read these.
 */
export type JobColumns = { vacancies: boolean; apply: boolean; dateLabel: string };

export type BoardView = {
  /** Query parameters that select this view; the first view of a board is its default. */
  params: Record<string, string>;
  /** The tab label of each parameter's value. */
  labels: Record<string, string>;
  section: NoticeSection;
  heading: string;
  archivedHeading: string;
  emptyText: string;
  /** Present on the job portal: which job columns this section has. */
  jobs?: JobColumns;
};

export type Board = {
  path: string;
  title: string;
  description: string;
  /** Accessible name of each tab row, by query parameter. */
  paramLabels: Record<string, string>;
  views: BoardView[];
};

function singleView(section: NoticeSection, heading: string, archivedHeading: string, emptyText: string): BoardView[] {
  return [{ params: {}, labels: {}, section, heading, archivedHeading, emptyText }];
}

export const announcementsBoard: Board = {
  path: "/announcements",
  title: "Announcements",
  description:
    "The latest announcements of DSEU: admissions, recruitment, events and notices, newest first, with their documents.",
  paramLabels: {},
  views: singleView("announcements", "Latest announcements", "Archived announcements", "No announcements yet."),
};

const BULLETIN_EMPTY = "No notices available in this section for now.";

export const bulletinBoard: Board = {
  path: "/admission/information-bulletin",
  title: "Information Bulletin",
  description: "The DSEU information bulletin: admission notices, notices for students, important links and circulars.",
  paramLabels: { section: "Bulletin sections" },
  views: BULLETIN_SECTIONS.map((section) => ({
    params: { section },
    labels: { section: sectionLabel(section) },
    section,
    heading: sectionLabel(section),
    archivedHeading: `Archived: ${sectionLabel(section)}`,
    emptyText: BULLETIN_EMPTY,
  })),
};

const JOB_TABS: Record<string, { label: string; empty: string; jobs: JobColumns }> = {
  "academic positions": {
    label: "Academic Positions",
    empty: "No academic positions found.",
    jobs: { vacancies: true, apply: true, dateLabel: "Starting Date" },
  },
  "non academic positions": {
    label: "Non Academic Positions",
    empty: "No non-academic positions found.",
    jobs: { vacancies: true, apply: true, dateLabel: "Starting Date" },
  },
  "short term positions": {
    label: "Short-Term Positions",
    empty: "No short-term positions found.",
    jobs: { vacancies: true, apply: true, dateLabel: "Starting Date" },
  },
  results: {
    label: "Results",
    empty: "No results found.",
    jobs: { vacancies: false, apply: false, dateLabel: "Publish Date" },
  },
  "recruitments and notice": {
    label: "Notice",
    empty: "No recruitments or notices found.",
    jobs: { vacancies: false, apply: true, dateLabel: "Starting Date" },
  },
};

export const recruitmentBoard: Board = {
  path: "/recruitment",
  title: "Job Portal",
  description:
    "Current vacancies at DSEU: academic, non-academic and short-term positions, recruitment results and notices, with last dates and how to apply.",
  paramLabels: { section: "Job portal sections" },
  views: JOB_PORTAL_SECTIONS.map((section) => {
    const tab = JOB_TABS[section]!;
    return {
      params: { section },
      labels: { section: tab.label },
      section,
      heading: tab.label,
      archivedHeading: `Archived ${tab.label}`,
      emptyText: tab.empty,
      jobs: tab.jobs,
    };
  }),
};

export const recruitmentRulesBoard: Board = {
  path: "/recruitment-rules",
  title: "Recruitment Rules",
  description: "The recruitment rules of DSEU for teaching and non-teaching posts, current and archived.",
  paramLabels: {},
  views: singleView("recruitment rules", "Recruitment Rules", "Archived Recruitment Rules", "No rules available."),
};

/** The three document boards of the administration, by sub-page slug. */
export const administrativeDocumentBoards = Object.fromEntries(
  (
    Object.entries(administrativeBoards) as [
      keyof typeof administrativeBoards,
      (typeof administrativeBoards)[keyof typeof administrativeBoards],
    ][]
  ).map(([slug, text]) => [
    slug,
    {
      path: `/administration/administrative/${slug}`,
      title: administrativePage(slug).title,
      description: administrativePage(slug).description,
      paramLabels: {},
      views: singleView(text.section, text.current, text.archived, text.empty),
    } satisfies Board,
  ]),
) as Record<keyof typeof administrativeBoards, Board>;

const PARTS = [
  { value: "members", label: "Members" },
  { value: "minutes", label: "Minutes of Meeting" },
] as const;

function bodyViews(body: (typeof statutoryBodies)[number], withBody: boolean): BoardView[] {
  return PARTS.map((part): BoardView => {
    const name = `${body.name}: ${part.label}`;
    return {
      params: withBody ? { body: body.key, part: part.value } : { part: part.value },
      labels: withBody ? { body: body.name, part: part.label } : { part: part.label },
      section: part.value === "members" ? body.membersSection : body.minutesSection,
      heading: name,
      archivedHeading: `Archived ${name}`,
      emptyText: "No PDFs available for this section.",
    };
  });
}

export const statutoryBodiesBoard: Board = {
  path: "/administration/administrative/statutory-bodies",
  title: administrativePage("statutory-bodies").title,
  description: administrativePage("statutory-bodies").description,
  paramLabels: { body: "Statutory bodies", part: "Documents" },
  views: statutoryBodies.flatMap((body) => bodyViews(body, true)),
};

export const boardOfManagementDocuments: Board = {
  path: "/administration/administrative/board-of-management",
  title: administrativePage("board-of-management").title,
  description: administrativePage("board-of-management").description,
  paramLabels: { part: "Documents" },
  views: bodyViews(
    statutoryBodies.find((b) => b.key === "board-of-management")!,
    false,
  ),
};

/**
 * The view the query selects: the one matching the most given parameters, none contradicting it
 * (so ?body=academic-council alone picks that body's first view); otherwise the default view.
 */
export function selectView(board: Board, params: Record<string, string | string[] | undefined>): BoardView {
  const value = (name: string) => {
    const v = params[name];
    return Array.isArray(v) ? v[0] : v;
  };
  let best: { view: BoardView; score: number } | undefined;
  for (const view of board.views) {
    const entries = Object.entries(view.params);
    if (entries.some(([name, wanted]) => value(name) !== undefined && value(name) !== wanted)) continue;
    const score = entries.filter(([name]) => value(name) !== undefined).length;
    if (score > 0 && (!best || score > best.score)) best = { view, score };
  }
  return best?.view ?? board.views[0]!;
}

/** The address of a view: the board's path, with the view's parameters unless it is the default. */
export function viewPath(board: Board, view: BoardView): string {
  if (view === board.views[0] || Object.keys(view.params).length === 0) return board.path;
  return `${board.path}?${new URLSearchParams(view.params).toString()}`;
}

/** Every board whose views are pages of their own (for the sitemap). */
export const allBoards: Board[] = [
  announcementsBoard,
  bulletinBoard,
  recruitmentBoard,
  recruitmentRulesBoard,
  ...Object.values(administrativeDocumentBoards),
  statutoryBodiesBoard,
  boardOfManagementDocuments,
];

/** Unique page title of a board view: the board, the chosen tabs, archived or not, and the page number. */
export function boardViewTitle(board: Board, view: BoardView, state: { archived: boolean; page: number }): string {
  const tabs = Object.values(view.labels).join(", ");
  const base = `${state.archived ? "Archived " : ""}${board.title}${tabs ? `: ${tabs}` : ""}`;
  return state.page > 1 ? `${base} (page ${state.page})` : base;
}

/** The public page that lists each section's current notices (sections without a board are left out). */
export function sectionBoardPaths(): Partial<Record<string, string>> {
  const paths: Partial<Record<string, string>> = {};
  for (const board of allBoards) {
    for (const view of board.views) paths[view.section] ??= viewPath(board, view);
  }
  return paths;
}
