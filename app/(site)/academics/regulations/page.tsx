import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { EmailLink } from "@/components/content/EmailLink";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { regulations as content } from "@/content/pages/academics";
import { site } from "@/content/site";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function RegulationsPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <Section id="regulations" heading="The regulations">
        <DataTable
          id="regulations-table"
          caption="Academic regulations of DSEU and what each covers"
          rows={content.regulations}
          rowKey={(r) => r.name}
          columns={[
            { header: "Regulation", rowHeader: true, cell: (r) => r.name },
            { header: "What it covers", cell: (r) => r.summary },
          ]}
        />
      </Section>
      <Section id="documents" heading="Documents">
        <p className="max-w-3xl">
          {content.documents} Help desk: <EmailLink email={site.helpdeskEmail} />.
        </p>
        <RelatedNotices search="regulation" emptyText="No regulation is published as a current notice at the moment." />
      </Section>
      <Section id="levels" heading="Programme levels">
        <p className="max-w-3xl">{content.levelsIntro}</p>
        <DataTable
          id="ncrf-levels"
          caption="Programmes and their NCrF levels"
          rows={content.levels}
          rowKey={(l) => l.programme}
          columns={[
            { header: "Programme", rowHeader: true, cell: (l) => l.programme },
            { header: "NCrF level", numeric: true, cell: (l) => l.level },
          ]}
        />
      </Section>
    </ContentPage>
  );
}
