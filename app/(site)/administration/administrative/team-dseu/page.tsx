import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { listCampuses } from "@/lib/campuses/queries";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { teamDseuFields, type PeopleGroup } from "@/lib/content/page-fields/administration";
import { noticeWordsIn } from "@/lib/notices/words";
import { latestUpdate } from "@/lib/seo/last-modified";
import { sortByName } from "@/lib/sort";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { PeopleGroups } from "../_components/PeopleGroups";
import { officePageMetadata } from "../_components/office-page";

const SLUG = "team-dseu";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function TeamDseuPage() {
  await connection();
  const [locale, { data }, team, allCampuses] = await Promise.all([
    getLocale(),
    pageContent(teamDseuFields.path),
    pageFieldsOf(teamDseuFields),
    listCampuses(),
  ]);
  const words = noticeWordsIn(locale);
  // Campus directors are read from the campus records, so the team page and the campus pages always agree.
  const campuses = sortByName(allCampuses.filter((c) => c.director.trim()));
  const directors: PeopleGroup = {
    heading: team.campusDirectorsHeading,
    // A campus's name is a record with no Hindi of its own.
    people: campuses.map((c) => ({ name: c.director, role: { en: c.name } })),
  };
  return (
    <AdministrativeShell page={data} current={SLUG}>
      <PeopleGroups groups={[...team.before, directors, ...team.after]} locale={locale} />
      <LastUpdated
        date={latestUpdate(data.lastReviewed, ...campuses.map((c) => c.updatedAt))}
        label={words.lastUpdated}
        locale={locale}
      />
    </AdministrativeShell>
  );
}
