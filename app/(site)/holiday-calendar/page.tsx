import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { daysInclusive, formatIndiaDate } from "@/lib/time";
import { pageFieldsOf } from "@/lib/content/page-data";
import { holidayCalendarFields } from "@/lib/content/page-fields/offices";

export const generateMetadata = () => contentMetadata(holidayCalendarFields.path);

export default async function HolidayCalendarPage() {
  await connection();
  const [locale, t, content] = await Promise.all([
    getLocale(),
    getTranslations("morePages.holidays"),
    pageFieldsOf(holidayCalendarFields),
  ]);
  const day = (value: string) => <time dateTime={value}>{formatIndiaDate(value, "weekday", locale)}</time>;
  return (
    <ContentPage path={holidayCalendarFields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <Section id="holiday-notices" heading={t("notices")}>
        <RelatedNotices search="holiday" emptyText={t("noList")} />
      </Section>
      <Section id="breaks" heading={t("breaks", { year: content.breaksYear })}>
        <DataTable
          id="breaks-table"
          caption={t("breaksCaption", { year: content.breaksYear })}
          rows={content.breaks}
          rowKey={(b) => b.item.en}
          columns={[
            { header: t("break"), rowHeader: true, cell: (b) => <LocalizedText value={b.item} locale={locale} /> },
            { header: t("from"), cell: (b) => day(b.from) },
            { header: t("to"), cell: (b) => day(b.to) },
            { header: t("days"), numeric: true, cell: (b) => daysInclusive(b.from, b.to) },
          ]}
        />
        <p className="max-w-3xl">
          <LocalizedText value={content.note} locale={locale} />
        </p>
      </Section>
    </ContentPage>
  );
}
