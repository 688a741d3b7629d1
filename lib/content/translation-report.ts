import { asc } from "drizzle-orm";
import { db } from "../db/client";
import { contentItems, programs } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import en from "../../messages/en.json";
import hi from "../../messages/hi.json";
import { contentTitle } from "./parse";
import type { ContentData, ContentType } from "./schema";
import { catalogueCoverage, translationCoverage, type TranslationCoverage } from "./translation";

export type ItemTranslation = { id: string; type: ContentType; key: string; title: string } & TranslationCoverage;

export type TranslationReport = {
  types: { type: ContentType; items: number; translatedItems: number; texts: number; translatedTexts: number }[];
  /** Items with Hindi missing or out of date somewhere, most such fields first. */
  incomplete: ItemTranslation[];
  catalogue: { keys: number; translated: number };
  /** The programmes' own texts (name, description, eligibility), which have Hindi columns. */
  programmes: { items: number; translatedItems: number; texts: number; translatedTexts: number };
};

/** Per programme: its English texts that say something, and how many of them have Hindi. */
async function programmeCoverage(): Promise<TranslationReport["programmes"]> {
  const rows = await db()
    .select({
      name: programs.name,
      nameHi: programs.nameHi,
      description: programs.description,
      descriptionHi: programs.descriptionHi,
      eligibility: programs.eligibility,
      eligibilityHi: programs.eligibilityHi,
    })
    .from(programs);
  const counts = rows.map((row) => {
    const pairs = [
      [row.name, row.nameHi],
      [row.description, row.descriptionHi],
      [row.eligibility, row.eligibilityHi],
    ].filter(([english]) => english);
    return { texts: pairs.length, translated: pairs.filter(([, hindi]) => hindi).length };
  });
  return {
    items: rows.length,
    translatedItems: counts.filter((c) => c.translated === c.texts).length,
    texts: counts.reduce((sum, c) => sum + c.texts, 0),
    translatedTexts: counts.reduce((sum, c) => sum + c.translated, 0),
  };
}

/**
 * What has Hindi, per content type and for the site's fixed words, from each item's latest text
 * (the draft staff work on). For the coverage page in /admin and `npm run i18n:coverage`.
 */
export async function translationReport(actor: Actor): Promise<TranslationReport> {
  requireRole(actor, "Editor", "Publisher");
  const rows = await db().select().from(contentItems).orderBy(asc(contentItems.type), asc(contentItems.key));
  const items: ItemTranslation[] = rows.map((row) => {
    const type = row.type as ContentType;
    const data = row.draft as ContentData<ContentType>;
    return { id: row.id, type, key: row.key, title: contentTitle(type, data), ...translationCoverage(data) };
  });
  const types = [...new Set(items.map((item) => item.type))].map((type) => {
    const ofType = items.filter((item) => item.type === type);
    return {
      type,
      items: ofType.length,
      translatedItems: ofType.filter((item) => item.translated === item.texts).length,
      texts: ofType.reduce((sum, item) => sum + item.texts, 0),
      translatedTexts: ofType.reduce((sum, item) => sum + item.translated, 0),
    };
  });
  const incomplete = items
    .filter((item) => item.translated < item.texts)
    .sort((a, b) => b.texts - b.translated - (a.texts - a.translated) || a.title.localeCompare(b.title));
  return { types, incomplete, catalogue: catalogueCoverage(en, hi), programmes: await programmeCoverage() };
}
