import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section, TextBlock } from "@/components/content/Section";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { admissionProcessFields } from "@/lib/content/page-fields/admission";

export const generateMetadata = () => contentMetadata(admissionProcessFields.path);

export default async function AdmissionProcessPage() {
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.process"),
    pageFieldsOf(admissionProcessFields),
  ]);
  return (
    <ContentPage path={admissionProcessFields.path}>
      <Section id="steps" heading={t("steps")}>
        <ol className="grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.steps.map((step, index) => (
            <li key={step.name.en} className="rounded-lg border border-slate-300 p-4">
              <p className="text-sm font-bold uppercase tracking-wide text-accent-600">
                {t("step", { number: index + 1 })}
              </p>
              <p className="mt-1 text-lg font-semibold text-brand-900">
                <LocalizedText value={step.name} locale={locale} />
              </p>
              <p className="mt-1 text-slate-800">
                <LocalizedText value={step.text} locale={locale} />
              </p>
            </li>
          ))}
        </ol>
      </Section>
      <TextBlock section={{ id: "decisions", ...content.decisions }} locale={locale} />
      <Section id="cancellation" heading={t("keepingSeat")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.cancellation} locale={locale} />
        </p>
        <p>
          <ExternalLink href={content.feeGuide.href} className="text-brand-900 underline">
            <LocalizedText value={content.feeGuide.title} locale={locale} />
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
