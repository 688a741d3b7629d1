import type { CommitteeMember } from "@/lib/content/page-parts";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
import { DataTable } from "./DataTable";

/** Column headings; Hindi pages pass theirs from the catalogue. */
const ENGLISH_WORDS = { serial: "S. No.", name: "Name", role: "Role in the committee" };

/** The members of a committee, in the order of the order that constituted it. */
export function CommitteeTable({
  id,
  caption,
  members,
  locale = "en",
  words = ENGLISH_WORDS,
}: {
  id: string;
  caption: string;
  members: readonly CommitteeMember[];
  locale?: Locale;
  words?: typeof ENGLISH_WORDS;
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={members}
      rowKey={(m) => `${m.name}-${typeof m.role === "string" ? m.role : m.role.en}`}
      columns={[
        { header: words.serial, numeric: true, cell: (_m, index) => index + 1 },
        {
          header: words.name,
          rowHeader: true,
          cell: (m) => <span lang={recordTextLang(m.name, locale)}>{m.name}</span>,
        },
        { header: words.role, cell: (m) => <LocalizedText value={m.role} locale={locale} /> },
      ]}
    />
  );
}
