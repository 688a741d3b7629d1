import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { CommitteeTable } from "@/components/content/CommitteeTable";
import { HelplineTable } from "@/components/content/HelplineTable";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { iccFields } from "@/lib/content/page-fields/student-life";
import { committeeWords, helplineWords } from "../helpline-words";

export const generateMetadata = () => contentMetadata(iccFields.path);

export default async function IccPage() {
  const [locale, t, words, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.icc"),
    getTranslations("contentPages"),
    pageFieldsOf(iccFields),
  ]);
  return (
    <ContentPage path={iccFields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="objectives" heading={t("objectives")}>
        <BulletList items={content.objectives} locale={locale} />
      </Section>
      <Section id="members" heading={t("members")}>
        <CommitteeTable
          id="icc-members"
          caption={t("membersCaption")}
          members={content.members}
          locale={locale}
          words={committeeWords(words)}
        />
      </Section>
      <Section id="complaint" heading={t("complaint")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.complaint} locale={locale} />
        </p>
      </Section>
      <Section id="helplines" heading={t("helpNow")}>
        <HelplineTable
          id="icc-helplines"
          caption={t("helplinesCaption")}
          helplines={content.helplines}
          locale={locale}
          words={helplineWords(words)}
        />
      </Section>
    </ContentPage>
  );
}
