import type { PeopleGroup } from "@/content/administration";

/** Groups of people (a heading, then name and post), as a definition-style list. */
export function PeopleGroups({ groups }: { groups: PeopleGroup[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <section
          key={group.heading}
          aria-labelledby={`group-${slug(group.heading)}`}
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id={`group-${slug(group.heading)}`} className="text-lg font-bold text-brand-900">
            {group.heading}
          </h2>
          <ul className="mt-3 space-y-2">
            {group.people.map((person) => (
              <li key={`${person.name}-${person.role ?? ""}`}>
                <span className="font-semibold text-slate-900">{person.name}</span>
                {person.role ? <span className="block text-sm text-slate-700">{person.role}</span> : null}
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
