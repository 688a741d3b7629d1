import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Paragraphs, Section } from "@/components/content/Section";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { library as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function LibraryPage() {
  return (
    <ContentPage path={content.page.path}>
      <Section id="libraries" heading="Our libraries">
        <Paragraphs paragraphs={content.paragraphs} />
      </Section>
      <Section id="catalogue" heading="One catalogue for every campus">
        <p className="max-w-3xl">{content.catalogue.text}</p>
        <p>
          <ExternalLink href={content.catalogue.link.href} className="font-semibold text-brand-900 underline">
            {content.catalogue.link.title}
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
