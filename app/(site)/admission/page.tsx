import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { LinkList } from "@/components/content/LinkList";
import { ContactTable } from "@/components/content/ContactTable";
import { DataTable } from "@/components/content/DataTable";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { admission as content, admissionContacts } from "@/content/pages/admission";

export const generateMetadata = () => contentMetadata(content.page.path);

const dash = (value: string) => value || "—";

export default function AdmissionPage() {
  return (
    <ContentPage path={content.page.path}>
      <Section id="register" heading="Register for admission">
        <ul className="grid gap-4 md:grid-cols-3">
          {content.routes.map((route) => (
            <li key={route.id} className="flex flex-col rounded-lg border border-slate-300 p-5">
              <h3 className="text-lg font-bold text-brand-900">{route.heading}</h3>
              <p className="mt-1 flex-1 text-slate-800">{route.who}</p>
              <p className="mt-3 text-sm">
                Registration link:{" "}
                <ExternalLink href={route.href} className="break-all font-semibold text-brand-900 underline">
                  {route.href}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="bulletin" heading={content.bulletin.title}>
        <p className="max-w-3xl">{content.bulletin.text}</p>
        <p>
          <ExternalLink href={content.bulletin.href} className="font-semibold text-brand-900 underline">
            View the Information Bulletin 2025 (PDF)
          </ExternalLink>
        </p>
        <p>
          <ExternalLink href={content.video.href} className="text-brand-900 underline">
            {content.video.title}
          </ExternalLink>
        </p>
      </Section>
      <Section id="key-dates" heading="Key dates of the 2025-26 cycle">
        <DataTable
          id="admission-dates"
          caption="Seat allocation rounds of 2025-26 and their dates"
          rows={content.keyDates}
          rowKey={(d) => d.flow}
          columns={[
            { header: "Round", rowHeader: true, cell: (d) => d.flow },
            { header: "Merit list and allotment", cell: (d) => dash(d.allotment) },
            { header: "Decision window", cell: (d) => dash(d.decision) },
            { header: "Fee payment", cell: (d) => dash(d.payment) },
            { header: "Verification and reporting", cell: (d) => dash(d.reporting) },
            { header: "Classes begin", cell: (d) => dash(d.classes) },
          ]}
        />
        <h3 className="pt-2 text-xl font-semibold text-brand-900">Walk-in and spot admissions</h3>
        <BulletList items={content.walkIns} />
      </Section>
      <Section id="contacts" heading="Contacts">
        <ContactTable id="admission-contacts" caption="Admission contacts for 2025" contacts={admissionContacts} />
      </Section>
      <Section id="more" heading="More about admission">
        <LinkList links={content.links} />
      </Section>
    </ContentPage>
  );
}
