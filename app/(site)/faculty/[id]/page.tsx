import type { Metadata } from "next";
import { photoOnThisSite } from "@/lib/faculty/photo";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { departmentPath } from "@/components/departments/links";
import { unitName } from "@/components/departments/names";
import { facultyDisplayName, findFaculty } from "@/lib/faculty/queries";
import { findSchoolOfDepartment } from "@/lib/departments/queries";
import { recordTextLang } from "@/lib/i18n/locales";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { config } from "@/lib/config";
import { ProfileEditor } from "@/components/faculty/ProfileEditor";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const [member, t] = await Promise.all([findFaculty((await params).id), getTranslations("peoplePages.profile")]);
  if (!member) return { title: t("notFoundTitle"), robots: { index: false } };
  const name = facultyDisplayName(member);
  return pageMetadata({
    title: name,
    description: member.department
      ? t("descriptionWithDepartment", { name, designation: member.designation, department: member.department.name })
      : t("description", { name, designation: member.designation }),
    path: `/faculty/${member.id}`,
  });
}

/** Publications are one free text; people separate items with new lines. */
function publicationList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A faculty member's public profile. What the member or the exports wrote (name, designation,
 * overview, research) is a record, shown as written and marked English on the Hindi page; the
 * labels, headings and empty states come from the catalogue.
 */
export default async function FacultyProfilePage({ params }: Props) {
  await connection();
  const member = await findFaculty((await params).id);
  if (!member) notFound();
  const name = facultyDisplayName(member);
  const [school, locale, t, tPeople, tContent] = await Promise.all([
    member.department ? findSchoolOfDepartment(member.department.id) : undefined,
    getLocale(),
    getTranslations("peoplePages.profile"),
    getTranslations("peoplePages"),
    getTranslations("contentPages"),
  ]);
  const lang = (text: string) => recordTextLang(text, locale);
  const departmentName = member.department && unitName(member.department, locale);
  const schoolName = school && unitName(school, locale);
  const overview = member.overview.trim();

  return (
    <>
      <PageHeader
        title={name}
        titleLang={lang(name)}
        crumbs={[
          { name: tPeople("directory.title"), path: "/academics/faculty" },
          ...(school && member.department && departmentName
            ? [
                {
                  name: departmentName.text,
                  lang: departmentName.lang,
                  path: departmentPath(school.id, member.department.id),
                },
              ]
            : []),
          { name, lang: lang(name), path: `/faculty/${member.id}` },
        ]}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        <div className="flex flex-col gap-6 sm:flex-row">
          {photoOnThisSite(member.photo) ? (
            // A plain img: uploaded photos are already small and re-encoded at display size.
            <img
              src={photoOnThisSite(member.photo)}
              alt={t("photo", { name })}
              width={160}
              height={160}
              className="h-40 w-40 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2">
            <dt className="font-semibold text-slate-700">{t("designation")}</dt>
            <dd lang={lang(member.designation)}>{member.designation}</dd>
            <dt className="font-semibold text-slate-700">{t("department")}</dt>
            <dd>
              {member.department && departmentName ? (
                school ? (
                  <LocalizedLink
                    href={departmentPath(school.id, member.department.id)}
                    locale={locale}
                    lang={departmentName.lang}
                    className="text-brand-900 underline"
                  >
                    {departmentName.text}
                  </LocalizedLink>
                ) : (
                  <span lang={departmentName.lang}>{departmentName.text}</span>
                )
              ) : (
                t("notAssigned")
              )}
            </dd>
            {schoolName ? (
              <>
                <dt className="font-semibold text-slate-700">{t("school")}</dt>
                <dd lang={schoolName.lang}>{schoolName.text}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-slate-700">{t("email")}</dt>
            <dd className="break-all">
              <a href={`mailto:${member.email}`} className="text-brand-900 underline">
                {member.email}
              </a>
            </dd>
          </dl>
        </div>

        <ProfileEditor
          facultyId={member.id}
          email={member.email}
          overview={member.overview}
          research={member.research}
          hasPhoto={member.photo !== ""}
          photoMaxBytes={config().photoMaxBytes}
          lang={locale === "hi" ? "en" : undefined}
        />

        <section aria-labelledby="overview-title">
          <h2 id="overview-title" className="text-2xl font-bold text-brand-900">
            {t("overview")}
          </h2>
          {overview ? (
            <p className="mt-3 whitespace-pre-line text-slate-800" lang={lang(overview)}>
              {overview}
            </p>
          ) : (
            <p className="mt-3 whitespace-pre-line text-slate-800">{t("noOverview")}</p>
          )}
        </section>

        <section aria-labelledby="research-title">
          <h2 id="research-title" className="text-2xl font-bold text-brand-900">
            {t("research")}
          </h2>
          {member.research.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("noResearch")}</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {member.research.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-5">
                  {entry.researchArea ? (
                    <h3 className="text-lg font-bold text-slate-900" lang={lang(entry.researchArea)}>
                      {entry.researchArea}
                    </h3>
                  ) : (
                    <h3 className="text-lg font-bold text-slate-900">{t("noResearchArea")}</h3>
                  )}
                  {entry.researchOverview ? (
                    <p className="mt-2 whitespace-pre-line text-slate-800" lang={lang(entry.researchOverview)}>
                      {entry.researchOverview}
                    </p>
                  ) : null}
                  {publicationList(entry.publications).length ? (
                    <>
                      <h4 className="mt-3 font-semibold text-slate-800">{t("publications")}</h4>
                      <ul
                        className="mt-1 list-inside list-disc space-y-1 text-slate-800"
                        lang={lang(entry.publications)}
                      >
                        {publicationList(entry.publications).map((publication) => (
                          <li key={publication}>{publication}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <LastUpdated date={latestUpdate(member.updatedAt)} label={tContent("lastUpdated")} locale={locale} />
      </div>
    </>
  );
}
