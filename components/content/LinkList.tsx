import { ExternalLink } from "@/components/layout/ExternalLink";
import type { DocumentLink } from "@/lib/content/page-parts";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A list of links with optional one-line summaries; links leaving the site are marked as such.
 * Links to pages of the site lead to the page in `locale` where it has one.
 */
export function LinkList({ links, locale = "en" }: { links: readonly DocumentLink[]; locale?: Locale }) {
  return (
    <ul className="max-w-3xl space-y-2">
      {links.map((link) => (
        <li key={link.href + (typeof link.title === "string" ? link.title : link.title.en)}>
          {link.external ? (
            <ExternalLink href={link.href} className="font-semibold text-brand-900 underline hover:text-brand-700">
              <LocalizedText value={link.title} locale={locale} />
            </ExternalLink>
          ) : (
            <LocalizedLink
              href={link.href}
              locale={locale}
              className="font-semibold text-brand-900 underline hover:text-brand-700"
            >
              <LocalizedText value={link.title} locale={locale} />
            </LocalizedLink>
          )}
          {link.summary ? (
            <span className="block text-sm text-slate-700">
              <LocalizedText value={link.summary} locale={locale} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
