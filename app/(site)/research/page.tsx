import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { EmailLink } from "@/components/content/EmailLink";
import { Paragraphs, Section } from "@/components/content/Section";
import { NoticeList } from "@/components/home/NoticeList";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { recordTextLang } from "@/lib/i18n/locales";
import { listLatestNotices } from "@/lib/notices/queries";
import { pageFieldsOf } from "@/lib/content/page-data";
import { researchPageFields } from "@/lib/content/page-fields/facts";

export const generateMetadata = () => contentMetadata(researchPageFields.path);

/** Research and PhD at DSEU: the office bearers, what is (not yet) published, and research notices. */
export default async function ResearchPage() {
  await connection();
  const [notices, locale, t, content] = await Promise.all([
    listLatestNotices("research", 10),
    getLocale(),
    getTranslations("morePages.research"),
    pageFieldsOf(researchPageFields),
  ]);
  return (
    <ContentPage path={researchPageFields.path}>
      <Paragraphs paragraphs={content.intro} locale={locale} />
      <Section id="office-bearers" heading={t("officeBearers")}>
        <ul className="grid gap-4 md:grid-cols-2">
          {content.officeBearers.map((person) => (
            <li key={person.email} className="rounded-lg border border-slate-300 p-4">
              <p className="font-semibold text-slate-900" lang={recordTextLang(person.name, locale)}>
                {person.name}
              </p>
              <p className="text-slate-700">
                <LocalizedText value={person.role} locale={locale} />
              </p>
              <p className="mt-1 text-sm">
                <EmailLink email={person.email} />
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="phd" heading={t("phd")}>
        <dl className="max-w-3xl space-y-3">
          {content.topics.map((topic) => (
            <div key={topic.name.en}>
              <dt className="font-semibold text-slate-900">
                <LocalizedText value={topic.name} locale={locale} />
              </dt>
              <dd className="text-slate-800">
                <LocalizedText value={topic.status} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
        <p>
          <ExternalLink href={content.admissionPortal.href} className="font-semibold text-brand-900 underline">
            <LocalizedText value={content.admissionPortal.title} locale={locale} />
          </ExternalLink>
        </p>
      </Section>
      <Section id="notices" heading={t("notices")}>
        <NoticeList notices={notices} emptyText={t("noNotices")} />
      </Section>
    </ContentPage>
  );
}
