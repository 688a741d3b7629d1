import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { history as content } from "@/content/pages/about";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function HistoryPage() {
  return (
    <ContentPage path={content.page.path}>
      <Section id="concept" heading="The idea behind DSEU">
        <p className="max-w-3xl leading-relaxed">{content.concept}</p>
      </Section>
      <Section id="timeline" heading="Milestones">
        <ol className="max-w-3xl border-l-2 border-brand-700 pl-6">
          {content.timeline.map((step) => (
            <li key={step.date} className="relative pb-5 last:pb-0">
              <span aria-hidden="true" className="absolute -left-[1.95rem] top-1.5 h-3 w-3 rounded-full bg-brand-900" />
              <time dateTime={step.date} className="font-semibold text-brand-900">
                {step.label}
              </time>
              <p className="mt-0.5 text-slate-800">{step.event}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="after-the-mergers" heading="After the mergers">
        <BulletList items={content.afterMerger} />
      </Section>
      <Section id="recognition" heading="Recognition">
        <p className="max-w-3xl">{content.recognition}</p>
      </Section>
    </ContentPage>
  );
}
