import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { refundPolicyFields } from "@/lib/content/page-fields/admission";
import { siteContacts } from "@/lib/content/site-contacts";

export const generateMetadata = () => contentMetadata(refundPolicyFields.path);

export default async function RefundPolicyPage() {
  const [locale, t, contacts, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.refund"),
    siteContacts(),
    pageFieldsOf(refundPolicyFields),
  ]);
  return (
    <ContentPage path={refundPolicyFields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="how-to-apply" heading={t("howToApply")}>
        <BulletList items={content.steps} ordered locale={locale} />
      </Section>
      <Section id="documents" heading={t("documents")}>
        <ul className="space-y-2">
          <li>
            <ExternalLink href={content.form.href} className="font-semibold text-brand-900 underline">
              <LocalizedText value={content.form.title} locale={locale} />
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={content.bulletin.href} className="font-semibold text-brand-900 underline">
              <LocalizedText value={content.bulletin.title} locale={locale} />
            </ExternalLink>
          </li>
        </ul>
      </Section>
      <Section id="contact" heading={t("contact")}>
        <p>
          {t("helpDesk")} <EmailLink email={contacts.admissionHelpdeskEmail} />
        </p>
      </Section>
    </ContentPage>
  );
}
