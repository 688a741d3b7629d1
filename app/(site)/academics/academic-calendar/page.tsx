import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { CalendarTable } from "@/components/content/CalendarTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { academicCalendar as content } from "@/content/pages/academics";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function AcademicCalendarPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl">{content.intro}</p>
      <Section id="calendar" heading={`Academic calendar ${content.year}`}>
        <CalendarTable
          id="academic-calendar-table"
          caption={`Academic calendar ${content.year}, for all programmes`}
          entries={content.entries}
        />
      </Section>
      <Section id="new-batch" heading={content.classes2025.heading}>
        <BulletList items={content.classes2025.items} />
      </Section>
      <Section id="calendar-notices" heading="Calendar notices">
        <RelatedNotices search="calendar" emptyText="No calendar notice is published at the moment." />
      </Section>
    </ContentPage>
  );
}
