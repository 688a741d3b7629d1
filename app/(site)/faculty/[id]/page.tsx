import type { Metadata } from "next";
import Link from "next/link";
import { photoOnThisSite } from "@/lib/faculty/photo";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { departmentPath } from "@/components/departments/links";
import { facultyDisplayName, findFaculty } from "@/lib/faculty/queries";
import { findSchoolOfDepartment } from "@/lib/departments/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { config } from "@/lib/config";
import { ProfileEditor } from "@/components/faculty/ProfileEditor";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const member = await findFaculty((await params).id);
  if (!member) return { title: "Faculty details not found", robots: { index: false } };
  const name = facultyDisplayName(member);
  return pageMetadata({
    title: name,
    description: `${name}, ${member.designation}${member.department ? `, ${member.department.name}` : ""} at DSEU: profile and research.`,
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

export default async function FacultyProfilePage({ params }: Props) {
  await connection();
  const member = await findFaculty((await params).id);
  if (!member) notFound();
  const name = facultyDisplayName(member);
  const school = member.department ? await findSchoolOfDepartment(member.department.id) : undefined;

  return (
    <>
      <PageHeader
        title={name}
        crumbs={[
          { name: "Faculties and Departments", path: "/academics/faculty" },
          ...(school && member.department
            ? [{ name: member.department.name, path: departmentPath(school.id, member.department.id) }]
            : []),
          { name, path: `/faculty/${member.id}` },
        ]}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        <div className="flex flex-col gap-6 sm:flex-row">
          {photoOnThisSite(member.photo) ? (
            // A plain img: uploaded photos are already small and re-encoded at display size.
            <img
              src={photoOnThisSite(member.photo)}
              alt={`Photograph of ${name}`}
              width={160}
              height={160}
              className="h-40 w-40 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2">
            <dt className="font-semibold text-slate-700">Designation</dt>
            <dd>{member.designation}</dd>
            <dt className="font-semibold text-slate-700">Department</dt>
            <dd>
              {member.department ? (
                school ? (
                  <Link href={departmentPath(school.id, member.department.id)} className="text-brand-900 underline">
                    {member.department.name}
                  </Link>
                ) : (
                  member.department.name
                )
              ) : (
                "Not assigned"
              )}
            </dd>
            {school ? (
              <>
                <dt className="font-semibold text-slate-700">Faculty</dt>
                <dd>{school.name}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-slate-700">Email</dt>
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
        />

        <section aria-labelledby="overview-title">
          <h2 id="overview-title" className="text-2xl font-bold text-brand-900">
            Overview
          </h2>
          <p className="mt-3 whitespace-pre-line text-slate-800">{member.overview.trim() || "Bio not available."}</p>
        </section>

        <section aria-labelledby="research-title">
          <h2 id="research-title" className="text-2xl font-bold text-brand-900">
            Research
          </h2>
          {member.research.length === 0 ? (
            <p className="mt-3 text-slate-700">Research details not available.</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {member.research.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-5">
                  <h3 className="text-lg font-bold text-slate-900">
                    {entry.researchArea || "Research area not stated"}
                  </h3>
                  {entry.researchOverview ? (
                    <p className="mt-2 whitespace-pre-line text-slate-800">{entry.researchOverview}</p>
                  ) : null}
                  {publicationList(entry.publications).length ? (
                    <>
                      <h4 className="mt-3 font-semibold text-slate-800">Publications</h4>
                      <ul className="mt-1 list-inside list-disc space-y-1 text-slate-800">
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
        <LastUpdated date={latestUpdate(member.updatedAt)} />
      </div>
    </>
  );
}
