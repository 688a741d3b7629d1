import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { inLocale } from "@/lib/content/localized";
import { startingDateShown } from "@/lib/content/popup-date";
import { listLatestNotices, listSectionUpdates } from "@/lib/notices/queries";
import { BULLETIN_SECTIONS } from "@/lib/notices/sections";
import { listPrograms } from "@/lib/programs/queries";
import { toLegacyProgram } from "@/lib/programs/legacy";
import { listCampuses } from "@/lib/campuses/queries";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { absoluteUrl, headquartersAddress, pageMetadata, universityReference } from "@/lib/seo/metadata";
import { university } from "@/lib/site";
import type { Locale } from "@/lib/i18n/locales";
import { JsonLd } from "@/components/seo/JsonLd";
import { AnnouncementStrip } from "@/components/home/AnnouncementStrip";
import { AdmissionModal } from "@/components/home/AdmissionModal";
import { admissionPopupNow, singleContent, singleContentDates } from "@/lib/content/page-data";
import { latestUpdate } from "@/lib/seo/last-modified";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { siteContacts } from "@/lib/content/site-contacts";
import { ProgrammesBlock } from "@/components/home/ProgrammesBlock";
import { pickProgrammeIds, toProgrammeCard } from "@/components/home/programme-cards";
import { programmesBlockLabels } from "@/components/home/programme-labels";
import {
  AchievementsCarousel,
  CampusesSection,
  HomeBanner,
  InformationBulletin,
  LeaderMessages,
  NewsSection,
  PartnersSection,
  SocialStrip,
  StudentEvents,
} from "@/components/home/HomeSections";

const ANNOUNCEMENT_COUNT = 10;
const BULLETIN_COUNT = 5;

/** The content items the home page shows; the admission pop-up counts only while it shows. */
const HOME_ITEMS = ["home", "achievements", "partners", "news", "events"] as const;

/**
 * The programme cards and their newest change, or null cards when they cannot be read now: the
 * block then loads them in the browser.
 */
async function readProgrammeCards() {
  try {
    const programs = await listPrograms();
    return {
      cards: programs.map((program) => toProgrammeCard(toLegacyProgram(program))),
      updatedAt: latestUpdate(...programs.map((program) => program.updatedAt)),
    };
  } catch (error) {
    console.error("Home page: programmes could not be read on the server", error);
    return { cards: null, updatedAt: undefined };
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  const metadata = await pageMetadata({ title: t("title"), description: t("description"), path: "/" });
  return { ...metadata, title: { absolute: t("title") } };
}

export default async function HomePage() {
  // Rendered per request from cached data: the embedded database is never opened at build time,
  // and each visit gets its own random pick of programmes.
  await connection();
  const [t, tProgrammes, locale] = await Promise.all([
    getTranslations("home"),
    getTranslations("programmes"),
    getLocale(),
  ]);
  const [
    announcements,
    bulletins,
    { cards: programmes, updatedAt: programmesUpdated },
    campuses,
    officeHolders,
    popup,
    home,
    contacts,
    sectionUpdates,
    itemDates,
  ] = await Promise.all([
    listLatestNotices("announcements", ANNOUNCEMENT_COUNT),
    Promise.all(
      BULLETIN_SECTIONS.map(async (section) => ({
        section,
        notices: await listLatestNotices(section, BULLETIN_COUNT),
      })),
    ),
    readProgrammeCards(),
    listCampuses(),
    listOfficeHolders(),
    admissionPopupNow(),
    singleContent("home"),
    siteContacts(),
    listSectionUpdates(),
    singleContentDates(HOME_ITEMS),
  ]);
  const [popupUpdated] = popup ? await singleContentDates(["admission-popup"]) : [];
  const updated = latestUpdate(
    ...itemDates,
    popupUpdated,
    programmesUpdated,
    ...campuses.map((campus) => campus.updatedAt),
    ...["announcements", ...BULLETIN_SECTIONS].map((section) => sectionUpdates[section]),
  );

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          ...universityReference(),
          description: university.description,
          logo: absoluteUrl("/logo.svg"),
          email: contacts.helpdeskEmail,
          address: headquartersAddress(),
          sameAs: [contacts.website, ...(home?.socialLinks ?? []).map((link) => link.href)],
        }}
      />
      <AnnouncementStrip notices={announcements} />
      <HomeBanner />
      <LeaderMessages officeHolders={officeHolders} />
      <SocialStrip />
      <InformationBulletin bulletins={bulletins} />
      <CampusesSection campuses={campuses} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby="achievements-title">
          <h2 id="achievements-title" className="scroll-mt-20 text-2xl font-bold text-brand-900">
            {t("recentAchievements")}
          </h2>
          <div className="mt-6">
            <AchievementsCarousel />
          </div>
        </section>
        <section aria-labelledby="study-title">
          <h2 id="study-title" className="scroll-mt-20 text-2xl font-bold text-brand-900">
            {t("study")}
          </h2>
          <div className="mt-6">
            <ProgrammesBlock
              labels={programmesBlockLabels(tProgrammes)}
              locale={locale}
              initial={programmes}
              initialPicks={programmes ? pickProgrammeIds(programmes, "DIPLOMA") : []}
            />
          </div>
        </section>
      </div>
      <PartnersSection />
      <NewsSection />
      <StudentEvents />
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <LastUpdated date={updated} locale={locale as Locale} />
      </div>
      {popup ? (
        <AdmissionModal
          heading={inLocale(popup.heading, locale)}
          items={popup.items.map((item) => ({
            heading: inLocale(item.heading, locale),
            label: inLocale(item.label, locale),
            href: item.href,
            startingDate: startingDateShown(item.startingDate),
          }))}
          labels={{ startingDate: t("startingDate"), close: t("closeNotifications") }}
          locale={locale}
        />
      ) : null}
    </>
  );
}
