import type { getTranslations } from "next-intl/server";

type Words = Awaited<ReturnType<typeof getTranslations<"contentPages">>>;

/** The column headings of the helpline tables, in the page's language. */
export function helplineWords(t: Words) {
  return {
    helpline: t("tables.helpline"),
    phone: t("tables.phone"),
    hours: t("tables.hours"),
    emailAndWebsite: t("tables.emailAndWebsite"),
  };
}

/** The column headings of the committee tables, in the page's language. */
export function committeeWords(t: Words) {
  return { serial: t("tables.serial"), name: t("tables.name"), role: t("tables.roleInCommittee") };
}
