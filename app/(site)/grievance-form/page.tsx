import { connection } from "next/server";
import { getLocale, getMessages } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { GrievanceForm } from "@/components/forms/GrievanceForm";
import { campusGroups } from "@/components/forms/campus-options";
import { pageFieldsOf } from "@/lib/content/page-data";
import { grievancePageFields } from "@/lib/content/page-fields/forms";
import { listCampuses } from "@/lib/campuses/queries";
import { textIn, type Localized } from "@/lib/content/localized";
import { config } from "@/lib/config";

/** The RTI page: its officers, how to apply and the proactive disclosures (this page's RTI box leads there). */
const RTI_PATH = "/rti";

export const generateMetadata = () => contentMetadata(grievancePageFields.path);

export default async function GrievanceFormPage() {
  await connection();
  const [campuses, locale, { forms }, content] = await Promise.all([
    listCampuses(),
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
              <LocalizedLink href={RTI_PATH} locale={locale} className="font-semibold text-brand-900 underline">
                {w.rtiLink}
              </LocalizedLink>
            </p>
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
