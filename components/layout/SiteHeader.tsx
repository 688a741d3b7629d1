import { StaticImage } from "@/components/ui/StaticImage";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { getLocale, getTranslations } from "next-intl/server";
import { menusNow, singleContent, sitePortals } from "@/lib/content/page-data";
import { pictureIn, textIn } from "@/lib/content/localized";
import { LanguageSwitch } from "@/components/i18n/LanguageSwitch";
import { university } from "@/lib/site";
import { ExternalLink } from "./ExternalLink";
import { DisplayControls } from "./DisplayControls";
import { FacultyLogin } from "./FacultyLogin";
import { HeaderBanner } from "./HeaderBanner";

// At least 24 px tall: the bar wraps on phones, where the links become touch targets.
const utilityClass = "inline-flex min-h-6 items-center rounded px-1 hover:underline focus-visible:outline-amber-300";

function MapPin({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6z" />
    </svg>
  );
}

/** The map link of the phone header, which has no room for the address. */
export async function MapLink() {
  const [t, address] = await Promise.all([getTranslations("frame"), universityAddress()]);
  if (!address) return null;
  return (
    <ExternalLink
      href={address.mapUrl}
      className="flex items-center rounded-md px-3 py-2 text-white hover:bg-brand-700 focus-visible:outline-amber-300 lg:hidden"
    >
      <MapPin className="h-5 w-5" />
      <span className="sr-only">{t("mapOf", { address: address.text })}</span>
    </ExternalLink>
  );
}

/** The address and map link from the site settings staff keep, in the page's language. */
async function universityAddress(): Promise<{ text: string; mapUrl: string } | undefined> {
  const [settings, locale] = await Promise.all([singleContent("site-settings"), getLocale()]);
  return settings && { text: textIn(settings.address, locale), mapUrl: settings.mapUrl };
}

/** How long each header banner shows before the next. */
const HEADER_BANNER_INTERVAL_MS = 4000;

/** The top of every page: the utility bar and the row with the logo, the rotating banner and the address. */
export async function SiteHeader() {
  const [menus, locale, t, tDisplay, tFaculty, tHome, home, address, portals] = await Promise.all([
    menusNow(),
    getLocale(),
    getTranslations("frame"),
    getTranslations("display"),
    getTranslations("facultyLogin"),
    getTranslations("home"),
    singleContent("home"),
    universityAddress(),
    sitePortals(),
  ]);
  const banners = (home?.headerBanners ?? []).map((picture) => pictureIn(picture, locale));
  const utilityLinks = menus.utility;
  return (
    <header>
      <nav aria-label={t("utilityNav")} className="bg-brand-950 text-xs text-white">
        {/* Each item a flex box, not a line of text: a font found after the first paint (Devanagari) cannot change a row's height. */}
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-3 gap-y-1 px-4 py-1.5 [&>li]:flex">
          {utilityLinks.map((link) => (
            <li key={link.name}>
              <LocalizedLink locale={locale} href={link.path!} className={utilityClass} lang={link.lang}>
                {link.name}
              </LocalizedLink>
            </li>
          ))}
          {portals ? (
            <li>
              <ExternalLink href={portals.studentLogin} className={utilityClass}>
                {t("studentLogin")}
              </ExternalLink>
            </li>
          ) : null}
          <li>
            <FacultyLogin
              className={utilityClass}
              samarthHref={portals?.facultyLogin}
              labels={{
                button: tFaculty("button"),
                title: tFaculty("title"),
                choose: tFaculty("choose"),
                dseu: tFaculty("dseu"),
                samarth: tFaculty("samarth"),
              }}
            />
          </li>
          <DisplayControls
            labels={{
              textSize: tDisplay("textSize"),
              small: tDisplay("smaller"),
              normal: tDisplay("normal"),
              large: tDisplay("larger"),
              highContrast: tDisplay("highContrast"),
            }}
          />
          <LanguageSwitch to={locale === "en" ? "hi" : "en"} className={utilityClass} />
        </ul>
      </nav>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <LocalizedLink locale={locale} href={"/"} className="flex items-center gap-3">
          <StaticImage src="/logo.svg" alt="" width={56} height={56} preload className="h-12 w-12 sm:h-14 sm:w-14" />
          <span>
            <span className="block text-base font-bold leading-tight text-brand-900 sm:text-xl">{tHome("name")}</span>
            <span className="block text-sm text-slate-600">{tHome("tagline")}</span>
          </span>
        </LocalizedLink>
        {banners.length > 0 ? (
          <div className="hidden xl:block">
            <HeaderBanner pictures={banners} intervalMs={HEADER_BANNER_INTERVAL_MS} />
          </div>
        ) : null}
        {address ? (
          <ExternalLink
            href={address.mapUrl}
            className="hidden max-w-72 items-start gap-2 text-sm text-slate-700 hover:underline lg:flex"
          >
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
            <span>
              {university.name}, {address.text}
            </span>
          </ExternalLink>
        ) : null}
      </div>
    </header>
  );
}
