import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Paragraphs, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { entrepreneurship as content } from "@/content/pages/placement";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function EntrepreneurshipPage() {
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="super-30" heading={content.super30.heading}>
        <Paragraphs paragraphs={content.super30.paragraphs} />
        <DataTable
          id="super-30-selection"
          caption="How the Super 30 were selected"
          rows={content.super30.funnel}
          rowKey={(f) => f.stage}
          columns={[
            { header: "Stage", rowHeader: true, cell: (f) => f.stage },
            { header: "Students", numeric: true, cell: (f) => f.count },
          ]}
        />
        <h3 className="pt-2 text-xl font-semibold text-brand-900">What the six weeks covered</h3>
        <BulletList items={content.super30.curriculum} />
      </Section>
      <Section id="skills" heading="Entrepreneurial skills in the spotlight">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.spotlight.map((s) => (
            <div key={s.skill} className="rounded-lg border border-slate-300 p-4">
              <dt className="font-semibold text-brand-900">{s.skill}</dt>
              <dd className="mt-1 text-slate-800">{s.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </ContentPage>
  );
}
