import type { OfficeHolder } from "@/lib/office-holders/queries";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
import { EmailLink } from "./EmailLink";
import { ShownText } from "@/components/i18n/LocalizedText";
import { holderOf, holderTitleIn } from "./people";

/** The holders of some offices (from the database) and an office email, as a compact list. */
export function OfficeContacts({
  offices,
  holders,
  email,
  locale = "en",
  helpDeskText = "Through the general help desk",
}: {
  offices: readonly string[];
  holders: readonly OfficeHolder[];
  email?: string;
  /** The page's language: names are records in English, marked so on a Hindi page; titles have their Hindi where known. */
  locale?: Locale;
  /** Shown when the service names no one: "Through the general help desk" in the page's language. */
  helpDeskText?: string;
}) {
  const people = offices.map((office) => holderOf(holders, office)).filter((h): h is OfficeHolder => h !== undefined);
  if (people.length === 0 && !email) return <span className="text-slate-600">{helpDeskText}</span>;
  return (
    <ul className="space-y-1">
      {people.map((person) => (
        <li key={person.office}>
          <span className="font-medium" lang={recordTextLang(person.name, locale)}>
            {person.name}
          </span>
          , <ShownText value={holderTitleIn(person, locale)} />
          {person.email ? (
            <>
              {" "}
              (<EmailLink email={person.email} />)
            </>
          ) : null}
        </li>
      ))}
      {email ? (
        <li>
          <EmailLink email={email} />
        </li>
      ) : null}
    </ul>
  );
}
