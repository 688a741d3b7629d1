import "server-only";
import { site } from "../db/seed/content/site";
import type { Locale } from "../i18n/locales";
import { inLocale, textIn, type Shown } from "./localized";
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

/** The Web Information Manager in the page's language; undefined until the university names one. */
export type WebInformationManager = { name: Shown; designation?: Shown; email?: string; phone?: string };

export async function webInformationManager(locale: Locale): Promise<WebInformationManager | undefined> {
  const manager = (await findPublished("site-settings", "site-settings"))?.data.webInformationManager;
  if (!manager?.name.en) return undefined;
  return {
    name: inLocale(manager.name, locale),
    designation: manager.designation.en ? inLocale(manager.designation, locale) : undefined,
    email: manager.email || undefined,
    phone: manager.phone || undefined,
  };
}
