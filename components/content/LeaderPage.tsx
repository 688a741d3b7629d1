import type { Metadata } from "next";
import type { OfficeHolder } from "@/lib/office-holders/queries";
import type { LeaderPageText } from "@/content/pages/leadership";
import { ContentPage, contentMetadata } from "./ContentPage";
import { BulletList, Paragraphs, Section, TextBlock } from "./Section";
import { LinkList } from "./LinkList";
import { ContactTable } from "./ContactTable";
import { holderOf, otherOfficesOf, samePerson } from "./people";

export function leaderMetadata(text: LeaderPageText): Promise<Metadata> {
  return contentMetadata(text.page.path);
}

/**
 * An officer's page. Name, title and message come from the database; the biography is shown only
 * while the person it describes holds the office, so a new holder never appears with the old one's CV.
 */
export function LeaderPage({ text, holders }: { text: LeaderPageText; holders: readonly OfficeHolder[] }) {
  const holder = holderOf(holders, text.office);
  const biographyApplies = holder !== undefined && samePerson(holder.name, text.profileOf);
  const message = holder?.message || (biographyApplies ? text.message : undefined);
  const otherOffices = holder ? otherOfficesOf(holders, holder) : [];
  const contacts = (text.contactOffices ?? [])
    .map((office) => holderOf(holders, office))
    .filter((h): h is OfficeHolder => h !== undefined);

  return (
    <ContentPage path={text.page.path}>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <Section id="holder" heading={holder ? holder.name : text.page.title}>
            {holder ? (
              <p className="text-lg text-slate-700">{holder.title}</p>
            ) : (
              <p>The details of the current holder of this office are being updated.</p>
            )}
            {holder?.email ? (
              <p>
                Email:{" "}
                <a href={`mailto:${holder.email}`} className="text-brand-900 underline">
                  {holder.email}
                </a>
              </p>
            ) : null}
          </Section>
          {message ? (
            <Section id="message" heading="Message">
              <blockquote className="max-w-3xl border-l-4 border-accent-600 pl-4 text-lg leading-relaxed text-slate-800">
                {message}
              </blockquote>
            </Section>
          ) : null}
          {biographyApplies ? (
            <Section id="profile" heading="Profile">
              <Paragraphs paragraphs={text.biography} />
              {text.lists.map((list) => (
                <TextBlock key={list.id} section={list} level={3} />
              ))}
            </Section>
          ) : null}
          <TextBlock section={text.role} />
          {contacts.length > 0 ? (
            <Section id="contacts" heading="Contacts in the office">
              <ContactTable
                id="office-contacts"
                caption={`Officers working with the ${text.page.title}`}
                contacts={contacts.map((c) => ({ name: c.name, role: c.title, email: c.email || undefined }))}
              />
            </Section>
          ) : null}
        </div>
        <aside aria-labelledby="related-title" className="space-y-8">
          {otherOffices.length > 0 && holder ? (
            <section aria-labelledby="other-offices-title">
              <h2 id="other-offices-title" className="text-xl font-bold text-brand-900">
                Also holds
              </h2>
              <div className="mt-3">
                <BulletList items={otherOffices.map((o) => o.title)} />
              </div>
            </section>
          ) : null}
          <section>
            <h2 id="related-title" className="text-xl font-bold text-brand-900">
              Related pages
            </h2>
            <div className="mt-3">
              <LinkList links={text.links} />
            </div>
          </section>
        </aside>
      </div>
    </ContentPage>
  );
}
