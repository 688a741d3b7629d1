import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { OfficeHolder } from "@/lib/office-holders/queries";
import type { LeaderFields } from "@/lib/content/page-fields/leadership";
import { recordTextLang } from "@/lib/i18n/locales";
import { inLocale, pictureIn, textIn } from "@/lib/content/localized";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { ContentPage, contentMetadata } from "./ContentPage";
import { ContentPicture } from "./ContentPicture";
import { BulletList, Paragraphs, Section, TextBlock } from "./Section";
import { LinkList } from "./LinkList";
import { ContactTable } from "./ContactTable";
import { holderMessageIn, holderOf, holderTitle, holderTitleIn, otherOfficesOf, samePerson } from "./people";

export function leaderMetadata(page: LeaderFields): Promise<Metadata> {
  return contentMetadata(page.path);
}

/**
 * An officer's page. Name, title and message come from the database; the biography is shown only
 * while the person it describes holds the office, so a new holder never appears with the old one's CV.
 * The holder's photograph follows the same rule, so nobody is shown beside another person's name.
 * Names are records, shown as stored (marked English on the Hindi page); holders' titles and
 * messages have their Hindi where staff or the glossary give one (people.ts). The office's title in
 * headings and captions is the page's published title, in the page's language.
 */
export async function LeaderPage({ page, holders }: { page: LeaderFields; holders: readonly OfficeHolder[] }) {
  const [locale, t, tContent, { data }, text] = await Promise.all([
    getLocale(),
    getTranslations("peoplePages.officers"),
    getTranslations("contentPages"),
    pageContent(page.path),
    pageFieldsOf(page),
  ]);
  const holder = holderOf(holders, page.office);
  const biographyApplies = holder !== undefined && samePerson(holder.name, text.profileOf);
  const message = holder?.message
    ? holderMessageIn(holder, locale)
    : biographyApplies && text.message
      ? inLocale(text.message, locale)
      : undefined;
  const otherOffices = holder ? otherOfficesOf(holders, holder) : [];
  const contacts = text.contactOffices
    .map((office) => holderOf(holders, office))
    .filter((h): h is OfficeHolder => h !== undefined);
  const title = inLocale(data.title, locale);
  const lang = (record: string) => recordTextLang(record, locale);
  const holderTitleShown = holder ? holderTitleIn(holder, locale) : undefined;

  return (
    <ContentPage path={page.path}>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <Section
            id="holder"
            heading={
              holder ? <span lang={lang(holder.name)}>{holder.name}</span> : <span lang={title.lang}>{title.text}</span>
            }
          >
            <div className="flex flex-wrap items-start gap-6">
              {biographyApplies && text.photo ? (
                <ContentPicture
                  picture={pictureIn(text.photo, locale)}
                  preload
                  className="h-auto w-32 rounded-lg border border-slate-200 sm:w-40"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                {holderTitleShown ? (
                  <p className="text-lg text-slate-700" lang={holderTitleShown.lang}>
                    {holderTitleShown.text}
                  </p>
                ) : (
                  <p>{t("beingUpdated")}</p>
                )}
                {holder?.email ? (
                  <p>
                    {t("email")}{" "}
                    <a href={`mailto:${holder.email}`} className="text-brand-900 underline">
                      {holder.email}
                    </a>
                  </p>
                ) : null}
              </div>
            </div>
          </Section>
          {message ? (
            <Section id="message" heading={t("message")}>
              <blockquote
                lang={message.lang}
                className="max-w-3xl border-l-4 border-accent-600 pl-4 text-lg leading-relaxed text-slate-800"
              >
                {message.text}
              </blockquote>
            </Section>
          ) : null}
          {biographyApplies ? (
            <Section id="profile" heading={t("profile")}>
              <Paragraphs paragraphs={text.biography} locale={locale} />
              {text.lists.map((list) => (
                <TextBlock key={list.id} section={list} level={3} locale={locale} />
              ))}
            </Section>
          ) : null}
          <TextBlock section={{ id: "office", ...text.role }} locale={locale} />
          {contacts.length > 0 ? (
            <Section id="contacts" heading={t("contacts")}>
              <ContactTable
                id="office-contacts"
                caption={t("contactsCaption", { office: textIn(data.title, locale) })}
                contacts={contacts.map((c) => ({ name: c.name, role: holderTitle(c), email: c.email || undefined }))}
                locale={locale}
                words={{
                  name: tContent("tables.name"),
                  role: tContent("tables.role"),
                  email: tContent("tables.email"),
                  notPublished: tContent("notPublished"),
                }}
              />
            </Section>
          ) : null}
        </div>
        <aside aria-labelledby="related-title" className="space-y-8">
          {otherOffices.length > 0 && holder ? (
            <section aria-labelledby="other-offices-title">
              <h2 id="other-offices-title" className="text-xl font-bold text-brand-900">
                {t("alsoHolds")}
              </h2>
              <div className="mt-3">
                <BulletList items={otherOffices.map(holderTitle)} locale={locale} />
              </div>
            </section>
          ) : null}
          <section>
            <h2 id="related-title" className="text-xl font-bold text-brand-900">
              {t("related")}
            </h2>
            <div className="mt-3">
              <LinkList links={text.links} locale={locale} />
            </div>
          </section>
        </aside>
      </div>
    </ContentPage>
  );
}
