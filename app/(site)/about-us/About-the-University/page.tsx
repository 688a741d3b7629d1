import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section, TextBlock } from "@/components/content/Section";
import { LinkList } from "@/components/content/LinkList";
import { aboutUniversity as content } from "@/content/pages/about";

export const metadata = contentMetadata(content.page);

export default function AboutTheUniversityPage() {
  return (
    <ContentPage page={content.page}>
      {content.sections.map((section) => (
        <TextBlock key={section.id} section={section} />
      ))}
      <Section id="read-more" heading="Read more">
        <LinkList links={content.related} />
      </Section>
    </ContentPage>
  );
}
