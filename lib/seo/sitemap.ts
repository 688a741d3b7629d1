import type { MetadataRoute } from "next";
import { ZONES, type Zone } from "../campuses/zones";
import { PROGRAM_LEVELS, type ProgramLevel } from "../programs/levels";
import { absoluteUrl } from "./metadata";
import { hasHindiVersion, languageAlternates } from "../i18n/paths";
import { latestUpdate } from "./last-modified";
import { SITEMAP_CONTENT_PATHS } from "../pages/registry";
import { isFreePageAddress } from "../content/page-address";

/**
 * The sitemap: every public page of the specification by its canonical URL, with lastmod taken
 * from the data each page shows (never the build time). Pages whose text lives in the code and
 * carries no date are listed without a lastmod rather than with an invented one.
 */

/** A page dated by the content file it is written in (the day its text was last checked). */
export type DatedPath = { path: string; updatedAt?: string };

export type SitemapData = {
  programs: { id: string; level: ProgramLevel; updatedAt: string; hasDetail: boolean }[];
  campuses: { slug: string; zone: Zone; updatedAt: string }[];
  schools: { id: string; updatedAt: string; departments: { updatedAt: string }[] }[];
  faculty: { id: string; updatedAt: string }[];
  /** Each notice board view's path, the sections it shows, and the date of any other text on it. */
  boards: { path: string; sections: string[]; textUpdatedAt?: string }[];
  /** Newest updatedAt of each notice section. */
  sectionUpdates: Record<string, string>;
  /** Pages written in content files, with the day they were checked. */
  datedPages: DatedPath[];
  /** Staff-managed content pages by path: when their published text went live. */
  contentDates: Map<string, string>;
  /** Pages staff made at a free address whose every text has Hindi: listed in both languages. */
  translatedPages?: ReadonlySet<string>;
};

// Next writes each url into <loc> as it is, so "&" between query parameters must be escaped here.
function xmlText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

type SitemapEntry = MetadataRoute.Sitemap[number];

/** A page's entry; a page with a Hindi version is listed in each language, each naming both. */
function entry(
  path: string,
  lastModified: string | undefined,
  hindi = hasHindiVersion(path),
): SitemapEntry | SitemapEntry[] {
  const dated = (url: string) => (lastModified ? { url, lastModified } : { url });
  if (!hindi) return dated(xmlText(absoluteUrl(path)));
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(path, true)).map(([lang, href]) => [lang, xmlText(absoluteUrl(href))]),
  );
  return [languages.en!, languages.hi!].map((url) => ({ ...dated(url), alternates: { languages } }));
}

export function buildSitemap(data: SitemapData): MetadataRoute.Sitemap {
  const programsUpdated = latestUpdate(...data.programs.map((p) => p.updatedAt));
  const homeUpdated = latestUpdate(
    programsUpdated,
    ...data.campuses.map((c) => c.updatedAt),
    ...["announcements", "admission", "students", "important links", "alerts and circulars"].map(
      (s) => data.sectionUpdates[s],
    ),
  );
  const levelPages = PROGRAM_LEVELS.map((level) =>
    entry(
      `/courses/${level.toLowerCase()}`,
      latestUpdate(...data.programs.filter((p) => p.level === level).map((p) => p.updatedAt)),
    ),
  );
  const zonePages = ZONES.map((zone) =>
    entry(
      `/campus/zone/${zone}`,
      latestUpdate(...data.campuses.filter((c) => c.zone === zone).map((c) => c.updatedAt)),
    ),
  );
  const schoolsUpdated = latestUpdate(
    ...data.schools.flatMap((s) => [s.updatedAt, ...s.departments.map((d) => d.updatedAt)]),
  );

  return [
    entry("/", homeUpdated),
    entry("/courses", programsUpdated),
    ...levelPages,
    ...data.programs.filter((p) => p.hasDetail).map((p) => entry(`/programs/${p.id}`, p.updatedAt)),
    ...zonePages,
    ...data.campuses.map((c) => entry(`/campus/${c.slug}`, c.updatedAt)),
    entry("/academics/faculty", schoolsUpdated),
    ...data.schools.map((s) =>
      entry(`/dept/${s.id}`, latestUpdate(s.updatedAt, ...s.departments.map((d) => d.updatedAt))),
    ),
    ...data.faculty.map((m) => entry(`/faculty/${m.id}`, m.updatedAt)),
    ...data.boards.map((b) =>
      entry(b.path, latestUpdate(b.textUpdatedAt, ...b.sections.map((s) => data.sectionUpdates[s]))),
    ),
    ...data.datedPages.map((p) => entry(p.path, p.updatedAt)),
    // Content pages outside the registry's sitemap list (added by staff or the seed), each listed once.
    ...[...data.contentDates]
      .filter(
        ([path]) =>
          !SITEMAP_CONTENT_PATHS.includes(path) &&
          !data.datedPages.some((p) => p.path === path) &&
          !data.boards.some((b) => b.path === path),
      )
      .map(([path, updatedAt]) =>
        entry(
          path,
          updatedAt,
          hasHindiVersion(path) || (isFreePageAddress(path) && (data.translatedPages?.has(path) ?? false)),
        ),
      ),
    ...SITEMAP_CONTENT_PATHS.map((path) => entry(path, data.contentDates.get(path))),
  ].flat();
}
