import Link from "next/link";
import { connection } from "next/server";
import { site } from "@/content/site";
import { ZONE_NAMES } from "@/content/navigation";
import { listLatestNotices } from "@/lib/notices/queries";
import { BULLETIN_SECTIONS, sectionLabel } from "@/lib/notices/sections";
import { listPrograms, hasProgramDetail } from "@/lib/programs/queries";
import { listCampuses } from "@/lib/campuses/queries";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { PROGRAM_LEVELS } from "@/lib/db/schema";
import { NoticeList } from "@/components/home/NoticeList";

const LEVEL_NAMES = { DIPLOMA: "Diploma", UG: "Undergraduate", PG: "Postgraduate" } as const;

export default async function HomePage() {
  // Rendered per request from cached data: the embedded database is never opened at build time.
  await connection();
  const [announcements, bulletins, programs, campuses, officeHolders] = await Promise.all([
    listLatestNotices("announcements", 8),
    Promise.all(BULLETIN_SECTIONS.map(async (section) => ({ section, notices: await listLatestNotices(section, 5) }))),
    listPrograms(),
    listCampuses(),
    listOfficeHolders(),
  ]);
  const leaders = officeHolders.filter((o) => o.office === "chancellor" || o.office === "vice-chancellor");

  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{site.name}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{site.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/courses" className="rounded-md bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              Explore programmes
            </Link>
            <Link href="/admission" className="rounded-md border border-brand-900 px-5 py-2.5 font-semibold text-brand-900 hover:bg-white">
              Admission 2025-26
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="announcements-title" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="announcements-title" className="text-2xl font-bold text-brand-900">
          <Link href="/announcements" className="hover:underline">Announcements</Link>
        </h2>
        <div className="mt-4">
          <NoticeList notices={announcements} emptyText="No announcements at the moment." />
        </div>
      </section>

      {leaders.length > 0 ? (
        <section aria-labelledby="leaders-title" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-10">
            <h2 id="leaders-title" className="text-2xl font-bold text-brand-900">Messages from our leaders</h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {leaders.map((leader) => (
                <article key={leader.office} className="rounded-lg border border-slate-200 bg-white p-6">
                  <h3 className="text-lg font-semibold">{leader.name}</h3>
                  <p className="text-sm text-slate-600">{leader.title}</p>
                  <p className="mt-3 text-slate-800">{leader.message}</p>
                </article>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="bulletin-title" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="bulletin-title" className="text-2xl font-bold text-brand-900">Information Bulletin</h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {bulletins.map(({ section, notices }) => (
            <div key={section} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold">
                <Link href={`/informationbulletin?section=${encodeURIComponent(section)}`} className="hover:underline">
                  {sectionLabel(section)}
                </Link>
              </h3>
              <div className="mt-2">
                <NoticeList notices={notices} emptyText="No Notices available for now." />
              </div>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="study-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="study-title" className="text-2xl font-bold text-brand-900">Study@DSEU</h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            {PROGRAM_LEVELS.map((level) => (
              <div key={level}>
                <h3 className="font-semibold">{LEVEL_NAMES[level]} programmes</h3>
                <ul className="mt-3 space-y-2">
                  {programs
                    .filter((p) => p.level === level)
                    .slice(0, 6)
                    .map((program) => (
                      <li key={program.id} className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
                        <span className="mr-2 font-mono text-xs font-bold text-accent-600">{program.code}</span>
                        {hasProgramDetail(program) ? (
                          <Link href={`/programs/${program.id}`} className="text-brand-900 hover:underline">{program.name}</Link>
                        ) : (
                          program.name
                        )}
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
          <Link href="/Courses" className="mt-6 inline-block rounded-md bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            VIEW ALL PROGRAMMES
          </Link>
        </div>
      </section>

      <section aria-labelledby="campuses-title" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="campuses-title" className="text-2xl font-bold text-brand-900">Our Campuses</h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {ZONE_NAMES.map((zone) => (
            <div key={zone}>
              <h3 className="font-semibold capitalize">
                <Link href={`/campus/zone/${zone}`} className="hover:underline">{zone} zone</Link>
              </h3>
              <ul className="mt-2 space-y-1 text-sm">
                {campuses
                  .filter((c) => c.zone === zone)
                  .map((campus) => (
                    <li key={campus.id}>
                      <Link href={`/campus/${campus.slug}`} className="text-brand-900 hover:underline">{campus.name}</Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
