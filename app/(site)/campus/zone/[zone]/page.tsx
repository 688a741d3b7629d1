import { NOT_FOUND_TITLE } from "@/components/layout/NotFoundView";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { CampusCard } from "@/components/campuses/CampusCard";
import { zoneName, zonePath } from "@/components/campuses/zones";
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
  const zone = await zoneOf(params);
  if (!zone) return { title: NOT_FOUND_TITLE, robots: { index: false } };
  return pageMetadata({
    title: `DSEU ${zoneName(zone)} Campuses`,
    description: `The campuses of DSEU in the ${zoneName(zone).toLowerCase()} of Delhi, with their directors, contacts and addresses.`,
    path: zonePath(zone),
  });
}

/** /campus/zone/{zone}: "north", "north zone" and "North%20Zone" are the same page; another zone is a 404. */
export default async function CampusZonePage({ params }: Props) {
  await connection();
  const zone = await zoneOf(params);
  if (!zone) notFound();
  const campuses = campusesOfZone(await listCampuses(), zone);
  return (
    <>
      <PageHeader
        title={`DSEU ${zoneName(zone)} Campuses`}
        crumbs={[{ name: `${zoneName(zone)} campuses`, path: zonePath(zone) }]}
        lead={`DSEU teaches at campuses across every zone of Delhi. These are the campuses of the ${zoneName(zone).toLowerCase()}; open one for its programmes, laboratories and how to get there.`}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <nav aria-label="Other zones">
          <ul className="flex flex-wrap gap-2">
            {ZONES.map((z) => (
              <li key={z}>
                <Link
                  href={zonePath(z)}
                  aria-current={z === zone ? "page" : undefined}
                  className={`inline-block rounded-md border px-3 py-1.5 text-sm font-semibold ${z === zone ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 text-brand-900 hover:border-brand-900"}`}
                >
                  {zoneName(z)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {campuses.length === 0 ? (
          <p className="text-slate-700">No campuses are listed in this zone yet.</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {campuses.map((campus) => (
              <li key={campus.id}>
                <CampusCard campus={campus} />
              </li>
            ))}
          </ul>
        )}
        <LastUpdated date={latestUpdate(...campuses.map((c) => c.updatedAt))} />
      </div>
    </>
  );
}
