import { connection } from "next/server";
import { getLocale, getMessages } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Paragraphs, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { AlumniForm } from "@/components/forms/AlumniForm";
import { campusGroups } from "@/components/forms/campus-options";
import { pageFieldsOf } from "@/lib/content/page-data";
import { alumniPageFields } from "@/lib/content/page-fields/forms";
import { listCampuses } from "@/lib/campuses/queries";
import { listPrograms } from "@/lib/programs/queries";

export const generateMetadata = () => contentMetadata(alumniPageFields.path);

/**
 * Alumni registration. The programme suggestions are the programmes' English names, as they are
 * written on certificates: a Hindi page offers them too, since that is what the staff match.
 */
export default async function AlumniPage() {
  await connection();
  const [campuses, programs, locale, { forms, morePages }, content] = await Promise.all([
    listCampuses(),
    listPrograms(),
    getLocale(),
    getMessages(),
    pageFieldsOf(alumniPageFields),
  ]);
  const w = morePages.alumni;
  const programmeNames = [...new Set(programs.map((p) => p.name))];
  return (
    <ContentPage path={alumniPageFields.path}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <Section id="network" heading={w.network}>
            <Paragraphs paragraphs={content.association} locale={locale} />
          </Section>
          <Section id="why" heading={w.why}>
            <BulletList items={content.why} locale={locale} />
          </Section>
          <Section id="contact" heading={w.contact}>
            <p>
              <LocalizedText value={content.contact.text} locale={locale} /> <EmailLink email={content.contact.email} />
            </p>
          </Section>
        </div>
        <Section id="register" heading={w.register}>
          <p className="max-w-3xl">
            <LocalizedText value={content.register} locale={locale} />
          </p>
          <div className="pt-2">
            <AlumniForm
              campusGroups={campusGroups(campuses, { zones: forms.zones, locale })}
              programmeNames={programmeNames}
              words={{ frame: forms.frame, errors: forms.errors, fields: forms.fields, alumni: w.form }}
            />
          </div>
        </Section>
      </div>
    </ContentPage>
  );
}
