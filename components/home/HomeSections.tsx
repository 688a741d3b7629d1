import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { SocialIcon } from "@/components/layout/SocialIcon";
import { Carousel } from "@/components/ui/Carousel";
import { ZONES } from "@/lib/campuses/zones";
import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { recordTextLang } from "@/lib/i18n/locales";
import { singleContent } from "@/lib/content/page-data";
import { pictureIn, textIn } from "@/lib/content/localized";
import { ContentPicture } from "@/components/content/ContentPicture";
import { holderMessageIn, holderTitleIn } from "@/components/content/people";
import type { CampusRecord } from "@/lib/campuses/queries";
import { byShownName, campusText } from "@/components/campuses/campus-text";
import type { NoticeSummary } from "@/lib/notices/queries";
import type { OfficeHolder } from "@/lib/office-holders/queries";
import type en from "@/messages/en.json";

/** The bulletin's sections (BULLETIN_SECTIONS), each with its heading in the catalogue. */
type BulletinSection = keyof typeof en.home.sections;
import { NoticeList } from "./NoticeList";
import { formatIndiaDate } from "@/lib/time";

const sectionTitle = "scroll-mt-20 text-2xl font-bold text-brand-900";

/** The banner with the page's one <h1>. Its picture is the largest paint of the page, so it is preloaded. */
export async function HomeBanner() {
  const [t, locale] = await Promise.all([getTranslations("home"), getLocale()]);
  const home = await singleContent("home");
  if (!home) return null;
  const { picture, lead, buttons } = home.banner;
  return (
    <section className="relative isolate overflow-hidden bg-brand-900">
      <ContentPicture
        picture={pictureIn(picture, locale)}
        preload
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="max-w-2xl rounded-xl bg-brand-950/90 p-6 text-white sm:p-8 [&_a]:focus-visible:outline-amber-300">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{t("tagline")}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t("name")}</h1>
          <p className="mt-4 text-lg text-slate-100">
            <LocalizedText value={lead} locale={locale} />
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {buttons.map((action, i) => (
              <LocalizedLink
                locale={locale}
                key={action.href}
                href={action.href}
                className={
                  i === 0
                    ? "rounded-md bg-amber-400 px-5 py-2.5 font-semibold text-brand-950 hover:bg-amber-300"
                    : "rounded-md border border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
                }
              >
                <LocalizedText value={action.label} locale={locale} />
              </LocalizedLink>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

export async function LeaderMessages({ officeHolders }: { officeHolders: OfficeHolder[] }) {
  const [t, locale, home] = await Promise.all([getTranslations("home"), getLocale(), singleContent("home")]);
  // The desks staff list, in their order, each shown while its office has a holder.
  const cards = (home?.leaderDesks ?? []).flatMap((desk) => {
    const holder = officeHolders.find((o) => o.office === desk.office);
    return holder
      ? [{ desk, holder, title: holderTitleIn(holder, locale), message: holderMessageIn(holder, locale) }]
      : [];
  });
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="leaders-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="leaders-title" className={sectionTitle}>
          {t("leaders")}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {cards.map(({ desk, holder, title, message }) => (
            <article
              key={desk.office}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-sm font-bold uppercase tracking-wide text-accent-600">
                <LocalizedText value={desk.heading} locale={locale} />
              </h3>
              <p className="mt-2 text-lg font-semibold text-slate-900" lang={recordTextLang(holder.name, locale)}>
                {holder.name}
              </p>
              <p className="text-sm text-slate-600" lang={title.lang}>
                {title.text}
              </p>
              <p className="mt-3 flex-1 text-slate-800" lang={message.lang}>
                {message.text}
              </p>
              {/^https?:/.test(desk.knowMore) ? (
                <ExternalLink href={desk.knowMore} className="mt-4 self-start font-semibold text-brand-900 underline">
                  {t("knowMore")}
                  <span className="sr-only"> {t("about", { name: holder.name })}</span>
                </ExternalLink>
              ) : (
                <LocalizedLink
                  locale={locale}
                  href={desk.knowMore}
                  className="mt-4 self-start font-semibold text-brand-900 underline"
                >
                  {t("knowMore")}
                  <span className="sr-only"> {t("about", { name: holder.name })}</span>
                </LocalizedLink>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export async function SocialStrip() {
  const [t, tClient, locale, home] = await Promise.all([
    getTranslations("home"),
    getTranslations("client"),
    getLocale(),
    singleContent("home"),
  ]);
  const links = [
    ...(home?.socialLinks ?? []).map((l) => ({
      network: l.name,
      label: t("dseuOn", { network: l.name }),
      href: l.href,
    })),
    ...(home?.youtubeChannels ?? []).map((c) => ({
      network: "YouTube",
      label: t("channelOnYoutube", { channel: textIn(c.name, locale) }),
      href: c.href,
    })),
  ];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="socials-title" className="bg-brand-900 text-white [&_a]:focus-visible:outline-amber-300">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4">
        <h2 id="socials-title" className="text-base font-semibold">
          {t("follow")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded-full border border-white/40 px-3 py-1.5 text-sm hover:bg-white hover:text-brand-900"
              >
                <SocialIcon network={link.network} className="h-4 w-4" />
                {link.label}
                <span className="sr-only"> {tClient("newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export async function InformationBulletin({
  bulletins,
}: {
  bulletins: { section: string; notices: NoticeSummary[] }[];
}) {
  const [t, locale] = await Promise.all([getTranslations("home"), getLocale()]);
  return (
    <section aria-labelledby="bulletin-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="bulletin-title" className={sectionTitle}>
        {t("bulletin")}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {bulletins.map(({ section, notices }) => (
          <div key={section} className="rounded-lg border border-slate-200 p-4 shadow-sm">
            <h3 className="font-semibold">
              <LocalizedLink
                locale={locale}
                href={`/informationbulletin?section=${encodeURIComponent(section)}`}
                className="text-brand-900 hover:underline"
              >
                {t(`sections.${section as BulletinSection}`)}
              </LocalizedLink>
            </h3>
            <div className="mt-2">
              <NoticeList notices={notices} emptyText={t("noNotices")} />
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** How long each achievement shows before the next. */
const ACHIEVEMENT_INTERVAL_MS = 3000;

export async function CampusesSection({ campuses }: { campuses: CampusRecord[] }) {
  const [t, tCampuses, locale, home] = await Promise.all([
    getTranslations("home"),
    getTranslations("campuses"),
    getLocale(),
    singleContent("home"),
  ]);
  return (
    <section aria-labelledby="campuses-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="campuses-title" className={sectionTitle}>
          {t("campuses")}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {ZONES.map((zone) => {
            const picture = home && pictureIn(home.zonePictures[zone], locale);
            const inZone = byShownName(
              campuses.filter((c) => c.zone === zone),
              locale,
            );
            return (
              <div key={zone} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
                {picture ? <ContentPicture picture={picture} className="h-auto w-full" /> : null}
                <div className="p-4">
                  <h3 className="font-semibold">
                    <LocalizedLink
                      locale={locale}
                      href={`/campus/zone/${zone}`}
                      className="text-brand-900 hover:underline"
                    >
                      {tCampuses(`zones.${zone}`)}
                    </LocalizedLink>
                  </h3>
                  <p className="text-xs text-slate-600">{t("campusCount", { count: inZone.length })}</p>
                  <ul className="mt-2 space-y-1 text-sm">
                    {inZone.map((campus) => {
                      const name = campusText(campus, "name", locale);
                      return (
                        <li key={campus.id}>
                          <LocalizedLink
                            locale={locale}
                            href={`/campus/${campus.slug}`}
                            className="text-slate-800 hover:text-brand-900 hover:underline"
                            lang={name.lang}
                          >
                            {name.text}
                          </LocalizedLink>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

export async function AchievementsCarousel() {
  const [t, locale] = await Promise.all([getTranslations("home"), getLocale()]);
  const achievements = (await singleContent("achievements"))?.items ?? [];
  return (
    <Carousel
      label={t("achievements")}
      intervalMs={ACHIEVEMENT_INTERVAL_MS}
      slides={achievements.map((item) => ({
        key: item.picture.src,
        content: (
          <figure className="overflow-hidden rounded-lg bg-brand-900">
            <ContentPicture picture={pictureIn(item.picture, locale)} className="h-auto w-full" />
            <figcaption className="p-4 text-white">
              <span className="block text-lg font-bold">
                <LocalizedText value={item.title} locale={locale} />
              </span>
              <span className="mt-1 block text-sm text-slate-100">
                <LocalizedText value={item.text} locale={locale} />
              </span>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}

export async function PartnersSection() {
  const [t, locale] = await Promise.all([getTranslations("home"), getLocale()]);
  const partners = (await singleContent("partners"))?.items ?? [];
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="partners-title" className={sectionTitle}>
        {t("partners")}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {partners.map((partner) => (
          <li key={partner.href}>
            <ExternalLink
              href={partner.href}
              className="flex h-full min-h-16 flex-col items-center justify-center gap-2 rounded-lg border-2 border-slate-200 bg-white px-3 py-3 text-center font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-900"
            >
              {partner.logo ? (
                <ContentPicture
                  picture={pictureIn(partner.logo, locale)}
                  className="h-16 w-auto max-w-full object-contain"
                />
              ) : null}
              <LocalizedText value={partner.name} locale={locale} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function NewsSection() {
  const [t, locale] = await Promise.all([getTranslations("home"), getLocale()]);
  const news = (await singleContent("news"))?.items ?? [];
  if (news.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="news-title" className={sectionTitle}>
          {t("news")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {news.map((item) => (
            <li key={`${item.date} ${item.title.en}`}>
              <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
                {item.picture ? (
                  <ContentPicture picture={pictureIn(item.picture, locale)} className="h-auto w-full" />
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <time dateTime={item.date} className="text-xs font-semibold uppercase tracking-wide text-accent-600">
                    {formatIndiaDate(item.date, "long", locale)}
                  </time>
                  <h3 className="mt-1 text-lg font-semibold text-slate-900">
                    <LocalizedText value={item.title} locale={locale} />
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-slate-700">
                    <LocalizedText value={item.summary} locale={locale} />
                  </p>
                  {item.link ? (
                    <LocalizedLink
                      locale={locale}
                      href={item.link.href}
                      className="mt-3 self-start text-sm font-semibold text-brand-900 underline"
                    >
                      <LocalizedText value={item.link.label} locale={locale} />
                    </LocalizedLink>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export async function StudentEvents() {
  const [t, locale] = await Promise.all([getTranslations("home"), getLocale()]);
  const [events, home] = await Promise.all([singleContent("events"), singleContent("home")]);
  const studentEvents = events?.items ?? [];
  const videos = home?.videos ?? [];
  return (
    <section aria-labelledby="events-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="events-title" className={sectionTitle}>
        {t("events")}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
        {studentEvents.map((event) => (
          <li key={event.title.en}>
            <figure className="h-full overflow-hidden rounded-lg border border-slate-200 bg-white">
              {event.picture ? (
                <ContentPicture picture={pictureIn(event.picture, locale)} className="h-auto w-full" />
              ) : null}
              <figcaption className="p-3 text-sm font-medium text-slate-800">
                <LocalizedText value={event.title} locale={locale} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-xl font-semibold text-brand-900">{t("voice")}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.href}>
            <ExternalLink
              href={video.href}
              className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-900"
            >
              <SocialIcon network="YouTube" className="h-7 w-7 shrink-0 text-red-700" />
              <LocalizedText value={video.title} locale={locale} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
