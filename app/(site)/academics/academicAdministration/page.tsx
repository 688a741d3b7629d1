import Link from "next/link";
import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section, TextBlock } from "@/components/content/Section";
import { academicAdministration as content } from "@/content/pages/academics";
import { listOfficeHolders, type OfficeHolder } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(content.page.path);

function holdersFor(offices: readonly string[], holders: readonly OfficeHolder[]): OfficeHolder[] {
  return holders.filter((h) =>
    offices.some((office) => (office.endsWith("-") ? h.office.startsWith(office) : h.office === office)),
  );
}

export default async function AcademicAdministrationPage() {
  await connection();
  const holders = await listOfficeHolders();
  return (
    <ContentPage path={content.page.path}>
      <Section id="structure" heading="Structure">
        <p className="max-w-3xl">{content.intro}</p>
        <ol aria-label="Levels of academic administration, from the top" className="mt-4 max-w-3xl space-y-3">
          {content.levels.map((level, index) => {
            const people = holdersFor(level.offices, holders);
            return (
              <li key={level.id} className="relative">
                <div className="rounded-md border-2 border-brand-900 bg-white p-4">
                  <p className="font-bold text-brand-900">
                    <span className="sr-only">Level {index + 1}: </span>
                    {level.name}
                  </p>
                  {people.length > 0 ? (
                    <ul className="mt-2 space-y-0.5 text-sm text-slate-800">
                      {people.map((person) => (
                        <li key={person.office}>
                          {person.name}
                          {people.length > 1 || person.title !== level.name ? (
                            <span className="text-slate-600"> — {person.title}</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {level.offices.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-800">
                      {content.headsNote}{" "}
                      <Link href="/academics/faculty" className="text-brand-900 underline">
                        Faculties and departments
                      </Link>
                    </p>
                  ) : null}
                </div>
                {index < content.levels.length - 1 ? (
                  <span aria-hidden="true" className="block text-center text-2xl leading-none text-brand-700">
                    ↓
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Section>
      <TextBlock section={content.rules} />
    </ContentPage>
  );
}
