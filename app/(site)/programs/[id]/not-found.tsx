import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** A programme id that names no programme (proxy.ts answers it with the status 404). */
export default async function ProgramNotFound() {
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
