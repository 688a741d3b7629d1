import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { GrievanceForm } from "@/components/forms/GrievanceForm";
import { campusGroups } from "@/components/forms/campus-options";
import { grievancePage as content } from "@/content/pages/forms";
import { listCampuses } from "@/lib/campuses/queries";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { config } from "@/lib/config";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function GrievanceFormPage() {
  await connection();
  const [campuses, holders] = await Promise.all([listCampuses(), listOfficeHolders()]);
  return (
    <ContentPage path={content.page.path}>
      <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <Section id="grievance" heading="Send a grievance">
          <BulletList items={content.before} />
          <p className="max-w-3xl text-sm text-slate-700">{content.privacy}</p>
          <div className="pt-2">
            <GrievanceForm campusGroups={campusGroups(campuses)} attachmentMaxBytes={config().attachmentMaxBytes} />
          </div>
        </Section>
        <aside aria-labelledby="rti" className="space-y-6 lg:border-l lg:border-slate-200 lg:pl-8">
          <Section id="rti" heading="Right to Information (RTI)">
            <p>{content.rti.intro}</p>
            <p>
              <ExternalLink href={content.rti.portal.href} className="font-semibold text-brand-900 underline">
                {content.rti.portal.title}
              </ExternalLink>
            </p>
            <h3 className="pt-2 text-lg font-semibold text-brand-900">RTI officers</h3>
            <OfficeContacts offices={content.rti.offices} holders={holders} />
            <p>
              RTI cell: <EmailLink email={content.rti.email} />
            </p>
            <p>{content.rti.appeal}</p>
          </Section>
          <Section id="court-petitions" heading="Court-related petitions">
            <p>
              {content.courtPetitions.text} <EmailLink email={content.courtPetitions.email} />.
            </p>
          </Section>
        </aside>
      </div>
    </ContentPage>
  );
}
