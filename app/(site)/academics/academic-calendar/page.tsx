import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { CalendarTable } from "@/components/content/CalendarTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { academicCalendarFields as fields } from "@/lib/content/page-fields/academics";

export const generateMetadata = () => contentMetadata(fields.path);

export default async function AcademicCalendarPage() {
  await connection();
  const [locale, t, calendar, content] = await Promise.all([
    getLocale(),
    getTranslations("morePages.academicCalendar"),
    getTranslations("morePages.calendar"),
    pageFieldsOf(fields),
  ]);
  return (
    <ContentPage path={fields.path}>
      <p className="max-w-3xl">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="calendar" heading={t("heading", { year: content.year })}>
        <CalendarTable
          id="academic-calendar-table"
          caption={t("caption", { year: content.year })}
          entries={content.entries}
          locale={locale}
          words={{
            what: calendar("what"),
            when: calendar("when"),
            range: (from, to) => calendar.rich("range", { from: () => from, to: () => to }),
          }}
        />
      </Section>
      <Section id="new-batch" heading={<LocalizedText value={content.classes2025.heading} locale={locale} />}>
        <BulletList items={content.classes2025.items} locale={locale} />
      </Section>
      <Section id="calendar-notices" heading={t("notices")}>
        <RelatedNotices search="calendar" emptyText={t("noNotices")} />
      </Section>
    </ContentPage>
  );
}
