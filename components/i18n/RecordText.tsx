import { recordTextLang, type Locale } from "@/lib/i18n/locales";

/**
 * A record's text that has no language of its own (a notice title, a person's name, a document's
 * title): on a Hindi page it is marked lang="en" unless it is written in Devanagari.
 */
export function RecordText({ text, locale }: { text: string; locale: Locale }) {
  const lang = recordTextLang(text, locale);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
