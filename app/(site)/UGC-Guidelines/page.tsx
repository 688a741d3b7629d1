import Link from "next/link";
import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { ugcGuidelines as content } from "@/content/pages/offices";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function UgcGuidelinesPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="at-dseu" heading="Where UGC rules apply at DSEU">
        <div className="grid gap-4 md:grid-cols-2">
          {content.areas.map((area, index) => (
            <section
              key={area.name}
              aria-labelledby={`ugc-area-${index}`}
              className="rounded-lg border border-slate-300 p-4"
            >
              <h3 id={`ugc-area-${index}`} className="text-lg font-semibold text-brand-900">
                {area.name}
              </h3>
              <p className="mt-1">{area.text}</p>
              <p className="mt-2">
                <Link href={area.link.href} className="text-brand-900 underline">
                  {area.link.title}
                </Link>
              </p>
            </section>
          ))}
        </div>
      </Section>
      <Section id="notices" heading="UGC notices">
        <p>{content.noticesText}</p>
        <RelatedNotices search="UGC" emptyText="No UGC notice is published at the moment." />
        <p>
          <ExternalLink href={content.ugcLink.href} className="font-semibold text-brand-900 underline">
            {content.ugcLink.title}
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
