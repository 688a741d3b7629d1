import { NOT_FOUND_TITLE } from "@/components/layout/NotFoundView";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { ProgramList } from "@/components/programs/ProgramList";
import { levelPath } from "@/components/programs/levels";
import { listProgramsOfLevel, parseProgramLevel } from "@/lib/programs/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ level: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const level = parseProgramLevel((await params).level);
  if (!level) return { title: NOT_FOUND_TITLE, robots: { index: false } };
  const t = await getTranslations("programmePages");
  const heading = t(`levels.${level}.heading`);
  return pageMetadata({
    title: heading,
    description: t("level.description", { heading, summary: t(`levels.${level}.summary`) }),
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
  const [locale, t] = await Promise.all([getLocale(), getTranslations("programmePages")]);
  const heading = t(`levels.${level}.heading`);
  return (
    <>
      <PageHeader
        title={heading}
        crumbs={[
          { name: t("title"), path: "/courses" },
          { name: heading, path: levelPath(level) },
        ]}
        lead={t(`levels.${level}.summary`)}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <p className="text-sm text-slate-700">
          {t("level.count", { count: programs.length })}{" "}
          <LocalizedLink locale={locale} href="/courses" className="font-semibold text-brand-900 underline">
            {t("level.all")}
          </LocalizedLink>
        </p>
        <ProgramList programs={programs} emptyText={t("level.empty")} />
        <LastUpdated
          date={latestUpdate(...programs.map((p) => p.updatedAt))}
          label={t("lastUpdated")}
          locale={locale}
        />
      </div>
    </>
  );
}
