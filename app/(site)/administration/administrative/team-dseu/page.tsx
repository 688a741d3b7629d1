import type { Metadata } from "next";
import { connection } from "next/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import {
  administrationReviewedOn,
  administrativePage,
  teamDseu,
  teamDseuIntro,
  type PeopleGroup,
} from "@/content/administration";
import { listCampuses } from "@/lib/campuses/queries";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import { sortByName } from "@/lib/sort";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { PeopleGroups } from "../_components/PeopleGroups";

const page = administrativePage("team-dseu");

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: `/administration/administrative/${page.slug}`,
  });
}

export default async function TeamDseuPage() {
  await connection();
  // Campus directors are read from the campus records, so the team page and the campus pages always agree.
  const campuses = sortByName((await listCampuses()).filter((c) => c.director.trim()));
  const directors: PeopleGroup = {
    heading: "Campus Directors",
    people: campuses.map((c) => ({ name: c.director, role: c.name })),
  };
  return (
    <AdministrativeShell current={page.slug} title={page.title} lead={teamDseuIntro}>
      <PeopleGroups groups={[...teamDseu.before, directors, ...teamDseu.after]} />
      <LastUpdated date={latestUpdate(administrationReviewedOn, ...campuses.map((c) => c.updatedAt))} />
    </AdministrativeShell>
  );
}
