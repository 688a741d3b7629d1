import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { admissionGuidelines as content } from "@/content/pages/admission";

export const generateMetadata = () => contentMetadata(content.page.path);

export default function AdmissionGuidelinesPage() {
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="eligibility" heading="Eligibility and merit">
        <DataTable
          id="eligibility-table"
          caption="Eligibility and basis of merit by programme level, 2025-26"
          rows={content.eligibility}
          rowKey={(e) => e.programmes}
          columns={[
            { header: "Programmes (NCrF level)", rowHeader: true, cell: (e) => e.programmes },
            { header: "Eligibility and merit", cell: (e) => e.basis },
          ]}
        />
      </Section>
      <Section id="pwd-defence" heading="Reporting for PwD and Defence candidates">
        <DataTable
          id="pwd-reporting"
          caption="Where and when PwD and Defence category candidates reported in 2025"
          rows={content.reporting}
          rowKey={(r) => r.flow}
          columns={[
            { header: "Admission", rowHeader: true, cell: (r) => r.flow },
            { header: "Place", cell: (r) => r.place },
            { header: "Date and time", cell: (r) => r.when },
          ]}
        />
      </Section>
      <Section id="tips" heading="Before you apply">
        <BulletList items={content.tips} />
        <p>
          <ExternalLink href={content.walkIn.href} className="text-brand-900 underline">
            {content.walkIn.title}
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
