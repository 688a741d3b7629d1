import type { Contact } from "@/lib/content/page-parts";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Locale } from "@/lib/i18n/locales";
import { DataTable } from "./DataTable";
import { EmailLink } from "./EmailLink";

/** Column headings and the word for a missing email; Hindi pages pass theirs from the catalogue. */
const ENGLISH_WORDS = { name: "Name", role: "Role", email: "Email", phone: "Phone", notPublished: "Not published" };

/** A tel: link that dials from anywhere: a ten-digit Indian mobile number gains the country code. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${/^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : digits}`;
}

const keyOf = (text: Contact["name"]) => (typeof text === "string" ? text : text.en);

/** People to contact: name (row header), role, email and (when any contact has one) phone, as a table. */
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
  words?: Omit<typeof ENGLISH_WORDS, "phone"> & { phone?: string };
}) {
  const phones = contacts.some((c) => c.phone);
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
        ...(phones
          ? [
              {
                header: words.phone ?? ENGLISH_WORDS.phone,
                cell: (c: Contact) =>
                  c.phone ? (
                    <a href={telHref(c.phone)} className="whitespace-nowrap text-brand-900 underline">
                      {c.phone}
                    </a>
                  ) : (
                    words.notPublished
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
