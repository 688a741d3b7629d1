import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { campusesOfZone, listCampuses } from "@/lib/campuses/queries";
import { ZONES } from "@/lib/campuses/zones";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { formatIndiaTime } from "@/components/admin/content/india-time";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Campuses" };

const zoneName = (zone: string) => `${zone[0]!.toUpperCase()}${zone.slice(1)} zone`;

/** Every campus by zone, each linking to the form that changes its facts, and the way to add one. */
export default async function CampusesAdminPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  await requireStaff("Editor", "Publisher");
  const [campuses, { deleted }] = await Promise.all([listCampuses(), searchParams]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Campuses</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The facts visitors read on the zone pages, each campus&rsquo;s page and the home page&rsquo;s campus list. A
        saved change is shown to visitors at once; there is no draft or review.
      </p>
      {deleted ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Campus deleted. Visitors no longer see it.
        </p>
      ) : null}
      <p className="mt-4">
        <Link href="/admin/campuses/new" className={buttonClass()}>
          Add a campus
        </Link>
      </p>
      {ZONES.map((zone) => {
        const inZone = campusesOfZone(campuses, zone);
        return (
          <section key={zone} aria-labelledby={`zone-${zone}`} className="mt-8">
            <h2 id={`zone-${zone}`} className="text-2xl font-bold text-brand-900">
              {zoneName(zone)}
            </h2>
            {inZone.length === 0 ? (
              <p className="mt-2 text-slate-700">No campuses in this zone.</p>
            ) : (
              <ScrollTable id={`zone-${zone}-caption`} caption={`Campuses of the ${zoneName(zone).toLowerCase()}`}>
                <thead>
                  <tr className="bg-brand-50">
                    <th scope="col" className={TH}>
                      Campus
                    </th>
                    <th scope="col" className={TH}>
                      Director
                    </th>
                    <th scope="col" className={TH}>
                      Hindi name
                    </th>
                    <th scope="col" className={TH}>
                      Changed at
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {inZone.map((campus) => (
                    <tr key={campus.id}>
                      <th scope="row" className={`${TD} font-normal`}>
                        <Link href={`/admin/campuses/${campus.id}`} className="font-semibold text-brand-900 underline">
                          {campus.name}
                        </Link>
                      </th>
                      <td className={TD}>{campus.director || "Not published"}</td>
                      <td className={TD} lang={campus.nameHi ? "hi" : undefined}>
                        {campus.nameHi ?? "Not written"}
                      </td>
                      <td className={TD}>
                        <time dateTime={campus.updatedAt}>{formatIndiaTime(campus.updatedAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </section>
        );
      })}
    </>
  );
}
