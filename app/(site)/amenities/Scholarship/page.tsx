import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { scholarship as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function ScholarshipPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="philosophy" heading="Our approach">
        <p className="max-w-3xl">{content.philosophy}</p>
      </Section>
      <Section id="schemes" heading="Scholarship opportunities">
        <DataTable
          id="scholarship-schemes"
          caption="Scholarships open to DSEU students"
          rows={content.schemes}
          rowKey={(s) => s.name}
          columns={[
            { header: "S. No.", numeric: true, cell: (_s, index) => index + 1 },
            { header: "Scholarship", rowHeader: true, cell: (s) => s.name },
            { header: "Offered by", cell: (s) => s.offeredBy || "—" },
            { header: "How to apply", cell: (s) => s.howToApply || content.howToApplyDefault },
          ]}
        />
        <p className="max-w-3xl">{content.advice}</p>
      </Section>
      <Section id="notices" heading="Scholarship notices">
        <RelatedNotices search="scholarship" emptyText="No scholarship notice is published at the moment." />
      </Section>
    </ContentPage>
  );
}
