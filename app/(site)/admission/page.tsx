import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { LinkList } from "@/components/content/LinkList";
import { ContactTable } from "@/components/content/ContactTable";
import { DataTable } from "@/components/content/DataTable";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import type { Localized } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import { pageFieldsOf } from "@/lib/content/page-data";
import { admissionFields } from "@/lib/content/page-fields/admission";

export const generateMetadata = () => contentMetadata(admissionFields.path);

/** A date of the table, or a dash where the round has none. */
function DateCell({ value, locale }: { value: Localized | undefined; locale: Locale }) {
  return value ? <LocalizedText value={value} locale={locale} /> : "—";
}

export default async function AdmissionPage() {
  const [locale, t, words, content] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.admission"),
    getTranslations("contentPages"),
    pageFieldsOf(admissionFields),
  ]);
  return (
    <ContentPage path={admissionFields.path}>
      <Section id="register" heading={t("register")}>
        <ul className="grid gap-4 md:grid-cols-3">
          {content.routes.map((route) => (
            <li key={route.href} className="flex flex-col rounded-lg border border-slate-300 p-5">
              <h3 className="text-lg font-bold text-brand-900">
                <LocalizedText value={route.heading} locale={locale} />
              </h3>
              <p className="mt-1 flex-1 text-slate-800">
                <LocalizedText value={route.who} locale={locale} />
              </p>
              <p className="mt-3 text-sm">
                {t("registrationLink")}{" "}
                <ExternalLink href={route.href} className="break-all font-semibold text-brand-900 underline">
                  {route.href}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="bulletin" heading={<LocalizedText value={content.bulletin.title} locale={locale} />}>
        <p className="max-w-3xl">
          <LocalizedText value={content.bulletin.text} locale={locale} />
        </p>
        <p>
          <ExternalLink href={content.bulletin.href} className="font-semibold text-brand-900 underline">
            {t("viewBulletin")}
          </ExternalLink>
        </p>
        <p>
          <ExternalLink href={content.video.href} className="text-brand-900 underline">
            <LocalizedText value={content.video.title} locale={locale} />
          </ExternalLink>
        </p>
      </Section>
      <Section id="key-dates" heading={t("keyDates")}>
        <DataTable
          id="admission-dates"
          caption={t("keyDatesCaption")}
          rows={content.keyDates}
          rowKey={(d) => d.flow.en}
          columns={[
            { header: t("round"), rowHeader: true, cell: (d) => <LocalizedText value={d.flow} locale={locale} /> },
            { header: t("allotment"), cell: (d) => <DateCell value={d.allotment} locale={locale} /> },
            { header: t("decision"), cell: (d) => <DateCell value={d.decision} locale={locale} /> },
            { header: t("payment"), cell: (d) => <DateCell value={d.payment} locale={locale} /> },
            { header: t("reporting"), cell: (d) => <DateCell value={d.reporting} locale={locale} /> },
            { header: t("classes"), cell: (d) => <DateCell value={d.classes} locale={locale} /> },
          ]}
        />
        <h3 className="pt-2 text-xl font-semibold text-brand-900">{t("walkIns")}</h3>
        <BulletList items={content.walkIns} locale={locale} />
      </Section>
      <Section id="contacts" heading={t("contacts")}>
        <ContactTable
          id="admission-contacts"
          caption={t("contactsCaption")}
          contacts={content.contacts}
          locale={locale}
          words={{
            name: words("tables.name"),
            role: words("tables.role"),
            email: words("tables.email"),
            notPublished: words("notPublished"),
          }}
        />
      </Section>
      <Section id="more" heading={t("more")}>
        <LinkList links={content.links} locale={locale} />
      </Section>
    </ContentPage>
  );
}
