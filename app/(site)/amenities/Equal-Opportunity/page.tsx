import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { CommitteeTable } from "@/components/content/CommitteeTable";
import { equalOpportunity as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function EqualOpportunityPage() {
  return (
    <ContentPage path={content.page.path}>
      <Section id="functions" heading="What the cell does">
        <BulletList items={content.functions} />
      </Section>
      <Section id="members" heading="Members of the cell">
        <CommitteeTable id="eoc-members" caption="Members of the Equal Opportunity Cell" members={content.members} />
      </Section>
      <Section id="support" heading="Asking for support">
        <p className="max-w-3xl">{content.support}</p>
      </Section>
    </ContentPage>
  );
}
