import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { DataTable } from "@/components/content/DataTable";
import { BulletList, Section } from "@/components/content/Section";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import type { FieldsOf } from "@/lib/content/page-fields/build";
import { disclosuresPageFields } from "@/lib/content/page-fields/facts";
import type { Locale } from "@/lib/i18n/locales";

export const generateMetadata = () => contentMetadata(disclosuresPageFields.path);

type Words = { item: string; disclosure: string; source: string };
type Disclosure = FieldsOf<typeof disclosuresPageFields>["status"][number];

function DisclosureTable({
  id,
  caption,
  rows,
  locale,
  words,
}: {
  id: string;
  caption: string;
  rows: Disclosure[];
  locale: Locale;
  words: Words;
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={rows}
      rowKey={(row) => row.item.en}
      columns={[
        { header: words.item, rowHeader: true, cell: (row) => <LocalizedText value={row.item} locale={locale} /> },
        { header: words.disclosure, cell: (row) => <LocalizedText value={row.value} locale={locale} /> },
        {
          header: words.source,
          cell: (row) =>
            row.source ? (
              <LocalizedLink href={row.source.href} locale={locale} className="text-brand-900 underline">
                <LocalizedText value={row.source.title} locale={locale} />
              </LocalizedLink>
            ) : (
              "—"
            ),
        },
      ]}
    />
  );
}

/** Status, approvals and governance as the university states them; silence is said, not filled. */
export default async function MandatoryDisclosuresPage() {
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("morePages.disclosures"),
    pageFieldsOf(disclosuresPageFields),
  ]);
  const words: Words = { item: t("item"), disclosure: t("disclosure"), source: t("source") };
  return (
    <ContentPage path={disclosuresPageFields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="status" heading={t("status")}>
        <DisclosureTable
          id="disclosure-status"
          caption={t("statusCaption")}
          rows={content.status}
          locale={locale}
          words={words}
        />
      </Section>
      <Section id="approvals" heading={t("approvals")}>
        <DisclosureTable
          id="disclosure-approvals"
          caption={t("approvalsCaption")}
          rows={content.approvals}
          locale={locale}
          words={words}
        />
      </Section>
      <Section id="governance" heading={t("governance")}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {content.governance.map((link) => (
            <li key={link.href}>
              <LocalizedLink href={link.href} locale={locale} className="font-semibold text-brand-900 underline">
                <LocalizedText value={link.title} locale={locale} />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="not-published" heading={t("notPublished")}>
        <BulletList items={content.notPublished} locale={locale} />
        <p>
          <ExternalLink href={content.informationBulletin.href} className="font-semibold text-brand-900 underline">
            <LocalizedText value={content.informationBulletin.title} locale={locale} />
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
