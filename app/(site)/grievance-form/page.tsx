import { connection } from "next/server";
import { getLocale, getMessages } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { OfficeContacts } from "@/components/content/OfficeContacts";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { GrievanceForm } from "@/components/forms/GrievanceForm";
import { campusGroups } from "@/components/forms/campus-options";
import { rtiOfficerOffices } from "@/lib/content/page-fields/forms";
import { pageFieldsOf } from "@/lib/content/page-data";
import { grievancePageFields } from "@/lib/content/page-fields/forms";
import { listCampuses } from "@/lib/campuses/queries";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { textIn, type Localized } from "@/lib/content/localized";
import { config } from "@/lib/config";

export const generateMetadata = () => contentMetadata(grievancePageFields.path);

export default async function GrievanceFormPage() {
  await connection();
  const [campuses, holders, locale, { forms }, content] = await Promise.all([
    listCampuses(),
    listOfficeHolders(),
    getLocale(),
    getMessages(),
    pageFieldsOf(grievancePageFields),
  ]);
  const w = forms.grievance;
  const say = (text: Localized) => <LocalizedText value={text} locale={locale} />;
  return (
    <ContentPage path={grievancePageFields.path}>
      <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
        <Section id="grievance" heading={w.sendHeading}>
          <BulletList items={content.before.map((item) => textIn(item, locale))} />
          <p className="max-w-3xl text-sm text-slate-700">{say(content.privacy)}</p>
          <div className="pt-2">
            <GrievanceForm
              campusGroups={campusGroups(campuses, { zones: forms.zones, locale })}
              attachmentMaxBytes={config().attachmentMaxBytes}
              words={{ frame: forms.frame, errors: forms.errors, fields: forms.fields, grievance: w }}
            />
          </div>
        </Section>
        <aside aria-labelledby="rti" className="space-y-6 lg:border-l lg:border-slate-200 lg:pl-8">
          <Section id="rti" heading={w.rtiHeading}>
            <p>{say(content.rti.intro)}</p>
            <p>
              <ExternalLink href={content.rti.portal.href} className="font-semibold text-brand-900 underline">
                {say(content.rti.portal.title)}
              </ExternalLink>
            </p>
            <h3 className="pt-2 text-lg font-semibold text-brand-900">{w.rtiOfficers}</h3>
            <OfficeContacts offices={rtiOfficerOffices} holders={holders} locale={locale} />
            <p>
              {w.rtiCell} <EmailLink email={content.rti.email} />
            </p>
            <p>{say(content.rti.appeal)}</p>
          </Section>
          <Section id="court-petitions" heading={w.courtHeading}>
            <p>
              {say(content.courtPetitions.text)} <EmailLink email={content.courtPetitions.email} />
              {/* The English sentence ends after the address; the Hindi one ends before it, with a colon. */}
              {locale === "en" ? "." : null}
            </p>
          </Section>
        </aside>
      </div>
    </ContentPage>
  );
}
