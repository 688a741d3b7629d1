"use client";

import { useState } from "react";
import type { FieldSpec } from "@/lib/content/editor-fields";
import { pathKey, type Path } from "@/lib/content/form-data";
import { englishMark } from "@/lib/content/hindi-source";
import type { Localized } from "@/lib/content/localized";
import { fieldName } from "@/lib/content/field-labels";
import { idOf, useEditorContext } from "./editor-context";

/**
 * Hindi written for an earlier English, as the editor shows it: a summary above the form (the
 * Publisher reviewing sees it first) and a note at each field, where the translator updates the
 * Hindi or confirms that it still fits. Until one of the two is saved, the Hindi page shows the
 * English text there.
 */
export function StaleHindiSummary({ paths, fields }: { paths: readonly string[]; fields: FieldSpec[] }) {
  if (paths.length === 0) return null;
  return (
    <section
      aria-labelledby="stale-hindi-title"
      className="mt-6 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id="stale-hindi-title" className="text-lg font-bold">
        Hindi out of date in {paths.length === 1 ? "1 field" : `${paths.length} fields`}
      </h2>
      <p className="mt-1">
        The English of these fields changed after their Hindi was written. Until the Hindi is updated (or confirmed as
        still right), the Hindi page shows the English text there.
      </p>
      <ul className="mt-2 list-disc pl-6">
        {paths.map((path) => (
          <li key={path}>
            <a href={`#${idOf(path.split("."))}`} className="underline">
              {fieldName(fields, path) || path}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The note under one bilingual field: its Hindi is out of date, or is about to be. */
export function HindiSourceNote({ path, text }: { path: Path; text: Partial<Localized> }) {
  const { staleHindi, update } = useEditorContext();
  // What the field held when the form opened: an English change since then leaves the Hindi behind.
  const [opened] = useState(() => ({ en: text.en ?? "", hi: text.hi ?? "" }));
  const english = text.en ?? "";
  const hindi = text.hi ?? "";
  if (!hindi.trim()) return null;
  const id = idOf(path, "hindi-source");
  const hindiEdited = hindi !== opened.hi;
  const stale = staleHindi.includes(pathKey(path)) && !hindiEdited;
  if (stale) {
    const confirmed = text.hiFrom === englishMark(english);
    return (
      <div id={id} className="mt-3 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <p id={`${id}-message`} className="font-semibold">
          Hindi out of date: the English changed after this Hindi was written, so the Hindi page shows the English here.
        </p>
        {/* The label names neither language: the field's own inputs are "English" and "Hindi". */}
        <label className="mt-2 flex items-center gap-2">
          <input
            type="checkbox"
            checked={confirmed}
            aria-describedby={`${id}-message`}
            onChange={(event) =>
              update(path, { ...text, hiFrom: event.target.checked ? englishMark(english) : undefined })
            }
            className="h-5 w-5 accent-brand-900"
          />
          Still correct: keep this translation as it is (takes effect when you save)
        </label>
      </div>
    );
  }
  if (english !== opened.en && !hindiEdited) {
    return (
      <p id={id} className="mt-3 text-sm font-semibold text-amber-900">
        You changed the English: change the Hindi to match, or it will be marked out of date when you save.
      </p>
    );
  }
  return null;
}
