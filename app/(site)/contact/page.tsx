import Link from "next/link";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { DataTable } from "@/components/content/DataTable";
import { EmailLink } from "@/components/content/EmailLink";
import { Section } from "@/components/content/Section";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { campusMapUrl } from "@/components/campuses/zones";
import { listCampuses, publicDirectorEmail } from "@/lib/campuses/queries";
import { contactPage as content, NOT_AVAILABLE } from "@/content/pages/facts";

export const generateMetadata = () => contentMetadata(content.page.path);

/** Every office's address, email and map, then every campus's, read from the database. */
export default async function ContactPage() {
  await connection();
  const [campuses, tCampuses] = await Promise.all([listCampuses(), getTranslations("campuses")]);
  return (
    <ContentPage path={content.page.path}>
      <Section id="offices" heading="Offices">
        <ul className="grid gap-4 md:grid-cols-2">
          {content.offices.map((office, index) => (
            <li key={office.name}>
              <section aria-labelledby={`office-${index}`} className="h-full rounded-lg border border-slate-300 p-4">
                <h3 id={`office-${index}`} className="text-lg font-semibold text-brand-900">
                  {office.name}
                </h3>
                <p className="mt-1 text-slate-700">{office.does}</p>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold">Address</dt>
                  <dd>{office.address ?? NOT_AVAILABLE}</dd>
                  <dt className="font-semibold">Email</dt>
                  <dd>
                    {office.emails.length === 0 ? (
                      NOT_AVAILABLE
                    ) : (
                      <ul>
                        {office.emails.map((email) => (
                          <li key={email.address}>
                            {email.label ? `${email.label}: ` : null}
                            <EmailLink email={email.address} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                  <dt className="font-semibold">Map</dt>
                  <dd>
                    {office.mapUrl ? (
                      <ExternalLink href={office.mapUrl} className="text-brand-900 underline">
                        Open in Google Maps<span className="sr-only">: {office.name}</span>
                      </ExternalLink>
                    ) : (
                      NOT_AVAILABLE
                    )}
                  </dd>
                </dl>
              </section>
            </li>
          ))}
        </ul>
        <p className="max-w-3xl">{content.phoneNote}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {content.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-semibold text-brand-900 underline">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="campuses" heading="Campuses">
        <p className="max-w-3xl">{content.campusesIntro}</p>
        <DataTable
          id="campus-contacts"
          caption="Campus addresses, directors and maps"
          rows={campuses}
          rowKey={(campus) => campus.id}
          columns={[
            {
              header: "Campus",
              rowHeader: true,
              cell: (campus) => (
                <Link href={`/campus/${campus.slug}`} className="text-brand-900 underline">
                  {campus.name}
                </Link>
              ),
            },
            { header: "Zone", cell: (campus) => tCampuses(`zones.${campus.zone}`) },
            { header: "Address", cell: (campus) => campus.address || NOT_AVAILABLE },
            { header: "Director", cell: (campus) => campus.director || NOT_AVAILABLE },
            {
              header: "Email",
              cell: (campus) => {
                const email = publicDirectorEmail(campus);
                return email ? <EmailLink email={email} /> : NOT_AVAILABLE;
              },
            },
            {
              header: "Map",
              cell: (campus) => (
                <ExternalLink href={campusMapUrl(campus)} className="text-brand-900 underline">
                  Map<span className="sr-only"> of {campus.name}</span>
                </ExternalLink>
              ),
            },
          ]}
        />
      </Section>
    </ContentPage>
  );
}
