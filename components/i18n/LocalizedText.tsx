import type { Localized, Shown } from "@/lib/content/localized";
import { inLocale } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A staff-managed text in the page's language. Where a Hindi page has no Hindi for it yet, the
 * English text is marked lang="en" so that screen readers switch voice. A plain string is a text
 * written in English only.
 */
export function LocalizedText({ value, locale }: { value: Localized | string; locale: Locale }) {
  return <ShownText value={inLocale(typeof value === "string" ? { en: value } : value, locale)} />;
}

/** A text already chosen for the page's language, in an element marked English where it is. */
export function ShownText({ value }: { value: Shown }) {
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}
