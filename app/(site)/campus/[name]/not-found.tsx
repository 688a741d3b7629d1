import { getLocale, getTranslations } from "next-intl/server";
import { ZONES } from "@/lib/campuses/zones";
import { zonePath } from "@/components/campuses/zones";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { NotFoundView } from "@/components/layout/NotFoundView";

/** A campus name or slug that matches no campus (proxy.ts answers it with the status 404). */
export default async function CampusNotFound() {
  const [t, locale] = await Promise.all([getTranslations("campuses"), getLocale()]);
  return (
    <NotFoundView title={t("notFoundTitle")} text={t("notFoundText")}>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {ZONES.map((zone) => (
          <li key={zone}>
            <LocalizedLink
              href={zonePath(zone)}
              locale={locale}
              className="inline-block rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t(`zones.${zone}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </NotFoundView>
  );
}
