import Link from "next/link";
import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { holderOf } from "@/components/content/people";
import { iqac as content } from "@/content/pages/academics";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { findFaculty } from "@/lib/faculty/queries";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function IqacPage() {
  await connection();
  const [holders, headProfile] = await Promise.all([listOfficeHolders(), findFaculty(content.contact.facultyId)]);
  const director = holderOf(holders, "director-iqac");
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <div className="grid gap-8 lg:grid-cols-2">
        <Section id="objectives" heading="Objectives">
          <BulletList items={content.objectives} />
        </Section>
        <Section id="functions" heading="Functions">
          <BulletList items={content.functions} />
        </Section>
      </div>
      <Section id="committee" heading="IQAC committee">
        <p className="max-w-3xl">
          The committee was constituted by order {content.order.number}, dated{" "}
          <time dateTime={content.order.date}>{content.order.dateLabel}</time>, issued by {content.order.issuedBy}.
        </p>
        <DataTable
          id="iqac-members"
          caption="Members of the IQAC committee"
          rows={content.members}
          rowKey={(m) => m.name}
          columns={[
            { header: "Name or office", rowHeader: true, cell: (m) => m.name },
            { header: "Representing", cell: (m) => (m.position ? `${m.group} (${m.position})` : m.group) },
            { header: "Role", cell: (m) => m.role },
          ]}
        />
      </Section>
      <Section id="order" heading="The order constituting the committee">
        <RelatedNotices
          search={content.order.search}
          emptyText={`The order ${content.order.number} of ${content.order.dateLabel} is not published as a current notice; the members it names are listed above.`}
        />
      </Section>
      <Section id="contact" heading="Contact">
        <p>
          The committee is headed by{" "}
          {headProfile ? (
            <Link href={`/faculty/${content.contact.facultyId}`} className="text-brand-900 underline">
              {director?.name ?? content.contact.name}
            </Link>
          ) : (
            <strong>{director?.name ?? content.contact.name}</strong>
          )}
          , {director?.title ?? content.contact.role}.
        </p>
      </Section>
    </ContentPage>
  );
}
