import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { CommitteeTable } from "@/components/content/CommitteeTable";
import { HelplineTable } from "@/components/content/HelplineTable";
import { icc as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function IccPage() {
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="objectives" heading="Objectives">
        <BulletList items={content.objectives} />
      </Section>
      <Section id="members" heading="Members of the committee">
        <CommitteeTable
          id="icc-members"
          caption="Members of the Internal Complaints Committee"
          members={content.members}
        />
      </Section>
      <Section id="complaint" heading="Making a complaint">
        <p className="max-w-3xl">{content.complaint}</p>
      </Section>
      <Section id="helplines" heading="If you need help now">
        <HelplineTable
          id="icc-helplines"
          caption="National helplines, available at any hour"
          helplines={content.helplines}
        />
      </Section>
    </ContentPage>
  );
}
