import Link from "next/link";
import { ContentPage, contentMetadata } from "@/components/content/ContentPage";
import { DataTable } from "@/components/content/DataTable";
import { BulletList, Section } from "@/components/content/Section";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { disclosuresPage as content, type Disclosure } from "@/content/pages/facts";

export const generateMetadata = () => contentMetadata(content.page.path);

function DisclosureTable({ id, caption, rows }: { id: string; caption: string; rows: Disclosure[] }) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={rows}
      rowKey={(row) => row.item}
      columns={[
        { header: "Item", rowHeader: true, cell: (row) => row.item },
        { header: "Disclosure", cell: (row) => row.value },
        {
          header: "Source",
          cell: (row) =>
            row.source ? (
              <Link href={row.source.href} className="text-brand-900 underline">
                {row.source.title}
              </Link>
            ) : (
              "—"
            ),
        },
      ]}
    />
  );
}

/** Status, approvals and governance as the university states them; silence is said, not filled. */
export default function MandatoryDisclosuresPage() {
  return (
    <ContentPage path={content.page.path}>
      <p className="max-w-3xl leading-relaxed">{content.intro}</p>
      <Section id="status" heading="Status of the university">
        <DisclosureTable id="disclosure-status" caption="Legal status and officers" rows={content.status} />
      </Section>
      <Section id="approvals" heading="Approvals, accreditation and rankings">
        <DisclosureTable
          id="disclosure-approvals"
          caption="UGC, AICTE, NAAC, NIRF and other rankings"
          rows={content.approvals}
        />
      </Section>
      <Section id="governance" heading="Governance, committees and policies">
        <ul className="grid gap-2 sm:grid-cols-2">
          {content.governance.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-semibold text-brand-900 underline">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="not-published" heading="Not published yet">
        <BulletList items={content.notPublished} />
        <p>
          <ExternalLink href={content.informationBulletin.href} className="font-semibold text-brand-900 underline">
            {content.informationBulletin.title}
          </ExternalLink>
        </p>
      </Section>
    </ContentPage>
  );
}
