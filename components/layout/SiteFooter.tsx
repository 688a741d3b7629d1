import { StaticImage } from "@/components/ui/StaticImage";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import type { NavItem } from "@/lib/content/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { menusNow, singleContent } from "@/lib/content/page-data";
import { textIn } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import { websiteLinks } from "@/lib/content/website-links";
import { governmentSites, university } from "@/lib/site";
import { ExternalLink } from "./ExternalLink";
import { SocialIcon } from "./SocialIcon";
import { YoutubeLinks } from "./YoutubeLinks";

const socialClass =
  "flex h-10 w-10 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white hover:text-brand-950 focus-visible:outline-amber-300";

function LinkList({ title, lang, links, locale }: { title: string; lang?: string; links: NavItem[]; locale: Locale }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-white" lang={lang}>
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.name}>
            <LocalizedLink locale={locale} href={link.path!} className="hover:underline" lang={link.lang}>
              {link.name}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function SiteFooter() {
  const [menus, settings, home, locale, t, aboutWebsite] = await Promise.all([
    menusNow(),
    singleContent("site-settings"),
    singleContent("home"),
    getLocale(),
    getTranslations("footer"),
    getLocale().then(websiteLinks),
  ]);
  const youtubeChannels = (home?.youtubeChannels ?? []).map((c) => ({ name: textIn(c.name, locale), href: c.href }));
  return (
    <footer className="mt-16 bg-brand-950 text-slate-200 [&_a]:focus-visible:outline-amber-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="text-sm">
          <div className="flex items-center gap-3">
            <StaticImage src="/logo.svg" alt="" width={48} height={48} />
            <p className="text-base font-semibold text-white">{university.name}</p>
          </div>
          <p className="mt-3">
            {t.rich("governmentLine", {
              link: (name) => (
                <ExternalLink href={governmentSites.delhi} className="underline">
                  {name}
                </ExternalLink>
              ),
            })}
          </p>
          {settings ? (
            <>
              <p className="mt-4">
                <ExternalLink href={settings.mapUrl} className="hover:underline">
                  {university.name}, {textIn(settings.address, locale)}
                </ExternalLink>
              </p>
              <p className="mt-2">
                {t("helpDesk")}{" "}
                <a href={`mailto:${settings.helpdeskEmail}`} className="underline">
                  {settings.helpdeskEmail}
                </a>
              </p>
              <p className="mt-2">
                {t("website")}{" "}
                <ExternalLink href={settings.website} className="underline">
                  {new URL(settings.website).host}
                </ExternalLink>
              </p>
            </>
          ) : null}
        </div>
        {menus.footerColumns.map((column) => (
          <LinkList
            key={column.heading}
            title={column.heading}
            lang={column.lang}
            links={column.links}
            locale={locale}
          />
        ))}
        <div>
          <h2 className="text-base font-semibold text-white">{t("connect")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {(home?.socialLinks ?? []).map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={socialClass}>
                  <SocialIcon network={link.name} />
                  <span className="sr-only">{t("socialOn", { network: link.name })}</span>
                </a>
              </li>
            ))}
            {youtubeChannels.length > 0 ? (
              <li>
                <YoutubeLinks
                  channels={youtubeChannels}
                  className={socialClass}
                  icon={<SocialIcon network="YouTube" />}
                  channelIcon={<SocialIcon network="YouTube" className="h-6 w-6 text-red-700" />}
                />
              </li>
            ) : null}
          </ul>
          <h2 className="mt-6 text-base font-semibold text-white">{t("governmentLinks")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <ExternalLink href={governmentSites.nationalPortal} className="hover:underline">
                {t("nationalPortal")}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={governmentSites.delhi} className="hover:underline">
                {t("delhiPortal")}
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <nav aria-label={t("aboutWebsite")} className="border-t border-white/10 px-4 py-4">
        <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          {aboutWebsite.map((link) => (
            <li key={link.path}>
              <LocalizedLink
                locale={locale}
                href={link.path!}
                className="inline-flex min-h-6 items-center hover:underline"
                lang={link.lang}
              >
                {link.name}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs">
        © {settings?.copyrightYear ?? new Date().getFullYear()} {university.name}, Delhi 110077. {t("rightsReserved")}
      </p>
    </footer>
  );
}
