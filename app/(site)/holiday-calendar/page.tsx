import { connection } from "next/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { daysInclusive, formatIndiaDate } from "@/lib/time";
import { holidayCalendar as content } from "@/content/pages/offices";

export const generateMetadata = () => contentMetadata(content.page.path);

export default async function HolidayCalendarPage() {
  await connection();
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="holiday-notices" heading="Holiday notices">
        <RelatedNotices search="holiday" emptyText="The holiday list for this year has not been published yet." />
      </Section>
      <Section id="breaks" heading={`Vacations and breaks, ${content.breaksYear}`}>
        <DataTable
          id="breaks-table"
          caption={`Vacations and breaks in the academic calendar ${content.breaksYear}`}
          rows={content.breaks}
          rowKey={(b) => b.item}
          columns={[
            { header: "Break", rowHeader: true, cell: (b) => b.item },
            { header: "From", cell: (b) => <time dateTime={b.from}>{formatIndiaDate(b.from, "weekday")}</time> },
            { header: "To", cell: (b) => <time dateTime={b.to}>{formatIndiaDate(b.to, "weekday")}</time> },
            { header: "Days", numeric: true, cell: (b) => daysInclusive(b.from, b.to) },
          ]}
        />
        <p className="max-w-3xl">{content.note}</p>
      </Section>
    </ContentPage>
  );
}
