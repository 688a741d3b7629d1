import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { inLocale } from "@/lib/content/localized";
import { listLatestNotices } from "@/lib/notices/queries";
import { BULLETIN_SECTIONS } from "@/lib/notices/sections";
import { listPrograms } from "@/lib/programs/queries";
import { toLegacyProgram } from "@/lib/programs/legacy";
import { listCampuses } from "@/lib/campuses/queries";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { absoluteUrl, headquartersAddress, pageMetadata, universityReference } from "@/lib/seo/metadata";
import { university } from "@/lib/site";
import { JsonLd } from "@/components/seo/JsonLd";
import { AnnouncementStrip } from "@/components/home/AnnouncementStrip";
import { AdmissionModal } from "@/components/home/AdmissionModal";
import { admissionPopupNow, singleContent } from "@/lib/content/page-data";
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

/** The programme cards, or null when they cannot be read now: the block then loads them in the browser. */
async function readProgrammeCards() {
  try {
    return (await listPrograms()).map((program) => toProgrammeCard(toLegacyProgram(program)));
  } catch (error) {
    console.error("Home page: programmes could not be read on the server", error);
    return null;
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
  const [announcements, bulletins, programmes, campuses, officeHolders, popup, home, contacts] = await Promise.all([
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
  ]);

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
      {popup ? (
        <AdmissionModal
          heading={inLocale(popup.heading, locale)}
          items={popup.items.map((item) => ({
            heading: inLocale(item.heading, locale),
            label: inLocale(item.label, locale),
            href: item.href,
            startingDate: item.startingDate?.en ? inLocale(item.startingDate, locale) : undefined,
          }))}
          labels={{ startingDate: t("startingDate"), close: t("closeNotifications") }}
          locale={locale}
        />
      ) : null}
    </>
  );
}
