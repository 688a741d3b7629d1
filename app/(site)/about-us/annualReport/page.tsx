import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { EmailLink } from "@/components/content/EmailLink";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { annualReportFields as fields } from "@/lib/content/page-fields/about";
import { siteContacts } from "@/lib/content/site-contacts";

export const generateMetadata = () => contentMetadata(fields.path);

export default async function AnnualReportPage() {
  await connection();
  const [locale, t, content, contacts] = await Promise.all([
    getLocale(),
    getTranslations("morePages.annualReport"),
    pageFieldsOf(fields),
    siteContacts(),
  ]);
  return (
    <ContentPage path={fields.path}>
      <Section id="reports" heading={t("reports")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.status} locale={locale} />
        </p>
        <RelatedNotices search="annual report" emptyText={t("noReport")} />
      </Section>
      <Section id="request" heading={t("request")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.request} locale={locale} />
        </p>
        <p>
          {t.rich("contacts", {
            helpDesk: () => <EmailLink email={contacts.helpdeskEmail} />,
            rti: () => <EmailLink email={contacts.rtiEmail} />,
            link: (chunks) => (
              <LocalizedLink href="/grievance-form#rti" locale={locale} className="text-brand-900 underline">
                {chunks}
              </LocalizedLink>
            ),
          })}
        </p>
      </Section>
      <Section id="at-a-glance" heading={t("glance")}>
        <dl className="grid max-w-4xl gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {content.atAGlance.map((fact) => (
            <div key={fact.label.en} className="contents">
              <dt className="font-semibold text-slate-900">
                <LocalizedText value={fact.label} locale={locale} />
              </dt>
              <dd className="text-slate-800">
                <LocalizedText value={fact.value} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </ContentPage>
  );
}
