import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { JsonLd } from "@/components/seo/JsonLd";
import { LEVEL_INFO, levelPath } from "@/components/programs/levels";
import { ProgramStructure } from "@/components/programs/ProgramStructure";
import { programJsonLd } from "@/components/programs/program-json-ld";
import { departmentPath } from "@/components/departments/links";
import { findProgram } from "@/lib/programs/queries";
import { findSchoolOfDepartment } from "@/lib/departments/queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { programTitle } from "@/lib/programs/title";
import { applyLink } from "@/lib/programs/apply";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { NOT_AVAILABLE } from "@/content/pages/facts";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const program = await findProgram((await params).id);
  if (!program) return { title: "Programme not found", robots: { index: false } };
  return pageMetadata({
    title: programTitle(program),
    description:
      program.description ||
      `${program.name}: a ${program.duration.toLowerCase()} ${LEVEL_INFO[program.level].name} programme of DSEU.`,
    path: `/programs/${program.id}`,
  });
}

/** One programme; an unknown or malformed id renders not-found.tsx ('data not found'), with the status 404 from proxy.ts. */
export default async function ProgramPage({ params }: Props) {
  await connection();
  const program = await findProgram((await params).id);
  if (!program) notFound();
  const school = program.department ? await findSchoolOfDepartment(program.department.id) : undefined;
  const path = `/programs/${program.id}`;
  const facts: [string, React.ReactNode][] = [
    ["Code", program.code],
    [
      "Level",
      <Link key="level" href={levelPath(program.level)} className="text-brand-900 underline">
        {LEVEL_INFO[program.level].name}
      </Link>,
    ],
    ["Duration", program.duration],
    ["Mode", program.mode],
    ["Fees", program.fees ?? NOT_AVAILABLE],
    ["Intake (seats)", NOT_AVAILABLE],
    [
      "Department",
      program.department ? (
        school ? (
          <Link key="dept" href={departmentPath(school.id, program.department.id)} className="text-brand-900 underline">
            {program.department.name}
          </Link>
        ) : (
          program.department.name
        )
      ) : (
        "Not assigned"
      ),
    ],
  ];

  return (
    <>
      <PageHeader
        title={program.name}
        crumbs={[
          { name: "Programmes", path: "/courses" },
          { name: LEVEL_INFO[program.level].heading, path: levelPath(program.level) },
          { name: program.name, path },
        ]}
        lead={program.description || undefined}
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
            Eligibility
          </h2>
          <p className="mt-3 max-w-3xl text-slate-800">{program.eligibility || NOT_AVAILABLE}</p>
        </section>

        <section aria-labelledby="apply-title">
          <h2 id="apply-title" className="text-2xl font-bold text-brand-900">
            How to apply
          </h2>
          <p className="mt-3 max-w-3xl text-slate-800">
            Applications are made on the university&apos;s admission portal, during the admission cycle; the dates are
            on the{" "}
            <Link href="/admission" className="font-semibold text-brand-900 underline">
              admission page
            </Link>
            .
          </p>
          <p className="mt-3">
            <ExternalLink
              href={applyLink(program.level).href}
              className="inline-block rounded-md bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {applyLink(program.level).title}
            </ExternalLink>
          </p>
        </section>

        <section aria-labelledby="structure-title">
          <h2 id="structure-title" className="text-2xl font-bold text-brand-900">
            NEP based structure
          </h2>
          <div className="mt-4">
            <ProgramStructure years={program.years} />
          </div>
        </section>

        <section aria-labelledby="campuses-title">
          <h2 id="campuses-title" className="text-2xl font-bold text-brand-900">
            Where it is taught
          </h2>
          {program.campuses.length ? (
            <ul className="mt-3 flex flex-wrap gap-3">
              {program.campuses.map((campus) => (
                <li key={campus.id}>
                  <Link
                    href={`/campus/${campus.slug}`}
                    className="inline-block rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-brand-900 hover:border-brand-900"
                  >
                    {campus.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">
              The campuses running this programme are announced with each admission cycle; see the{" "}
              <Link href="/admission" className="font-semibold text-brand-900 underline">
                admission page
              </Link>
              .
            </p>
          )}
        </section>
        <LastUpdated date={program.updatedAt} />
      </div>
      <JsonLd data={programJsonLd(program, path)} />
    </>
  );
}
