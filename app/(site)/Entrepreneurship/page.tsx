import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Paragraphs, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { entrepreneurshipFields } from "@/lib/content/page-fields/placement";

export const generateMetadata = () => contentMetadata(entrepreneurshipFields.path);

export default async function EntrepreneurshipPage() {
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("morePages.entrepreneurship"),
    pageFieldsOf(entrepreneurshipFields),
  ]);
  return (
    <ContentPage path={entrepreneurshipFields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="super-30" heading={<LocalizedText value={content.super30.heading} locale={locale} />}>
        <Paragraphs paragraphs={content.super30.paragraphs} locale={locale} />
        <DataTable
          id="super-30-selection"
          caption={t("selectionCaption")}
          rows={content.super30.funnel}
          rowKey={(f) => f.stage.en}
          columns={[
            { header: t("stage"), rowHeader: true, cell: (f) => <LocalizedText value={f.stage} locale={locale} /> },
            { header: t("students"), numeric: true, cell: (f) => f.count },
          ]}
        />
        <h3 className="pt-2 text-xl font-semibold text-brand-900">{t("curriculum")}</h3>
        <BulletList items={content.super30.curriculum} locale={locale} />
      </Section>
      <Section id="skills" heading={t("skills")}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.spotlight.map((s) => (
            <div key={s.skill.en} className="rounded-lg border border-slate-300 p-4">
              <dt className="font-semibold text-brand-900">
                <LocalizedText value={s.skill} locale={locale} />
              </dt>
              <dd className="mt-1 text-slate-800">
                <LocalizedText value={s.text} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </ContentPage>
  );
}
