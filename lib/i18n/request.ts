import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, type Locale } from "./locales";

/** Typed against the English catalogue: a key missing from the Hindi one fails the type check. */
const CATALOGUES: Record<Locale, typeof en> = { en, hi };

/**
 * The language of this request, as proxy.ts decided it from the address (it always sets the
 * header, so a visitor cannot choose it by sending one).
 */
export default getRequestConfig(async () => {
  const asked = (await headers()).get(LOCALE_HEADER);
  const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  return { locale, messages: CATALOGUES[locale], timeZone: "Asia/Kolkata" };
});
