import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Paragraphs, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { AlumniForm } from "@/components/forms/AlumniForm";
import { campusGroups } from "@/components/forms/campus-options";
import { alumniPage as content } from "@/content/pages/forms";
import { listCampuses } from "@/lib/campuses/queries";
import { listPrograms } from "@/lib/programs/queries";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function AlumniPage() {
  await connection();
  const [campuses, programs] = await Promise.all([listCampuses(), listPrograms()]);
  const programmeNames = [...new Set(programs.map((p) => p.name))];
  return (
    <ContentPage path={content.page.path}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <Section id="network" heading="Our alumni network">
            <Paragraphs paragraphs={content.association} />
          </Section>
          <Section id="why" heading="Why register">
            <BulletList items={content.why} />
          </Section>
          <Section id="contact" heading="Contact">
            <p>
              {content.contact.text} <EmailLink email={content.contact.email} />
            </p>
          </Section>
        </div>
        <Section id="register" heading="Register with the alumni network">
          <p className="max-w-3xl">{content.register}</p>
          <div className="pt-2">
            <AlumniForm campusGroups={campusGroups(campuses)} programmeNames={programmeNames} />
          </div>
        </Section>
      </div>
    </ContentPage>
  );
}
