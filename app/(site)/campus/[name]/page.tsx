import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { campusMapUrl, zoneName, zonePath } from "@/components/campuses/zones";
import { findCampus, publicDirectorEmail } from "@/lib/campuses/queries";
import { hasProgramDetail, listPrograms, programsAtCampus } from "@/lib/programs/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { urlSegment } from "@/lib/seo/public-routes";

type Props = { params: Promise<{ name: string }> };

async function campusOf(params: Props["params"]) {
  const segment = urlSegment((await params).name);
  return segment ? findCampus(segment) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const campus = await campusOf(params);
  if (!campus) return { title: "Campus not found", robots: { index: false } };
  return pageMetadata({
    title: campus.name,
    description: `${campus.name}, ${zoneName(campus.zone).toLowerCase()} of Delhi: programmes, laboratories, the director's message and the address.`,
    path: `/campus/${campus.slug}`,
  });
}

function looseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\b(in|of|and)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const SECTIONS = [
  { id: "about", label: "About the campus" },
  { id: "director-message", label: "Message of the campus director" },
  { id: "programmes", label: "Programmes offered" },
  { id: "labs", label: "Labs" },
  { id: "activities", label: "Activities" },
  { id: "address", label: "Address" },
] as const;

/** A campus, found by its slug or its name in any case (/campus/dseu-dwarka-campus, /campus/DSEU Dwarka Campus); otherwise a 404. */
export default async function CampusPage({ params }: Props) {
  await connection();
  const campus = await campusOf(params);
  if (!campus) notFound();
  const programmes = programsAtCampus(await listPrograms(), campus.id);
  // The campus's own list repeats some programmes in other spellings ("BTech …" for "B.Tech in …").
  const linkedNames = new Set(programmes.map((p) => looseName(p.name)));
  const listedOnly = campus.programmesOffered.filter((name) => !linkedNames.has(looseName(name)));
  const email = publicDirectorEmail(campus);
  const heading = "text-2xl font-bold text-brand-900";

  return (
    <>
      <PageHeader
        title={campus.name}
        crumbs={[
          { name: `${zoneName(campus.zone)} campuses`, path: zonePath(campus.zone) },
          { name: campus.name, path: `/campus/${campus.slug}` },
        ]}
        lead={[campus.address, zoneName(campus.zone)].filter(Boolean).join(" · ")}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page">
          <ul className="space-y-1 lg:sticky lg:top-4">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-md px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-10">
          {campus.photoUrl ? (
            <img src={campus.photoUrl} alt={`${campus.name}`} className="max-h-96 w-full rounded-lg object-cover" />
          ) : null}

          <section id="about" aria-labelledby="about-title">
            <h2 id="about-title" className={heading}>
              About the campus
            </h2>
            {campus.director ? (
              <p className="mt-3 text-slate-800">
                <span className="font-semibold">Campus director:</span> {campus.director}
                {email ? (
                  <>
                    {" "}
                    (
                    <a href={`mailto:${email}`} className="text-brand-900 underline">
                      {email}
                    </a>
                    )
                  </>
                ) : null}
              </p>
            ) : null}
            <p className="mt-3 max-w-3xl text-slate-800">
              {campus.about || "A description of this campus has not been published yet."}
            </p>
          </section>

          <section id="director-message" aria-labelledby="director-message-title">
            <h2 id="director-message-title" className={heading}>
              Message of the campus director
            </h2>
            {campus.directorMessage ? (
              <blockquote className="mt-3 max-w-3xl border-l-4 border-brand-700 pl-4 text-slate-800">
                <p>{campus.directorMessage}</p>
                {campus.director ? (
                  <footer className="mt-2 text-sm font-semibold text-slate-700">{campus.director}</footer>
                ) : null}
              </blockquote>
            ) : (
              <p className="mt-3 text-slate-700">The campus director&apos;s message has not been published yet.</p>
            )}
          </section>

          <section id="programmes" aria-labelledby="programmes-title">
            <h2 id="programmes-title" className={heading}>
              Programmes offered
            </h2>
            {programmes.length + listedOnly.length === 0 ? (
              <p className="mt-3 text-slate-700">No programmes listed.</p>
            ) : (
              <ul className="mt-3 grid gap-2 md:grid-cols-2">
                {programmes.map((program) => (
                  <li key={program.id} className="rounded-md border border-slate-200 px-3 py-2">
                    {hasProgramDetail(program) ? (
                      <Link
                        href={`/programs/${program.id}`}
                        className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                      >
                        {program.name}
                      </Link>
                    ) : (
                      <span className="font-semibold">{program.name}</span>
                    )}
                    <span className="block text-sm text-slate-600">
                      {program.duration} · {program.mode}
                    </span>
                  </li>
                ))}
                {listedOnly.map((name) => (
                  <li key={name} className="rounded-md border border-slate-200 px-3 py-2 font-semibold">
                    {name}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section id="labs" aria-labelledby="labs-title">
            <h2 id="labs-title" className={heading}>
              Labs available
            </h2>
            {campus.labs.length ? (
              <ul className="mt-3 grid list-inside list-disc gap-1 text-slate-800 md:grid-cols-2">
                {campus.labs.map((lab) => (
                  <li key={lab}>{lab}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">No labs listed yet.</p>
            )}
          </section>

          <section id="activities" aria-labelledby="activities-title">
            <h2 id="activities-title" className={heading}>
              Activities
            </h2>
            {campus.activityPhotos.length ? (
              <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
                {campus.activityPhotos.map((photo, index) => (
                  <li key={photo}>
                    <img
                      src={photo}
                      alt={`Student activity at ${campus.name}, photo ${index + 1}`}
                      className="h-40 w-full rounded-md object-cover"
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">No activity photos available.</p>
            )}
          </section>

          <section id="address" aria-labelledby="address-title">
            <h2 id="address-title" className={heading}>
              Address
            </h2>
            <address className="mt-3 not-italic text-slate-800">
              {campus.name}
              {campus.address ? (
                <>
                  <br />
                  {campus.address}
                </>
              ) : null}
            </address>
            <p className="mt-2">
              <ExternalLink href={campusMapUrl(campus)} className="font-semibold text-brand-900 underline">
                Open the campus on Google Maps
              </ExternalLink>
            </p>
          </section>
          <LastUpdated date={latestUpdate(campus.updatedAt, ...programmes.map((p) => p.updatedAt))} />
        </div>
      </div>
    </>
  );
}
