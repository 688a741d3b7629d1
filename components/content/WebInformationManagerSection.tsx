import { getLocale, getTranslations } from "next-intl/server";
import { ShownText } from "@/components/i18n/LocalizedText";
import { webInformationManager } from "@/lib/content/site-contacts";
import { EmailLink } from "./EmailLink";
import { Section } from "./Section";

/**
 * The Web Information Manager GIGW asks a government site to name, from the site settings; until
 * the university names one, the section says so rather than showing no one.
 */
export async function WebInformationManagerSection() {
  const locale = await getLocale();
  const [manager, t] = await Promise.all([webInformationManager(locale), getTranslations("webInformationManager")]);
  return (
    <Section id="web-information-manager" heading={t("heading")}>
      <p className="max-w-3xl">{t("intro")}</p>
      {manager ? (
        <dl className="grid max-w-3xl grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">{t("name")}</dt>
          <dd>
            <ShownText value={manager.name} />
          </dd>
          {manager.designation ? (
            <>
              <dt className="font-semibold">{t("designation")}</dt>
              <dd>
                <ShownText value={manager.designation} />
              </dd>
            </>
          ) : null}
          {manager.email ? (
            <>
              <dt className="font-semibold">{t("email")}</dt>
              <dd>
                <EmailLink email={manager.email} />
              </dd>
            </>
          ) : null}
          {manager.phone ? (
            <>
              <dt className="font-semibold">{t("phone")}</dt>
              <dd>
                <a href={`tel:${manager.phone.replace(/[^0-9+]/g, "")}`} className="text-brand-900 underline">
                  {manager.phone}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="max-w-3xl font-semibold">{t("notNamed")}</p>
      )}
    </Section>
  );
}
