import { getLocale, getTranslations } from "next-intl/server";
import { pageFieldsOf } from "@/lib/content/page-data";
import { accessibilityStatementFields } from "@/lib/content/page-fields/policies";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { recordTextLang } from "@/lib/i18n/locales";

/**
 * The screen-reader access table of the accessibility statement (a GIGW requirement): its words
 * and rows are the page item's; the caption and column names are the catalogue's.
 */
export async function ScreenReaderTable() {
  const [locale, t, { screenReaders }] = await Promise.all([
    getLocale(),
    getTranslations("contentPages.policy"),
    pageFieldsOf(accessibilityStatementFields),
  ]);
  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="screen-readers">
      <h2 id="screen-readers" className="text-2xl font-bold text-brand-900">
        <LocalizedText value={screenReaders.heading} locale={locale} />
      </h2>
      <p className="mt-3 text-slate-800">
        <LocalizedText value={screenReaders.intro} locale={locale} />
      </p>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t("screenReadersCaption")}</caption>
          <thead>
            <tr className="bg-brand-50">
              <th scope="col" className="border border-slate-300 px-3 py-2">
                {t("screenReader")}
              </th>
              <th scope="col" className="border border-slate-300 px-3 py-2">
                {t("platform")}
              </th>
              <th scope="col" className="border border-slate-300 px-3 py-2">
                {t("licence")}
              </th>
            </tr>
          </thead>
          <tbody>
            {screenReaders.readers.map((reader) => (
              <tr key={reader.name}>
                <th scope="row" className="border border-slate-300 px-3 py-2 font-normal">
                  <ExternalLink href={reader.href} className="text-brand-900 underline">
                    <span lang={recordTextLang(reader.name, locale)}>{reader.name}</span>
                  </ExternalLink>
                </th>
                <td className="border border-slate-300 px-3 py-2">
                  <LocalizedText value={reader.platform} locale={locale} />
                </td>
                <td className="border border-slate-300 px-3 py-2">
                  <LocalizedText value={reader.licence} locale={locale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
