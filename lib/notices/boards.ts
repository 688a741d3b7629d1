import { BULLETIN_SECTIONS, JOB_PORTAL_SECTIONS, type NoticeSection } from "./sections";
import { administrativeBoards, statutoryBodies } from "../administration/sub-pages";
import { textIn, type Localized } from "../content/localized";
import { fill } from "../i18n/fill";
import { LOCALES, type Locale } from "../i18n/locales";
import { noticeWordsIn, type BoardWords } from "./words";

/**
 * Every notice board of the site as data: its address, its tabs ("views", each one notice section
 * chosen by query parameters) and its texts, in each language. Pages, the sitemap and the tests
 * read these. The words are the catalogues' "noticeBoards" namespace (words.ts).
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

/**
 * A board without its title and description: the administrative offices' boards, whose words are
 * their page items' (titledBoard adds them at request time, so staff edits show at once).
 */
export type BoardFrame = Omit<Board, "title" | "description">;

export type AdministrativeBoardSlug = keyof typeof administrativeBoards;

export type Boards = {
  announcements: Board;
  bulletin: Board;
  recruitment: Board;
  recruitmentRules: Board;
  /** The three document boards of the administration, by sub-page slug. */
  administrative: Record<AdministrativeBoardSlug, BoardFrame>;
  statutoryBodies: BoardFrame;
  boardOfManagement: BoardFrame;
};

type SingleViewWords = { heading: string; archivedHeading: string; empty: string };

function singleView(section: NoticeSection, words: SingleViewWords): BoardView[] {
  return [
    {
      params: {},
      labels: {},
      section,
      heading: words.heading,
      archivedHeading: words.archivedHeading,
      emptyText: words.empty,
    },
  ];
}

/** Which job columns each job-portal section has: results have no vacancies and no apply link. */
const JOB_COLUMNS: Record<string, Omit<JobColumns, "dateLabel"> & { date: "startingDate" | "publishDate" }> = {
  "academic positions": { vacancies: true, apply: true, date: "startingDate" },
  "non academic positions": { vacancies: true, apply: true, date: "startingDate" },
  "short term positions": { vacancies: true, apply: true, date: "startingDate" },
  results: { vacancies: false, apply: false, date: "publishDate" },
  "recruitments and notice": { vacancies: false, apply: true, date: "startingDate" },
};

const PARTS = ["members", "minutes"] as const;

/** An administrative office's board with the title and summary of its page item, in a language. */
export function titledBoard(frame: BoardFrame, page: { title: Localized; summary: Localized }, locale: Locale): Board {
  return { ...frame, title: textIn(page.title, locale), description: textIn(page.summary, locale) };
}

/** The boards with their texts in one language. */
export function makeBoards(words: BoardWords): Boards {
  const bodyViews = (body: (typeof statutoryBodies)[number], withBody: boolean): BoardView[] =>
    PARTS.map((part): BoardView => {
      const names = { body: words.statutoryBodies.bodies[body.key], part: words.statutoryBodies.parts[part] };
      return {
        params: withBody ? { body: body.key, part } : { part },
        labels: withBody ? names : { part: names.part },
        section: part === "members" ? body.membersSection : body.minutesSection,
        heading: `${names.body}: ${names.part}`,
        archivedHeading: fill(words.statutoryBodies.archivedHeading, names),
        emptyText: words.statutoryBodies.empty,
      };
    });

  const administrative = Object.fromEntries(
    (Object.entries(administrativeBoards) as [AdministrativeBoardSlug, NoticeSection][]).map(([slug, section]) => [
      slug,
      {
        path: `/administration/administrative/${slug}`,
        paramLabels: {},
        views: singleView(section, words.administrative[slug]),
      } satisfies BoardFrame,
    ]),
  ) as Record<AdministrativeBoardSlug, BoardFrame>;

  return {
    announcements: {
      path: "/announcements",
      title: words.announcements.title,
      description: words.announcements.description,
      paramLabels: {},
      views: singleView("announcements", words.announcements),
    },
    bulletin: {
      path: "/admission/information-bulletin",
      title: words.bulletin.title,
      description: words.bulletin.description,
      paramLabels: { section: words.bulletin.tabs },
      views: BULLETIN_SECTIONS.map((section) => {
        const label = words.bulletin.sections[section as keyof BoardWords["bulletin"]["sections"]];
        return {
          params: { section },
          labels: { section: label },
          section,
          heading: label,
          archivedHeading: fill(words.bulletin.archivedHeading, { section: label }),
          emptyText: words.bulletin.empty,
        };
      }),
    },
    recruitment: {
      path: "/recruitment",
      title: words.recruitment.title,
      description: words.recruitment.description,
      paramLabels: { section: words.recruitment.tabs },
      views: JOB_PORTAL_SECTIONS.map((section) => {
        const tab = words.recruitment.sections[section as keyof BoardWords["recruitment"]["sections"]];
        const { date, ...columns } = JOB_COLUMNS[section]!;
        return {
          params: { section },
          labels: { section: tab.label },
          section,
          heading: tab.label,
          archivedHeading: fill(words.recruitment.archivedHeading, { section: tab.label }),
          emptyText: tab.empty,
          jobs: { ...columns, dateLabel: words.jobs[date] },
        };
      }),
    },
    recruitmentRules: {
      path: "/recruitment-rules",
      title: words.recruitmentRules.title,
      description: words.recruitmentRules.description,
      paramLabels: {},
      views: singleView("recruitment rules", words.recruitmentRules),
    },
    administrative,
    statutoryBodies: {
      path: "/administration/administrative/statutory-bodies",
      paramLabels: { body: words.statutoryBodies.bodiesTabs, part: words.statutoryBodies.partsTabs },
      views: statutoryBodies.flatMap((body) => bodyViews(body, true)),
    },
    boardOfManagement: {
      path: "/administration/administrative/board-of-management",
      paramLabels: { part: words.statutoryBodies.partsTabs },
      views: bodyViews(
        statutoryBodies.find((b) => b.key === "board-of-management")!,
        false,
      ),
    },
  };
}

const BOARDS = Object.fromEntries(
  LOCALES.map((locale) => [locale, makeBoards(noticeWordsIn(locale).boards)]),
) as Record<Locale, Boards>;

/** The boards in the page's language. */
export function boardsIn(locale: Locale): Boards {
  return BOARDS[locale];
}

/** The boards in English: their paths and sections are the same in both languages (sitemap, staff pages). */
export const {
  announcements: announcementsBoard,
  bulletin: bulletinBoard,
  recruitment: recruitmentBoard,
  recruitmentRules: recruitmentRulesBoard,
  administrative: administrativeDocumentBoards,
  statutoryBodies: statutoryBodiesBoard,
  boardOfManagement: boardOfManagementDocuments,
} = BOARDS.en;

/**
 * The view the query selects: the one matching the most given parameters, none contradicting it
 * (so ?body=academic-council alone picks that body's first view); otherwise the default view.
 */
export function selectView(board: BoardFrame, params: Record<string, string | string[] | undefined>): BoardView {
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
export function viewPath(board: BoardFrame, view: BoardView): string {
  if (view === board.views[0] || Object.keys(view.params).length === 0) return board.path;
  return `${board.path}?${new URLSearchParams(view.params).toString()}`;
}

/** Every board whose views are pages of their own (for the sitemap). */
export const allBoards: BoardFrame[] = [
  announcementsBoard,
  bulletinBoard,
  recruitmentBoard,
  recruitmentRulesBoard,
  ...Object.values(administrativeDocumentBoards),
  statutoryBodiesBoard,
  boardOfManagementDocuments,
];

/**
 * Unique page title of a board view, in the words' language: the board, the chosen tabs, archived
 * or not, and the page number.
 */
export function boardViewTitle(
  board: Board,
  view: BoardView,
  state: { archived: boolean; page: number },
  words: BoardWords["list"],
): string {
  const tabs = Object.values(view.labels).join(", ");
  const named = tabs ? `${board.title}: ${tabs}` : board.title;
  const base = state.archived ? fill(words.titleArchived, { title: named }) : named;
  return state.page > 1 ? fill(words.titlePage, { title: base, page: state.page }) : base;
}

/** The public page that lists each section's current notices (sections without a board are left out). */
export function sectionBoardPaths(): Partial<Record<string, string>> {
  const paths: Partial<Record<string, string>> = {};
  for (const board of allBoards) {
    for (const view of board.views) paths[view.section] ??= viewPath(board, view);
  }
  return paths;
}
