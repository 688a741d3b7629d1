import Link from "next/link";
import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { otherAcademicUnits as content } from "@/content/pages/offices";
import { listOfficeHolders } from "@/lib/office-holders/queries";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function OtherAcademicUnitsPage() {
  await connection();
  const holders = await listOfficeHolders();
  return (
    <ContentPage path={content.page.path}>
      <Paragraphs paragraphs={content.intro} />
      <Section id="units" heading="Units">
        <DataTable
          id="academic-units"
          caption="Academic units beyond the faculties and departments"
          rows={content.units}
          rowKey={(u) => u.name}
          columns={[
            {
              header: "Unit",
              rowHeader: true,
              cell: (u) =>
                u.link ? (
                  <Link href={u.link.href} className="text-brand-900 underline">
                    {u.name}
                  </Link>
                ) : (
                  u.name
                ),
            },
            { header: "What it does", cell: (u) => u.does },
            { header: "Led by or contact", cell: (u) => <OfficeContacts offices={u.offices} holders={holders} /> },
          ]}
        />
      </Section>
      <Section id="faculties" heading="Faculties and departments">
        <p>
          <Link href="/academics/faculty" className="font-semibold text-brand-900 underline">
            See the fifteen faculties and their departments
          </Link>
        </p>
      </Section>
    </ContentPage>
  );
}
