import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section, TextBlock } from "@/components/content/Section";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { admissionProcess as content } from "@/content/pages/admission";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function AdmissionProcessPage() {
  return (
    <ContentPage path={content.page.path}>
      <Section id="steps" heading="Six steps to a seat">
        <ol className="grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.steps.map((step, index) => (
            <li key={step.name} className="rounded-lg border border-slate-300 p-4">
              <p className="text-sm font-bold uppercase tracking-wide text-accent-600">Step {index + 1}</p>
              <p className="mt-1 text-lg font-semibold text-brand-900">{step.name}</p>
              <p className="mt-1 text-slate-800">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <TextBlock section={content.decisions} />
      <Section id="cancellation" heading="Keeping your seat">
        <p className="max-w-3xl">{content.cancellation}</p>
        <p>
          <ExternalLink href={content.feeGuide.href} className="text-brand-900 underline">
            {content.feeGuide.title}
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
