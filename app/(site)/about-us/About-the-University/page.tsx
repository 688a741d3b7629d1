import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { LinkList } from "@/components/content/LinkList";
import { aboutUniversity as content } from "@/content/pages/about";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function AboutTheUniversityPage() {
  return (
    <ContentPage path={content.page.path}>
      <Section id="read-more" heading="Read more">
        <LinkList links={content.related} />
      </Section>
    </ContentPage>
  );
}
