import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { CampusCard } from "@/components/campuses/CampusCard";
import { byShownName } from "@/components/campuses/campus-text";
import { zonePath, zoneWords } from "@/components/campuses/zones";
import { campusesOfZone, listCampuses, parseZone } from "@/lib/campuses/queries";
import { ZONES } from "@/lib/campuses/zones";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { urlSegment } from "@/lib/seo/public-routes";

type Props = { params: Promise<{ zone: string }> };

async function zoneOf(params: Props["params"]) {
  const segment = urlSegment((await params).zone);
  return segment ? parseZone(segment) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [zone, t, tFrame] = await Promise.all([
    zoneOf(params),
    getTranslations("campuses"),
    getTranslations("notFound"),
  ]);
  if (!zone) return { title: tFrame("title"), robots: { index: false } };
  const words = zoneWords(zone, t, await getLocale());
  return pageMetadata({
    title: t("zoneTitle", { zone: words.name }),
    description: t("zoneDescription", { zoneInText: words.inText }),
    path: zonePath(zone),
  });
}

/** /campus/zone/{zone}: "north", "north zone" and "North%20Zone" are the same page; another zone is a 404. */
export default async function CampusZonePage({ params }: Props) {
  await connection();
  const zone = await zoneOf(params);
  if (!zone) notFound();
  const [campuses, t, locale] = await Promise.all([listCampuses(), getTranslations("campuses"), getLocale()]);
  const inZone = byShownName(campusesOfZone(campuses, zone), locale);
  const words = zoneWords(zone, t, locale);
  return (
    <>
      <PageHeader
        title={t("zoneTitle", { zone: words.name })}
        crumbs={[{ name: t("zoneCrumb", { zone: words.name }), path: zonePath(zone) }]}
        lead={t("zoneLead", { zoneInText: words.inText })}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <nav aria-label={t("otherZones")}>
          <ul className="flex flex-wrap gap-2">
            {ZONES.map((z) => (
              <li key={z}>
                <LocalizedLink
                  href={zonePath(z)}
                  locale={locale}
                  aria-current={z === zone ? "page" : undefined}
                  className={`inline-block rounded-md border px-3 py-1.5 text-sm font-semibold ${z === zone ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 text-brand-900 hover:border-brand-900"}`}
                >
                  {t(`zones.${z}`)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        {inZone.length === 0 ? (
          <p className="text-slate-700">{t("noCampuses")}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {inZone.map((campus) => (
              <li key={campus.id}>
                <CampusCard
                  campus={campus}
                  locale={locale}
                  labels={{ director: t("director"), directorEmail: t("directorEmail"), address: t("address") }}
                />
              </li>
            ))}
          </ul>
        )}
        <LastUpdated date={latestUpdate(...inZone.map((c) => c.updatedAt))} />
      </div>
    </>
  );
}
