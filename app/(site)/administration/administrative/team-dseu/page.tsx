import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import {
  administrationReviewedOn,
  campusDirectorsHeading,
  teamDseu,
  teamDseuIntro,
  type PeopleGroup,
} from "@/content/administration";
import { listCampuses } from "@/lib/campuses/queries";
import { textIn } from "@/lib/content/localized";
import { noticeWordsIn } from "@/lib/notices/words";
import { latestUpdate } from "@/lib/seo/last-modified";
import { sortByName } from "@/lib/sort";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { PeopleGroups } from "../_components/PeopleGroups";
import { officePageMetadata } from "../_components/office-page";
import { administrativePageText } from "@/lib/notices/boards";

const SLUG = "team-dseu";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function TeamDseuPage() {
  await connection();
  const locale = await getLocale();
  const words = noticeWordsIn(locale);
  // Campus directors are read from the campus records, so the team page and the campus pages always agree.
  const campuses = sortByName((await listCampuses()).filter((c) => c.director.trim()));
  const directors: PeopleGroup = {
    heading: campusDirectorsHeading,
    // A campus's name is a record with no Hindi of its own.
    people: campuses.map((c) => ({ name: c.director, role: { en: c.name } })),
  };
  return (
    <AdministrativeShell
      current={SLUG}
      title={administrativePageText(SLUG, locale).title}
      lead={textIn(teamDseuIntro, locale)}
    >
      <PeopleGroups groups={[...teamDseu.before, directors, ...teamDseu.after]} locale={locale} />
      <LastUpdated
        date={latestUpdate(administrationReviewedOn, ...campuses.map((c) => c.updatedAt))}
        label={words.lastUpdated}
        locale={locale}
      />
    </AdministrativeShell>
  );
}
