import { sanitizeRichText } from "@/lib/content/rich-text";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";

/**
 * Links to pages of this site lead to their version in the page's language, as LocalizedLink's do:
 * staff write /feedback in the Hindi text too.
 */
function localizeLinks(html: string, locale: Locale): string {
  return html.replace(
    /(<a\s(?:[^>]*?\s)?href=")(\/[^"]*)"/g,
    (_, start: string, href: string) => `${start}${localizePath(href, locale)}"`,
  );
}

/**
 * Staff rich text, rendered on the server. It was sanitised when saved; it is sanitised again
 * here so that nothing stored by another route (an import, a hand edit) reaches a visitor raw.
 */
export function RichText({ html, locale, className = "" }: { html: string; locale: Locale; className?: string }) {
  return (
    <div
      className={`space-y-3 text-slate-800 [&_a]:text-brand-900 [&_a]:underline [&_aside]:rounded-lg [&_aside]:border-l-4 [&_aside]:border-brand-900 [&_aside]:bg-brand-50 [&_aside]:p-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h2:first-child]:mt-0 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900 [&_li]:mt-1.5 [&_ol]:max-w-3xl [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:max-w-3xl [&_p]:leading-relaxed [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:p-2 [&_th]:text-left [&_ul]:max-w-3xl [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: localizeLinks(sanitizeRichText(html), locale) }}
    />
  );
}
