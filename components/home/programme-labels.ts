import type { getTranslations } from "next-intl/server";
import { PROGRAM_LEVELS, type ProgramLevel } from "@/lib/programs/levels";

type Translate = Awaited<ReturnType<typeof getTranslations<"programmes">>>;

/** The words of the home page's programme block, in the page's language (the block runs in the browser). */
export type ProgrammesBlockLabels = {
  tabs: string;
  levels: Record<ProgramLevel, string>;
  available: Record<ProgramLevel, string>;
  none: Record<ProgramLevel, string>;
  failed: string;
  loading: string;
  viewAll: string;
};

export function programmesBlockLabels(t: Translate): ProgrammesBlockLabels {
  const perLevel = (word: (level: ProgramLevel) => string) =>
    Object.fromEntries(PROGRAM_LEVELS.map((level) => [level, word(level)])) as Record<ProgramLevel, string>;
  const levels = perLevel((level) => t(`levels.${level}`));
  return {
    tabs: t("tabs"),
    levels: perLevel((level) => t(`tabLabels.${level}`)),
    available: perLevel((level) => t("available", { level: levels[level] })),
    none: perLevel((level) => t("none", { level: levels[level] })),
    failed: t("failed"),
    loading: t("loading"),
    viewAll: t("viewAll"),
  };
}
