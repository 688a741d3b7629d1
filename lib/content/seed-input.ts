import { contentPages, seedPageModules } from "../db/seed/content/pages";
import { SPECIAL_PAGE_PATHS } from "../pages/registry";
import { accessibilityStatementParts, policyPages, type PolicySection } from "../db/seed/content/pages/policies";
import { examination } from "../db/seed/content/pages/examination";
import { rtiPage } from "../db/seed/content/pages/rti";
import { aboutUniversity, history, visionAndMission } from "../db/seed/content/pages/about";
import {
  achievements,
  admissionNotice,
  campusPictures,
  headerBanners,
  homeBanner,
  leaderDesks,
  news,
  partners,
  studentEvents,
  videos,
} from "../db/seed/content/home";
import {
  footerExploreLinks,
  footerQuickLinks,
  navigation,
  searchSuggestions,
  utilityLinks,
  type NavItem,
} from "../db/seed/content/navigation";
import { portals, site, socialLinks, youtubeChannels } from "../db/seed/content/site";
import { GEM_PORTAL, tenders, tendersReviewedOn } from "../db/seed/content/tenders";
import type { BilingualPageText, PageText } from "../db/seed/content/pages/types";
import { HINDI } from "./glossary-terms";
import type { Localized } from "./localized";
import { escapeHtml, headingToHtml, itemsToHtml, paragraphsToHtml } from "./rich-text";
import type { ContentInput, ContentType } from "./schema";
import { parseStartingDate } from "./popup-date";

/** A seed text with its Hindi from lib/content/glossary-terms.ts, where the glossary has it. */
function seedText(text: string): Localized {
  const hindi = HINDI[text];
  return hindi ? { en: text, hi: hindi } : { en: text };
}

/**
 * The seed's content, read from the modules in lib/db/seed/content/ and shaped as each type's data. The
 * database is the source once seeded; these modules remain the first version.
 */
/** `since`: the day the seed text was last checked, when it has one: the item's publication date. */
export type SeedItem = { [T in ContentType]: { type: T; data: ContentInput<T>; since?: string } }[ContentType];

const picture = (p: { src: string; alt: string; width: number; height: number }) => ({
  src: p.src,
  alt: seedText(p.alt),
  width: p.width,
  height: p.height,
});

function navLeaf(item: NavItem) {
  return { label: seedText(item.name), href: item.path ?? "/", ...(item.external ? { external: true } : {}) };
}

function navEntry(item: NavItem): {
  label: { en: string };
  href?: string;
  external?: boolean;
  children?: ReturnType<typeof navEntry>[];
} {
  return {
    label: seedText(item.name),
    ...(item.path ? { href: item.path } : {}),
    ...(item.external ? { external: true } : {}),
    ...(item.dropdownItems ? { children: item.dropdownItems.map(navEntry) } : {}),
  };
}

/** Pages whose whole text is sections of paragraphs and lists keep it as the rich-text body. */
const BODY_SECTIONS: Record<string, { id: string; heading: string; paragraphs?: string[]; items?: string[] }[]> = {
  [aboutUniversity.page.path]: aboutUniversity.sections,
  [visionAndMission.page.path]: visionAndMission.sections,
  [history.page.path]: history.sections,
};

/**
 * The first version of each special page's structured parts (lib/pages/registry.ts names the
 * special pages; lib/content/page-fields declares their parts): everything in its seed module but its `page`.
 */
const SPECIAL_PAGE_FIELDS = new Map(
  seedPageModules
    .filter(({ page }) => SPECIAL_PAGE_PATHS.has(page.path))
    .map(({ page, ...fields }) => [page.path, fields as Record<string, unknown>]),
);

function pageInput(page: PageText): ContentInput<"page"> {
  const sections = BODY_SECTIONS[page.path] ?? [];
  const bodyIn = (say: (text: string) => string | undefined) =>
    sections
      .map(
        (s) =>
          headingToHtml(2, s.id, say(s.heading) ?? s.heading) +
          paragraphsToHtml((s.paragraphs ?? []).map((p) => say(p) ?? p)) +
          itemsToHtml((s.items ?? []).map((i) => say(i) ?? i)),
      )
      .join("");
  const body = bodyIn((text) => text);
  // The Hindi body only when every part of it has Hindi: a half-translated body would mix languages unmarked.
  const texts = sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]);
  const hindiBody = texts.length > 0 && texts.every((text) => HINDI[text]) ? bodyIn((text) => HINDI[text]) : "";
  return {
    path: page.path,
    title: seedText(page.title),
    summary: seedText(page.description),
    ...(page.lead ? { lead: seedText(page.lead) } : {}),
    crumbs: page.crumbs.map((crumb) => ({ name: seedText(crumb.name), path: crumb.path })),
    body: hindiBody ? { en: body, hi: hindiBody } : { en: body },
    fields: (SPECIAL_PAGE_FIELDS.get(page.path) ?? {}) as ContentInput<"page">["fields"],
    lastReviewed: page.lastReviewed,
  };
}

/** A policy page's sections in one language as its rich-text body: a heading, paragraphs, a list and links each. */
function policyBody(sections: PolicySection[], lang: "en" | "hi"): string {
  return sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s.heading[lang]!)}</h2>` +
        paragraphsToHtml(s.paragraphs.map((p) => p[lang]!)) +
        itemsToHtml((s.list ?? []).map((item) => item[lang]!)) +
        (s.links ?? [])
          .map((link) => {
            // As the sanitiser writes a link to another site, so that a save does not see the seed's text as changed.
            const rel = link.path.startsWith("https://") ? 'rel="noopener noreferrer" ' : "";
            return `<p><a ${rel}href="${escapeHtml(link.path)}">${escapeHtml(link.name[lang]!)}</a></p>`;
          })
          .join(""),
    )
    .join("");
}

/** A page written in English and Hindi from the start: its description is also its lead unless it has its own. */
function bilingualPageInput(
  page: BilingualPageText,
  body: ContentInput<"page">["body"],
  fields: Record<string, unknown> = {},
): SeedItem {
  return {
    type: "page",
    since: page.lastReviewed,
    data: {
      path: page.path,
      title: page.title,
      summary: page.description,
      lead: page.lead ?? page.description,
      crumbs: [{ name: page.title, path: page.path }],
      body,
      fields: fields as ContentInput<"page">["fields"],
      lastReviewed: page.lastReviewed,
    },
  };
}

/** The website policy pages and /rti (their sections as the body) and /examination (its words as its structured parts). */
function bilingualPages(): SeedItem[] {
  const { page: examinationPage, ...examinationFields } = examination;
  return [
    ...policyPages.map((policy) =>
      bilingualPageInput(
        policy,
        { en: policyBody(policy.sections, "en"), hi: policyBody(policy.sections, "hi") },
        policy.path === "/accessibility-statement" ? accessibilityStatementParts : {},
      ),
    ),
    bilingualPageInput(rtiPage, { en: policyBody(rtiPage.sections, "en"), hi: policyBody(rtiPage.sections, "hi") }),
    bilingualPageInput(examinationPage, { en: "" }, examinationFields),
  ];
}

export function contentSeedInput(): SeedItem[] {
  const items: SeedItem[] = [
    {
      type: "admission-popup",
      data: {
        heading: seedText(admissionNotice.title),
        enabled: true,
        items: [
          {
            heading: seedText("Diploma admissions"),
            label: seedText(admissionNotice.diplomaResult.label),
            href: admissionNotice.diplomaResult.href,
          },
          {
            heading: seedText("Walk-in admissions: UG, B.Tech and PG"),
            label: seedText(admissionNotice.walkIn.label),
            href: admissionNotice.walkIn.href,
            startingDate: parseStartingDate(admissionNotice.walkIn.startingDate),
          },
        ],
      },
    },
    {
      type: "home",
      data: {
        headerBanners: headerBanners.map(picture),
        banner: {
          picture: picture(homeBanner.picture),
          lead: seedText(homeBanner.lead),
          buttons: homeBanner.actions.map((action) => ({ label: seedText(action.label), href: action.href })),
        },
        leaderDesks: leaderDesks.map((desk) => ({
          office: desk.office,
          heading: seedText(desk.heading),
          knowMore: desk.knowMore,
        })),
        socialLinks: socialLinks.map((link) => ({ name: link.name, href: link.href })),
        youtubeChannels: youtubeChannels.map((channel) => ({ name: seedText(channel.name), href: channel.href })),
        videos: videos.map((video) => ({ title: seedText(video.title), href: video.href })),
        zonePictures: {
          central: picture(campusPictures.central),
          north: picture(campusPictures.north),
          south: picture(campusPictures.south),
          east: picture(campusPictures.east),
          west: picture(campusPictures.west),
        },
      },
    },
    {
      type: "achievements",
      data: {
        items: achievements.map((a) => ({
          title: seedText(a.title),
          text: seedText(a.text),
          picture: picture(a.picture),
        })),
      },
    },
    {
      type: "partners",
      data: {
        items: partners.map((p) => ({
          name: seedText(p.name),
          href: p.href,
          ...(p.logo ? { logo: picture(p.logo) } : {}),
        })),
      },
    },
    {
      type: "news",
      data: {
        items: news.map((item) => ({
          date: item.date,
          title: seedText(item.title),
          summary: seedText(item.summary),
          ...(item.link ? { link: { label: seedText(item.link.label), href: item.link.href } } : {}),
          ...(item.picture ? { picture: picture(item.picture) } : {}),
        })),
      },
    },
    {
      type: "events",
      data: {
        items: studentEvents.map((event) => ({
          title: seedText(event.title),
          ...(event.picture ? { picture: picture(event.picture) } : {}),
        })),
      },
    },
    {
      type: "navigation",
      data: {
        // Three levels deep where the old menu nests them; the schema checks the shape at seed time.
        main: navigation.map(navEntry) as ContentInput<"navigation">["main"],
        utility: utilityLinks.map(navLeaf),
        footerColumns: [
          { heading: seedText("Quick Links"), links: footerQuickLinks.map(navLeaf) },
          { heading: seedText("Explore"), links: footerExploreLinks.map(navLeaf) },
        ],
        searchSuggestions: searchSuggestions.map(navLeaf),
      },
    },
    {
      type: "site-settings",
      data: {
        address: seedText(site.address),
        mapUrl: site.mapUrl,
        website: site.website,
        helpdeskEmail: site.helpdeskEmail,
        admissionHelpdeskEmail: site.admissionHelpdeskEmail,
        rtiEmail: site.rtiEmail,
        copyrightYear: Number(/© (\d{4})/.exec(site.copyright)?.[1] ?? new Date().getFullYear()),
        webInformationManager: site.webInformationManager,
        portals: {
          studentLogin: portals.studentLogin,
          facultyLogin: portals.facultyLogin,
          admissionsAfter10th: portals.admissionsAfter10th,
          admissionsAfter12th: portals.admissionsAfter12th,
          admissionsAfterBachelor: portals.admissionsAfterBachelor,
          tenders: GEM_PORTAL,
        },
      },
    },
    ...tenders.map((tender): SeedItem => ({
      type: "tender",
      since: tendersReviewedOn,
      data: {
        number: tender.number,
        title: seedText(tender.title),
        department: seedText(tender.department),
        category: tender.category,
        startDate: tender.startDate,
        closingDate: tender.submissionDate,
        ...(tender.submissionTime ? { closingTime: tender.submissionTime } : {}),
        corrigenda: [],
        corrigendumIssued: tender.corrigendum,
        bidDocuments: [],
      },
    })),
    ...contentPages.map((page): SeedItem => ({ type: "page", data: pageInput(page), since: page.lastReviewed })),
    ...bilingualPages(),
  ];
  return items;
}
