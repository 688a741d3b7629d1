import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section, TextBlock } from "@/components/content/Section";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { ncc as content } from "@/content/pages/student-life";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function NccPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <TextBlock section={content.about} />
      <Section id="joining" heading="Joining the NCC">
        <p className="max-w-3xl">{content.joining}</p>
      </Section>
      <Section id="notices" heading="NCC and NSS notices">
        <p className="max-w-3xl">{content.nss}</p>
        <RelatedNotices
          search={["NCC", "NSS", "National Cadet Corps", "National Service Scheme"]}
          emptyText="No NCC or NSS notice is published at the moment."
        />
      </Section>
    </ContentPage>
  );
}
