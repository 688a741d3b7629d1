import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { DataTable } from "@/components/content/DataTable";
import { EmailLink } from "@/components/content/EmailLink";
import { Section } from "@/components/content/Section";
import { WebInformationManagerSection } from "@/components/content/WebInformationManagerSection";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { RecordText } from "@/components/i18n/RecordText";
import { campusMapUrl } from "@/components/campuses/zones";
import { listCampuses, publicDirectorEmail } from "@/lib/campuses/queries";
import { recordTextLang } from "@/lib/i18n/locales";
import { textIn } from "@/lib/content/localized";
import { pageFieldsOf } from "@/lib/content/page-data";
import { contactPageFields } from "@/lib/content/page-fields/facts";

export const generateMetadata = () => contentMetadata(contactPageFields.path);

/** Every office's address, email and map, then every campus's, read from the database. */
export default async function ContactPage() {
  await connection();
  const [campuses, locale, t, words, tCampuses, content] = await Promise.all([
    listCampuses(),
    getLocale(),
    getTranslations("contentPages.contact"),
    getTranslations("contentPages"),
    getTranslations("campuses"),
    pageFieldsOf(contactPageFields),
  ]);
  const notAvailable = words("notAvailable");
  return (
    <ContentPage path={contactPageFields.path}>
      <Section id="offices" heading={t("offices")}>
        <ul className="grid gap-4 md:grid-cols-2">
          {content.offices.map((office, index) => (
            <li key={office.name.en}>
              <section aria-labelledby={`office-${index}`} className="h-full rounded-lg border border-slate-300 p-4">
                <h3 id={`office-${index}`} className="text-lg font-semibold text-brand-900">
                  <LocalizedText value={office.name} locale={locale} />
                </h3>
                <p className="mt-1 text-slate-700">
                  <LocalizedText value={office.does} locale={locale} />
                </p>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold">{t("address")}</dt>
                  <dd>{office.address ? <LocalizedText value={office.address} locale={locale} /> : notAvailable}</dd>
                  <dt className="font-semibold">{t("email")}</dt>
                  <dd>
                    {office.emails.length === 0 ? (
                      notAvailable
                    ) : (
                      <ul>
                        {office.emails.map((email) => (
                          <li key={email.address}>
                            {email.label ? (
                              <>
                                <LocalizedText value={email.label} locale={locale} />
                                {": "}
                              </>
                            ) : null}
                            <EmailLink email={email.address} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                  <dt className="font-semibold">{t("map")}</dt>
                  <dd>
                    {office.mapUrl ? (
                      <ExternalLink href={office.mapUrl} className="text-brand-900 underline">
                        {t("openInMaps")}
                        <span className="sr-only">: {textIn(office.name, locale)}</span>
                      </ExternalLink>
                    ) : (
                      notAvailable
                    )}
                  </dd>
                </dl>
              </section>
            </li>
          ))}
        </ul>
        <p className="max-w-3xl">
          <LocalizedText value={content.phoneNote} locale={locale} />
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {content.links.map((link) => (
            <li key={link.href}>
              <LocalizedLink href={link.href} locale={locale} className="font-semibold text-brand-900 underline">
                <LocalizedText value={link.title} locale={locale} />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="campuses" heading={t("campuses")}>
        <p className="max-w-3xl">
          <LocalizedText value={content.campusesIntro} locale={locale} />
        </p>
        <DataTable
          id="campus-contacts"
          caption={t("campusesCaption")}
          rows={campuses}
          rowKey={(campus) => campus.id}
          columns={[
            {
              header: t("campus"),
              rowHeader: true,
              cell: (campus) => (
                <LocalizedLink
                  href={`/campus/${campus.slug}`}
                  locale={locale}
                  className="text-brand-900 underline"
                  lang={recordTextLang(campus.name, locale)}
                >
                  {campus.name}
                </LocalizedLink>
              ),
            },
            { header: t("zone"), cell: (campus) => tCampuses(`zones.${campus.zone}`) },
            {
              header: t("address"),
              cell: (campus) => <RecordText text={campus.address} fallback={notAvailable} locale={locale} />,
            },
            {
              header: t("director"),
              cell: (campus) => <RecordText text={campus.director} fallback={notAvailable} locale={locale} />,
            },
            {
              header: t("email"),
              cell: (campus) => {
                const email = publicDirectorEmail(campus);
                // Whole: a table sizes its columns to their narrowest content, so an address that may
                // wrap would break at its dots even on a wide screen; the table scrolls on a phone instead.
                return email ? <EmailLink email={email} whole /> : notAvailable;
              },
            },
            {
              header: t("map"),
              cell: (campus) => (
                <ExternalLink href={campusMapUrl(campus)} className="text-brand-900 underline">
                  {t("map")}
                  <span className="sr-only">{t("mapOf", { name: campus.name })}</span>
                </ExternalLink>
              ),
            },
          ]}
        />
      </Section>
      <WebInformationManagerSection />
    </ContentPage>
  );
}
