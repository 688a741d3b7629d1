import type { Helpline } from "@/content/pages/student-life";
import { ExternalLink } from "@/components/layout/ExternalLink";
import { DataTable } from "./DataTable";
import { EmailLink } from "./EmailLink";

/** Helplines with a tappable number (tel: link), email and website. */
export function HelplineTable({
  id,
  caption,
  helplines,
}: {
  id: string;
  caption: string;
  helplines: readonly Helpline[];
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={helplines}
      rowKey={(h) => h.number}
      columns={[
        { header: "Helpline", rowHeader: true, cell: (h) => h.service },
        {
          header: "Phone",
          cell: (h) => (
            <a href={`tel:${h.number.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-900 underline">
              {h.number}
            </a>
          ),
        },
        { header: "Hours", cell: (h) => h.hours },
        {
          header: "Email and website",
          cell: (h) => (
            <>
              {h.email ? <EmailLink email={h.email} /> : null}
              {h.website ? (
                <span className="block">
                  <ExternalLink href={h.website} className="text-brand-900 underline">
                    {new URL(h.website).hostname}
                  </ExternalLink>
                </span>
              ) : null}
              {!h.email && !h.website ? "—" : null}
            </>
          ),
        },
      ]}
    />
  );
}
