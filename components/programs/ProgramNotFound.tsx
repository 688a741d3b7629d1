import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** A programme's address, whose not-found answer is the programme's own view. */
const PROGRAM_PAGE = /^\/programs\/[^/]+$/;

export function isProgramPage(pathname: string): boolean {
  return PROGRAM_PAGE.test(pathname);
}

/** The not-found view's title as the page's <title>. */
export async function programNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("programmePages");
  return { title: t("notFound.title"), robots: { index: false } };
}

/**
 * A programme id that names no programme: the seed's text 'data not found' (its error catalogue),
 * with the way to the programmes. Shown by the server's 404 page for a programme address and by
 * the programme route's not-found boundary on navigations within the site.
 */
export async function ProgramNotFound() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("programmePages")]);
  return (
    <NotFoundView title={t("notFound.title")} text={t("notFound.text")}>
      <p className="mt-2 text-slate-700">{t("notFound.hint")}</p>
      <LocalizedLink locale={locale} href="/courses" className="mt-6 font-semibold text-brand-900 underline">
        {t("notFound.browse")}
      </LocalizedLink>
    </NotFoundView>
  );
}
