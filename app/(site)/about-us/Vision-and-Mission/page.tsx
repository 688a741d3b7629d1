import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { visionAndMission as content } from "@/content/pages/about";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function VisionAndMissionPage() {
  return (
    <ContentPage path={content.page.path}>
      <div className="grid gap-8 lg:grid-cols-2">
        <Section id="vision" heading="Vision">
          <BulletList items={content.vision} />
        </Section>
        <Section id="mission" heading="Mission">
          <BulletList items={content.mission} />
        </Section>
      </div>
      <Section id="principles" heading="Key principles">
        <p className="max-w-3xl">
          Six principles are built into every DSEU programme, so that each student develops as a whole person:
        </p>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.principles.map((principle) => (
            <div key={principle.name} className="rounded-md border border-slate-200 p-4">
              <dt className="font-semibold text-brand-900">{principle.name}</dt>
              <dd className="mt-1 text-slate-700">{principle.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </ContentPage>
  );
}
