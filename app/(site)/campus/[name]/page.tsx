import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { recordTextLang } from "@/lib/i18n/locales";
import { ShownText } from "@/components/i18n/LocalizedText";
import { durationText, inShownNameOrder, modeText, programText } from "@/components/programs/program-text";
import { PageHeader } from "@/components/layout/PageHeader";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { campusMapUrl, zonePath, zoneWords } from "@/components/campuses/zones";
import { campusText } from "@/components/campuses/campus-text";
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
  const [campus, t, locale] = await Promise.all([campusOf(params), getTranslations("campuses"), getLocale()]);
  if (!campus) return { title: t("notFoundTitle"), robots: { index: false } };
  const name = campusText(campus, "name", locale).text;
  return pageMetadata({
    title: name,
    description: t("campusDescription", { campus: name, zoneInText: zoneWords(campus.zone, t, locale).inText }),
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

const SECTIONS = ["about", "director-message", "programmes", "labs", "activities", "address"] as const;

/** A campus, found by its slug or its name in any case (/campus/dseu-dwarka-campus, /campus/DSEU Dwarka Campus); otherwise a 404. */
export default async function CampusPage({ params }: Props) {
  await connection();
  const campus = await campusOf(params);
  if (!campus) notFound();
  const [programs, t, tProgramme, locale] = await Promise.all([
    listPrograms(),
    getTranslations("campuses"),
    getTranslations("programmePages"),
    getLocale(),
  ]);
  const programmes = inShownNameOrder(programsAtCampus(programs, campus.id), locale);
  const zone = zoneWords(campus.zone, t, locale);
  const lang = (text: string) => recordTextLang(text, locale);
  const name = campusText(campus, "name", locale);
  const address = campusText(campus, "address", locale);
  const about = campusText(campus, "about", locale);
  const message = campusText(campus, "directorMessage", locale);
  // The campus's own list repeats some programmes in other spellings ("BTech …" for "B.Tech in …").
  const linkedNames = new Set(programmes.map((p) => looseName(p.name)));
  const listedOnly = campus.programmesOffered.filter((name) => !linkedNames.has(looseName(name)));
  const email = publicDirectorEmail(campus);
  const heading = "text-2xl font-bold text-brand-900";

  return (
    <>
      <PageHeader
        title={name.text}
        titleLang={name.lang}
        crumbs={[
          { name: t("zoneCrumb", { zone: zone.name }), path: zonePath(campus.zone) },
          { name: name.text, lang: name.lang, path: `/campus/${campus.slug}` },
        ]}
        lead={address.text ? `${address.text} · ${zone.name}` : zone.name}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t("onThisPage")}>
          <ul className="space-y-1 lg:sticky lg:top-4">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-md px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {t(`sections.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-10">
          {campus.photoUrl ? (
            <img src={campus.photoUrl} alt={name.text} className="max-h-96 w-full rounded-lg object-cover" />
          ) : null}

          <section id="about" aria-labelledby="about-title">
            <h2 id="about-title" className={heading}>
              {t("sections.about")}
            </h2>
            {campus.director ? (
              <p className="mt-3 text-slate-800">
                <span className="font-semibold">{t("campusDirector")}</span>{" "}
                <span lang={lang(campus.director)}>{campus.director}</span>
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
            {about.text ? (
              <p className="mt-3 max-w-3xl text-slate-800" lang={about.lang}>
                {about.text}
              </p>
            ) : (
              <p className="mt-3 max-w-3xl text-slate-800">{t("noAbout")}</p>
            )}
          </section>

          <section id="director-message" aria-labelledby="director-message-title">
            <h2 id="director-message-title" className={heading}>
              {t("sections.director-message")}
            </h2>
            {message.text ? (
              <blockquote className="mt-3 max-w-3xl border-l-4 border-brand-700 pl-4 text-slate-800">
                <p lang={message.lang}>{message.text}</p>
                {campus.director ? (
                  <footer className="mt-2 text-sm font-semibold text-slate-700" lang={lang(campus.director)}>
                    {campus.director}
                  </footer>
                ) : null}
              </blockquote>
            ) : (
              <p className="mt-3 text-slate-700">{t("noMessage")}</p>
            )}
          </section>

          <section id="programmes" aria-labelledby="programmes-title">
            <h2 id="programmes-title" className={heading}>
              {t("sections.programmes")}
            </h2>
            {programmes.length + listedOnly.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("noProgrammes")}</p>
            ) : (
              <ul className="mt-3 grid gap-2 md:grid-cols-2">
                {programmes.map((program) => {
                  const name = programText(program, "name", locale);
                  return (
                    <li key={program.id} className="rounded-md border border-slate-200 px-3 py-2">
                      {hasProgramDetail(program) ? (
                        <LocalizedLink
                          href={`/programs/${program.id}`}
                          locale={locale}
                          lang={name.lang}
                          className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                        >
                          {name.text}
                        </LocalizedLink>
                      ) : (
                        <span className="font-semibold" lang={name.lang}>
                          {name.text}
                        </span>
                      )}
                      <span className="block text-sm text-slate-600">
                        <ShownText value={durationText(program.duration, locale, tProgramme)} /> ·{" "}
                        <ShownText value={modeText(program.mode, locale, tProgramme)} />
                      </span>
                    </li>
                  );
                })}
                {listedOnly.map((name) => (
                  <li
                    key={name}
                    className="rounded-md border border-slate-200 px-3 py-2 font-semibold"
                    lang={lang(name)}
                  >
                    {name}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section id="labs" aria-labelledby="labs-title">
            <h2 id="labs-title" className={heading}>
              {t("labsHeading")}
            </h2>
            {campus.labs.length ? (
              <ul className="mt-3 grid list-inside list-disc gap-1 text-slate-800 md:grid-cols-2">
                {campus.labs.map((lab) => (
                  <li key={lab} lang={lang(lab)}>
                    {lab}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">{t("noLabs")}</p>
            )}
          </section>

          <section id="activities" aria-labelledby="activities-title">
            <h2 id="activities-title" className={heading}>
              {t("sections.activities")}
            </h2>
            {campus.activityPhotos.length ? (
              <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
                {campus.activityPhotos.map((photo, index) => (
                  <li key={photo}>
                    <img
                      src={photo}
                      alt={t("activityPhoto", { campus: name.text, index: index + 1 })}
                      className="h-40 w-full rounded-md object-cover"
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">{t("noPhotos")}</p>
            )}
          </section>

          <section id="address" aria-labelledby="address-title">
            <h2 id="address-title" className={heading}>
              {t("sections.address")}
            </h2>
            <address className="mt-3 not-italic text-slate-800">
              <span lang={name.lang}>{name.text}</span>
              {address.text ? (
                <>
                  <br />
                  <span lang={address.lang}>{address.text}</span>
                </>
              ) : null}
            </address>
            <p className="mt-2">
              <ExternalLink href={campusMapUrl(campus)} className="font-semibold text-brand-900 underline">
                {t("openMap")}
              </ExternalLink>
            </p>
          </section>
          <LastUpdated date={latestUpdate(campus.updatedAt, ...programmes.map((p) => p.updatedAt))} />
        </div>
      </div>
    </>
  );
}
