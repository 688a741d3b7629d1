import "server-only";
import { site } from "../db/seed/content/site";
import type { Locale } from "../i18n/locales";
import { textIn } from "./localized";
import { findPublished } from "./queries";

export type SiteContacts = {
  address: string;
  mapUrl: string;
  website: string;
  helpdeskEmail: string;
  admissionHelpdeskEmail: string;
  rtiEmail: string;
};

/**
 * The university's address and contacts as staff keep them in the published site settings, for
 * pages, letters and emails. Until settings are published (a database seeded without them), the
 * seed's own values stand in: a letter or an email must always name a help desk.
 */
export async function siteContacts(locale: Locale = "en"): Promise<SiteContacts> {
  const settings = (await findPublished("site-settings", "site-settings"))?.data;
  if (!settings) {
    const { address, mapUrl, website, helpdeskEmail, admissionHelpdeskEmail, rtiEmail } = site;
    return { address, mapUrl, website, helpdeskEmail, admissionHelpdeskEmail, rtiEmail };
  }
  return {
    address: textIn(settings.address, locale),
    mapUrl: settings.mapUrl,
    website: settings.website,
    helpdeskEmail: settings.helpdeskEmail,
    admissionHelpdeskEmail: settings.admissionHelpdeskEmail,
    rtiEmail: settings.rtiEmail,
  };
}
