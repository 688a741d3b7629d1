import type { Contact } from "@/lib/content/page-parts";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Locale } from "@/lib/i18n/locales";
import { DataTable } from "./DataTable";
import { EmailLink } from "./EmailLink";

/** Column headings and the word for a missing email; Hindi pages pass theirs from the catalogue. */
const ENGLISH_WORDS = { name: "Name", role: "Role", email: "Email", notPublished: "Not published" };

const keyOf = (text: Contact["name"]) => (typeof text === "string" ? text : text.en);

/** People to contact: name (row header), role and email, as a table. */
export function ContactTable({
  id,
  caption,
  contacts,
  locale = "en",
  words = ENGLISH_WORDS,
}: {
  id: string;
  caption: string;
  contacts: readonly Contact[];
  locale?: Locale;
  words?: typeof ENGLISH_WORDS;
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={contacts}
      rowKey={(c) => `${keyOf(c.name)}-${keyOf(c.role)}`}
      columns={[
        { header: words.name, rowHeader: true, cell: (c) => <LocalizedText value={c.name} locale={locale} /> },
        { header: words.role, cell: (c) => <LocalizedText value={c.role} locale={locale} /> },
        { header: words.email, cell: (c) => (c.email ? <EmailLink email={c.email} /> : words.notPublished) },
      ]}
    />
  );
}
