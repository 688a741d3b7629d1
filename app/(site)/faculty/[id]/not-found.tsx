import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** An id that names no faculty member (proxy.ts answers it with the status 404). */
export default async function FacultyNotFound() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("peoplePages")]);
  return (
    <NotFoundView title={t("profile.notFoundTitle")} text={t("profile.notFoundText")}>
      <LocalizedLink href="/academics/faculty" locale={locale} className="mt-6 font-semibold text-brand-900 underline">
        {t("facultiesLink")}
      </LocalizedLink>
    </NotFoundView>
  );
}
