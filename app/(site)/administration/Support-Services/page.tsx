import Link from "next/link";
import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { supportServices as content } from "@/content/pages/offices";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function SupportServicesPage() {
  await connection();
  const holders = await listOfficeHolders();
  return (
    <ContentPage path={content.page.path}>
      <Section id="services" heading="Services and contacts">
        <DataTable
          id="support-services"
          caption="Support services of the university, what they do and whom to contact"
          rows={content.services}
          rowKey={(s) => s.name}
          columns={[
            { header: "Service", rowHeader: true, cell: (s) => s.name },
            { header: "What it does", cell: (s) => s.does },
            {
              header: "Contact",
              cell: (s) => <OfficeContacts offices={s.offices} holders={holders} email={s.email} />,
            },
            {
              header: "More",
              cell: (s) =>
                s.link ? (
                  s.link.external ? (
                    <ExternalLink href={s.link.href} className="text-brand-900 underline">
                      {s.link.title}
                    </ExternalLink>
                  ) : (
                    <Link href={s.link.href} className="text-brand-900 underline">
                      {s.link.title}
                    </Link>
                  )
                ) : (
                  ""
                ),
            },
          ]}
        />
      </Section>
      <Section id="not-solved" heading="If your problem is not solved">
        <p className="max-w-3xl">
          {content.grievances}{" "}
          <Link href="/grievance-form" className="font-semibold text-brand-900 underline">
            Send a grievance
          </Link>
        </p>
      </Section>
    </ContentPage>
  );
}
