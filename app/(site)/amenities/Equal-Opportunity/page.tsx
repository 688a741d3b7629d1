import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { CommitteeTable } from "@/components/content/CommitteeTable";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { equalOpportunityFields } from "@/lib/content/page-fields/student-life";
import { committeeWords } from "../helpline-words";

export const generateMetadata = () => contentMetadata(equalOpportunityFields.path);

export default async function EqualOpportunityPage() {
  const [locale, t, words, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.equalOpportunity"),
    getTranslations("contentPages"),
    pageFieldsOf(equalOpportunityFields),
  ]);
  return (
    <ContentPage path={equalOpportunityFields.path}>
      <Section id="functions" heading={t("functions")}>
        <BulletList items={content.functions} locale={locale} />
      </Section>
      <Section id="members" heading={t("members")}>
        <CommitteeTable
          id="eoc-members"
          caption={t("membersCaption")}
          members={content.members}
          locale={locale}
          words={committeeWords(words)}
        />
      </Section>
      <Section id="support" heading={t("support")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.support} locale={locale} />
        </p>
      </Section>
    </ContentPage>
  );
}
