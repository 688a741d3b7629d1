import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { BulletList, Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { RelatedNotices } from "@/components/content/RelatedNotices";
import { holderOf, holderTitleIn } from "@/components/content/people";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText, ShownText } from "@/components/i18n/LocalizedText";
import { RecordText } from "@/components/i18n/RecordText";
import { pageFieldsOf } from "@/lib/content/page-data";
import { iqacFields as fields } from "@/lib/content/page-fields/academics";
import { textIn } from "@/lib/content/localized";
import { formatIndiaDate } from "@/lib/time";
import { listOfficeHolders } from "@/lib/office-holders/queries";
import { findFaculty } from "@/lib/faculty/queries";

export const generateMetadata = () => contentMetadata(fields.path);

export default async function IqacPage() {
  await connection();
  const content = await pageFieldsOf(fields);
  const [holders, headProfile, locale, t, tables] = await Promise.all([
    listOfficeHolders(),
    findFaculty(content.contact.facultyId),
    getLocale(),
    getTranslations("morePages.iqac"),
    getTranslations("contentPages.tables"),
  ]);
  const director = holderOf(holders, "director-iqac");
  const orderDate = formatIndiaDate(content.order.date, "long", locale);
  const headName = <RecordText text={director?.name ?? content.contact.name} locale={locale} />;
  return (
    <ContentPage path={fields.path}>
      <p className="max-w-3xl leading-relaxed">
        <LocalizedText value={content.intro} locale={locale} />
      </p>
      <div className="grid gap-8 lg:grid-cols-2">
        <Section id="objectives" heading={t("objectives")}>
          <BulletList items={content.objectives} locale={locale} />
        </Section>
        <Section id="functions" heading={t("functions")}>
          <BulletList items={content.functions} locale={locale} />
        </Section>
      </div>
      <Section id="committee" heading={t("committee")}>
        <p className="max-w-3xl">
          {t.rich("constituted", {
            number: () => <RecordText text={content.order.number} locale={locale} />,
            date: () => <time dateTime={content.order.date}>{orderDate}</time>,
            issuedBy: () => <LocalizedText value={content.order.issuedBy} locale={locale} />,
          })}
        </p>
        <DataTable
          id="iqac-members"
          caption={t("membersCaption")}
          rows={content.members}
          rowKey={(m) => (typeof m.name === "string" ? m.name : m.name.en)}
          columns={[
            {
              header: t("nameOrOffice"),
              rowHeader: true,
              cell: (m) => <LocalizedText value={m.name} locale={locale} />,
            },
            {
              header: t("representing"),
              cell: (m) => (
                <>
                  <LocalizedText value={m.group} locale={locale} />
                  {m.position ? (
                    <>
                      {" ("}
                      <LocalizedText value={m.position} locale={locale} />
                      {")"}
                    </>
                  ) : null}
                </>
              ),
            },
            { header: tables("role"), cell: (m) => <LocalizedText value={m.role} locale={locale} /> },
          ]}
        />
      </Section>
      <Section id="order" heading={t("order")}>
        <RelatedNotices
          search={content.order.search}
          emptyText={t("orderNotPublished", { number: content.order.number, date: orderDate })}
        />
      </Section>
      <Section id="contact" heading={t("contact")}>
        <p>
          {t.rich("headedBy", {
            name: () =>
              headProfile ? (
                <LocalizedLink
                  href={`/faculty/${content.contact.facultyId}`}
                  locale={locale}
                  className="text-brand-900 underline"
                >
                  {headName}
                </LocalizedLink>
              ) : (
                <strong>{headName}</strong>
              ),
            role: () =>
              director ? <ShownText value={holderTitleIn(director, locale)} /> : textIn(content.contact.role, locale),
          })}
        </p>
      </Section>
    </ContentPage>
  );
}
