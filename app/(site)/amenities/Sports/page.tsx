import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { sports as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function SportsPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <Section id="sport-at-dseu" heading="Sport at DSEU">
        <Paragraphs paragraphs={content.paragraphs} />
      </Section>
      <Section id="notices" heading="Sports notices">
        <RelatedNotices search={["sport", "tournament"]} emptyText="No sports event is announced at the moment." />
      </Section>
    </ContentPage>
  );
}
