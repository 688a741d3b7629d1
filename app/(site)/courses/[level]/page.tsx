import { NOT_FOUND_TITLE } from "@/components/layout/NotFoundView";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { ProgramList } from "@/components/programs/ProgramList";
import { LEVEL_INFO, levelPath } from "@/components/programs/levels";
import { listProgramsOfLevel, parseProgramLevel } from "@/lib/programs/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ level: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const level = parseProgramLevel((await params).level);
  if (!level) return { title: NOT_FOUND_TITLE, robots: { index: false } };
  return pageMetadata({
    title: LEVEL_INFO[level].heading,
    description: `${LEVEL_INFO[level].heading} of DSEU, sorted by name. ${LEVEL_INFO[level].summary}`,
    path: levelPath(level),
  });
}

/** /courses/{ug|pg|diploma}, the level in any case; /Courses/… arrives here through proxy.ts. Another level is a 404. */
export default async function ProgramLevelPage({ params }: Props) {
  await connection();
  const segment = (await params).level;
  const level = parseProgramLevel(segment);
  const programs = await listProgramsOfLevel(segment);
  if (!level || !programs) notFound();
  return (
    <>
      <PageHeader
        title={LEVEL_INFO[level].heading}
        crumbs={[
          { name: "Programmes", path: "/courses" },
          { name: LEVEL_INFO[level].heading, path: levelPath(level) },
        ]}
        lead={LEVEL_INFO[level].summary}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <p className="text-sm text-slate-700">
          {programs.length} programme{programs.length === 1 ? "" : "s"}, sorted by name.{" "}
          <Link href="/courses" className="font-semibold text-brand-900 underline">
            All programmes
          </Link>
        </p>
        <ProgramList programs={programs} emptyText="No programmes are listed at this level yet." />
        <LastUpdated date={latestUpdate(...programs.map((p) => p.updatedAt))} />
      </div>
    </>
  );
}
