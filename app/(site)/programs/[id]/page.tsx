import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { JsonLd } from "@/components/seo/JsonLd";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { levelPath } from "@/components/programs/levels";
import { ProgramStructure } from "@/components/programs/ProgramStructure";
import { programJsonLd } from "@/components/programs/program-json-ld";
import { durationText, feesText, modeText, programText } from "@/components/programs/program-text";
import { ShownText } from "@/components/i18n/LocalizedText";
import { departmentPath } from "@/components/departments/links";
import { unitName } from "@/components/departments/names";
import { findProgram } from "@/lib/programs/queries";
import { findSchoolOfDepartment } from "@/lib/departments/queries";
import { recordTextLang } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { programTitle } from "@/lib/programs/title";
import { applyHref } from "@/lib/programs/apply";
import { sitePortals } from "@/lib/content/page-data";
import { ExternalLink } from "@/components/layout/ExternalLink";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const [program, locale, t] = await Promise.all([
    findProgram((await params).id),
    getLocale(),
    getTranslations("programmePages"),
  ]);
  if (!program) return { title: t("notFound.title"), robots: { index: false } };
  const name = programText(program, "name", locale).text;
  return pageMetadata({
    title: programTitle({ name, code: program.code }),
    description:
      programText(program, "description", locale).text ||
      t("metaDescription", {
        name,
        duration: locale === "en" ? program.duration.toLowerCase() : durationText(program.duration, locale, t).text,
        level: t(`levels.${program.level}.name`),
      }),
    path: `/programs/${program.id}`,
  });
}

/** One programme; an unknown or malformed id is a 404 with the programme's not-found view ('data not found', components/programs/ProgramNotFound.tsx). */
export default async function ProgramPage({ params }: Props) {
  await connection();
  const program = await findProgram((await params).id);
  if (!program) notFound();
  const [locale, t, portals] = await Promise.all([getLocale(), getTranslations("programmePages"), sitePortals()]);
  const school = program.department ? await findSchoolOfDepartment(program.department.id) : undefined;
  const path = `/programs/${program.id}`;
  const name = programText(program, "name", locale);
  const description = programText(program, "description", locale);
  const eligibility = programText(program, "eligibility", locale);
  const levelHeading = t(`levels.${program.level}.heading`);
  const admissionLink = (chunks: React.ReactNode) => (
    <LocalizedLink locale={locale} href="/admission" className="font-semibold text-brand-900 underline">
      {chunks}
    </LocalizedLink>
  );
  const departmentName = program.department ? <ShownText value={unitName(program.department, locale)} /> : null;
  const facts: [string, React.ReactNode][] = [
    [t("facts.code"), program.code],
    [
      t("facts.level"),
      <LocalizedLink key="level" locale={locale} href={levelPath(program.level)} className="text-brand-900 underline">
        {t(`levels.${program.level}.name`)}
      </LocalizedLink>,
    ],
    [t("facts.duration"), <ShownText key="duration" value={durationText(program.duration, locale, t)} />],
    [t("facts.mode"), <ShownText key="mode" value={modeText(program.mode, locale, t)} />],
    [
      t("facts.fees"),
      program.fees ? <ShownText key="fees" value={feesText(program.fees, locale, t)} /> : t("facts.notAvailable"),
    ],
    // Indian digit grouping on both languages' pages, as the fees are written.
    [t("facts.intake"), program.seats ? program.seats.toLocaleString("en-IN") : t("facts.notAvailable")],
    [
      t("facts.department"),
      departmentName ? (
        school ? (
          <LocalizedLink
            key="dept"
            locale={locale}
            href={departmentPath(school.id, program.department!.id)}
            className="text-brand-900 underline"
          >
            {departmentName}
          </LocalizedLink>
        ) : (
          departmentName
        )
      ) : (
        t("facts.notAssigned")
      ),
    ],
  ];

  return (
    <>
      <PageHeader
        title={name.text}
        titleLang={name.lang}
        crumbs={[
          { name: t("title"), path: "/courses" },
          { name: levelHeading, path: levelPath(program.level) },
          { name: name.text, path, lang: name.lang },
        ]}
        lead={description.text || undefined}
        leadLang={description.lang}
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([term, value]) => (
            <div key={term} className="rounded-lg border border-slate-200 bg-white p-4">
              <dt className="text-sm font-semibold text-slate-600">{term}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="eligibility-title">
          <h2 id="eligibility-title" className="text-2xl font-bold text-brand-900">
            {t("eligibility")}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-800" lang={eligibility.text ? eligibility.lang : undefined}>
            {eligibility.text || t("facts.notAvailable")}
          </p>
        </section>

        <section aria-labelledby="apply-title">
          <h2 id="apply-title" className="text-2xl font-bold text-brand-900">
            {t("apply.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-800">{t.rich("apply.text", { link: admissionLink })}</p>
          {portals ? (
            <p className="mt-3">
              <ExternalLink
                href={applyHref(program.level, portals)}
                className="inline-block rounded-md bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {t(`apply.${program.level}`)}
              </ExternalLink>
            </p>
          ) : null}
        </section>

        <section aria-labelledby="structure-title">
          <h2 id="structure-title" className="text-2xl font-bold text-brand-900">
            {t("structure.heading")}
          </h2>
          <div className="mt-4">
            <ProgramStructure years={program.years} />
          </div>
        </section>

        <section aria-labelledby="campuses-title">
          <h2 id="campuses-title" className="text-2xl font-bold text-brand-900">
            {t("campuses.heading")}
          </h2>
          {program.campuses.length ? (
            <ul className="mt-3 flex flex-wrap gap-3">
              {program.campuses.map((campus) => (
                <li key={campus.id}>
                  <LocalizedLink
                    locale={locale}
                    href={`/campus/${campus.slug}`}
                    lang={recordTextLang(campus.name, locale)}
                    className="inline-block rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-brand-900 hover:border-brand-900"
                  >
                    {campus.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">{t.rich("campuses.none", { link: admissionLink })}</p>
          )}
        </section>
        <LastUpdated date={program.updatedAt} label={t("lastUpdated")} locale={locale} />
      </div>
      <JsonLd data={programJsonLd(program, path, locale, t)} />
    </>
  );
}
