import Link from "next/link";
import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { HelplineTable } from "@/components/content/HelplineTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { antiRagging as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function AntiRaggingPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <Section id="report" heading="Report ragging">
        <p className="max-w-3xl text-lg">{content.reportText}</p>
        <HelplineTable
          id="anti-ragging-helplines"
          caption="Helplines for reporting ragging"
          helplines={content.helplines}
        />
        <p>
          <Link href="/grievance-form" className="font-semibold text-brand-900 underline">
            Report through the grievance form
          </Link>
        </p>
      </Section>
      <Section id="cell" heading="The Anti-Ragging Cell">
        <p className="max-w-3xl">{content.cell}</p>
      </Section>
      <Section id="what-is-ragging" heading="What is ragging">
        <BulletList items={content.whatIsRagging} />
      </Section>
      <Section id="actions" heading="What happens to those who rag">
        <BulletList items={content.actions} />
      </Section>
      <Section id="documents" heading="Forms and rules">
        <DataTable
          id="anti-ragging-documents"
          caption="Anti-ragging affidavits and rules"
          rows={content.documents}
          rowKey={(d) => d.title}
          columns={[
            { header: "Document", rowHeader: true, cell: (d) => d.title },
            { header: "What it is", cell: (d) => d.summary },
          ]}
        />
        <p className="max-w-3xl">{content.documentsNote}</p>
        <RelatedNotices search="ragging" emptyText="No anti-ragging notice is published at the moment." />
      </Section>
    </ContentPage>
  );
}
