import Link from "next/link";
import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { annualReport as content } from "@/content/pages/about";
import { site } from "@/content/site";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function AnnualReportPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <Section id="reports" heading="Published reports">
        <p className="max-w-3xl">{content.status}</p>
        <RelatedNotices search="annual report" emptyText="No annual report has been published yet." />
      </Section>
      <Section id="request" heading="Asking for a copy">
        <p className="max-w-3xl">{content.request}</p>
        <p>
          Help desk: <EmailLink email={site.helpdeskEmail} />. RTI cell: <EmailLink email={site.rtiEmail} /> (see the{" "}
          <Link href="/grievance-form#rti" className="text-brand-900 underline">
            grievance and RTI page
          </Link>
          ).
        </p>
      </Section>
      <Section id="at-a-glance" heading="DSEU at a glance">
        <dl className="grid max-w-4xl gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {content.atAGlance.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold text-slate-900">{fact.label}</dt>
              <dd className="text-slate-800">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </ContentPage>
  );
}
