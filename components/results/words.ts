import { createElement, Fragment, type ReactNode } from "react";
import type { ReportingInstructions, RoundKey, ScheduleItem } from "@/lib/admissions/round-pages";
import type { Decision } from "@/lib/admissions/rules";
import type en from "@/messages/en.json";
import { fill } from "@/lib/i18n/fill";

/**
 * The result pages' fixed words: the catalogue's "results" namespace in the page's language. The
 * server views read it once and hand the components what they say, the browser components as
 * plain strings, so the browser needs no message formatter. The words use {placeholders} and
 * <tag>…</tag> parts only (no plurals or selects).
 */
export type ResultWords = typeof en.results;

// The one filling rule of plain-data words, shared with the notice boards.
export { fill };

/**
 * A word whose <tag>…</tag> parts become elements (a link, emphasis), where the languages put them
 * in different places of the sentence; its {placeholders} are filled in first.
 */
export function rich(
  word: string,
  values: Record<string, string | number>,
  tags: Record<string, (text: string) => ReactNode>,
): ReactNode {
  const parts = fill(word, values).split(/<(\w+)>(.*?)<\/\1>/);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(parts[i]);
    const tag = parts[i + 1];
    if (tag !== undefined) nodes.push(tags[tag]?.(parts[i + 2] ?? ""));
  }
  return createElement(Fragment, null, ...nodes);
}

/** What a round's pages say about it: its timeline, its extra rule, and the in-person reporting. */
export type RoundText = { schedule: readonly ScheduleItem[]; note?: string; reporting?: ReportingInstructions };

export function roundText(words: ResultWords, key: RoundKey): RoundText {
  return words.rounds[key];
}

type ChoiceText = { label: string; description: string };

/** A seat decision's label and description in the set of choices the candidate has (choiceSet). */
export function choiceText(words: ResultWords, set: "acceptOrReject" | "all", status: Decision): ChoiceText {
  const choices: Partial<Record<Decision, ChoiceText>> = words.choices[set];
  return choices[status] ?? words.choices.all[status];
}
