import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section, TextBlock } from "@/components/content/Section";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { nccFields } from "@/lib/content/page-fields/student-life";

export const generateMetadata = () => contentMetadata(nccFields.path);

export default async function NccPage() {
  await connection();
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("morePages.ncc"),
    pageFieldsOf(nccFields),
  ]);
  return (
    <ContentPage path={nccFields.path}>
      <TextBlock section={{ id: "about-ncc", ...content.about }} locale={locale} />
      <Section id="joining" heading={t("joining")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.joining} locale={locale} />
        </p>
      </Section>
      <Section id="notices" heading={t("notices")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.nss} locale={locale} />
        </p>
        <RelatedNotices
          search={["NCC", "NSS", "National Cadet Corps", "National Service Scheme"]}
          emptyText={t("noNotices")}
        />
      </Section>
    </ContentPage>
  );
}
