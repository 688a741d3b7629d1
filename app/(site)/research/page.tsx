import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { EmailLink } from "@/components/content/EmailLink";
import { Paragraphs, Section } from "@/components/content/Section";
import { NoticeList } from "@/components/home/NoticeList";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { listLatestNotices } from "@/lib/notices/queries";
import { researchPage as content } from "@/content/pages/facts";

export const generateMetadata = () => contentMetadata(content.page.path);

/** Research and PhD at DSEU: the office bearers, what is (not yet) published, and research notices. */
export default async function ResearchPage() {
  await connection();
  const notices = await listLatestNotices("research", 10);
  return (
    <ContentPage path={content.page.path}>
      <Paragraphs paragraphs={content.intro} />
      <Section id="office-bearers" heading="Office bearers">
        <ul className="grid gap-4 md:grid-cols-2">
          {content.officeBearers.map((person) => (
            <li key={person.email} className="rounded-lg border border-slate-300 p-4">
              <p className="font-semibold text-slate-900">{person.name}</p>
              <p className="text-slate-700">{person.role}</p>
              <p className="mt-1 text-sm">
                <EmailLink email={person.email} />
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="phd" heading="PhD: supervisors, scholars and documents">
        <dl className="max-w-3xl space-y-3">
          {content.topics.map((topic) => (
            <div key={topic.name}>
              <dt className="font-semibold text-slate-900">{topic.name}</dt>
              <dd className="text-slate-800">{topic.status}</dd>
            </div>
          ))}
        </dl>
        <p>
          <ExternalLink href={content.admissionPortal.href} className="font-semibold text-brand-900 underline">
            {content.admissionPortal.title}
          </ExternalLink>
        </p>
      </Section>
      <Section id="notices" heading="Research notices and orders">
        <NoticeList notices={notices} emptyText={content.noticesEmpty} />
      </Section>
    </ContentPage>
  );
}
