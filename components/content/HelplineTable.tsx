import type { Helpline } from "@/lib/content/page-parts";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Locale } from "@/lib/i18n/locales";
import { DataTable } from "./DataTable";
import { EmailLink } from "./EmailLink";

/** Column headings; Hindi pages pass theirs from the catalogue. */
const ENGLISH_WORDS = { helpline: "Helpline", phone: "Phone", hours: "Hours", emailAndWebsite: "Email and website" };

/** Helplines with a tappable number (tel: link), email and website. */
export function HelplineTable({
  id,
  caption,
  helplines,
  locale = "en",
  words = ENGLISH_WORDS,
}: {
  id: string;
  caption: string;
  helplines: readonly Helpline[];
  locale?: Locale;
  words?: typeof ENGLISH_WORDS;
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={helplines}
      rowKey={(h) => h.number}
      columns={[
        { header: words.helpline, rowHeader: true, cell: (h) => <LocalizedText value={h.service} locale={locale} /> },
        {
          header: words.phone,
          cell: (h) => (
            <a href={`tel:${h.number.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-900 underline">
              {h.number}
            </a>
          ),
        },
        { header: words.hours, cell: (h) => <LocalizedText value={h.hours} locale={locale} /> },
        {
          header: words.emailAndWebsite,
          cell: (h) => (
            <>
              {h.email ? <EmailLink email={h.email} /> : null}
              {h.website ? (
                <span className="block">
                  <ExternalLink href={h.website} className="text-brand-900 underline">
                    {new URL(h.website).hostname}
                  </ExternalLink>
                </span>
              ) : null}
              {!h.email && !h.website ? "—" : null}
            </>
          ),
        },
      ]}
    />
  );
}
