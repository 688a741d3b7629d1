import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Paragraphs, Section } from "@/components/content/Section";
import { ContactTable } from "@/components/content/ContactTable";
import { RecruiterChart } from "@/components/content/RecruiterChart";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { holderOf } from "@/components/content/people";
import { placement as content } from "@/content/pages/placement";
import type { Contact } from "@/content/pages/types";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function PlacementPage() {
  await connection();
  const holders = await listOfficeHolders();
  const contacts: Contact[] = [
    {
      name: "Training and Placement Cell",
      role: "All placement and internship enquiries",
      email: content.generalEmail,
    },
    ...content.officerOffices.flatMap((office) => {
      const officer = holderOf(holders, office);
      return officer ? [{ name: officer.name, role: officer.title, email: officer.email || undefined }] : [];
    }),
  ];
  return (
    <ContentPage path={content.page.path}>
      <Section id="recruiters-welcome" heading="An invitation to recruiters">
        <Paragraphs paragraphs={content.invitation} />
        <h3 className="pt-2 text-xl font-semibold text-brand-900">Programmes you can recruit from</h3>
        <BulletList items={content.programmes} />
      </Section>
      <Section id="contacts" heading="Placement contacts">
        <ContactTable id="placement-contacts" caption="Training and placement officers by zone" contacts={contacts} />
      </Section>
      <Section id="statistics" heading="Placement statistics">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.highlights.map((h) => (
            <div key={h.label} className="rounded-lg border border-slate-300 p-4">
              <dt className="text-sm font-semibold text-slate-700">{h.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-brand-900">{h.value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-10 pt-6 xl:grid-cols-2">
          <RecruiterChart
            id="diploma-recruiters"
            title="Diploma students selected, by company"
            recruiters={content.recruitersDiploma}
          />
          <RecruiterChart
            id="degree-recruiters"
            title="UG and PG students selected, by company"
            recruiters={content.recruitersDegree}
          />
        </div>
      </Section>
      <Section id="policy" heading="Placement policy and notices">
        <p className="max-w-3xl">{content.policy}</p>
        <RelatedNotices
          search={["placement", "internship", "campus drive"]}
          emptyText="No placement notice is published at the moment."
        />
      </Section>
    </ContentPage>
  );
}
