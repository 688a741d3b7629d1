import type { PeopleGroup } from "@/lib/content/page-fields/administration";
import { RecordText } from "@/components/i18n/RecordText";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Groups of people (a heading, then name and post), as a definition-style list. A post is said in
 * the page's language; a campus director's is the campus's name, which has English only (marked).
 */
export function PeopleGroups({ groups, locale }: { groups: PeopleGroup[]; locale: Locale }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <section
          key={group.heading.en}
          aria-labelledby={`group-${slug(group.heading.en)}`}
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id={`group-${slug(group.heading.en)}`} className="text-lg font-bold text-brand-900">
            <LocalizedText value={group.heading} locale={locale} />
          </h2>
          <ul className="mt-3 space-y-2">
            {group.people.map((person) => (
              <li key={`${person.name}-${person.role?.en ?? ""}`}>
                <span className="font-semibold text-slate-900">
                  <RecordText text={person.name} locale={locale} />
                </span>
                {person.role ? (
                  <span className="block text-sm text-slate-700">
                    <LocalizedText value={person.role} locale={locale} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
