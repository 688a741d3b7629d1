import type { ReactNode } from "react";
import { recordTextIn } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import { ShownText } from "./LocalizedText";

/**
 * A record's text as it was written (a notice title, a name, a document's title, an address, an
 * order number): on a Hindi page, one without Devanagari is marked lang="en". An empty record shows
 * `fallback`.
 */
export function RecordText({ text, locale, fallback }: { text: string; locale: Locale; fallback?: ReactNode }) {
  if (!text) return <>{fallback}</>;
  return <ShownText value={recordTextIn(text, null, locale)} />;
}
