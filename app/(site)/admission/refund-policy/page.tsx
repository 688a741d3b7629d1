import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { refundPolicy as content } from "@/content/pages/admission";
import { site } from "@/content/site";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function RefundPolicyPage() {
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="how-to-apply" heading="How to apply for a refund">
        <BulletList items={content.steps} ordered />
      </Section>
      <Section id="documents" heading="Documents">
        <ul className="space-y-2">
          <li>
            <ExternalLink href={content.form.href} className="font-semibold text-brand-900 underline">
              {content.form.title}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={content.bulletin.href} className="font-semibold text-brand-900 underline">
              {content.bulletin.title}
            </ExternalLink>
          </li>
        </ul>
      </Section>
      <Section id="contact" heading="Contact">
        <p>
          Admission help desk: <EmailLink email={site.admissionHelpdeskEmail} />
        </p>
      </Section>
    </ContentPage>
  );
}
