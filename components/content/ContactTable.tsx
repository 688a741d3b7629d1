import type { Contact } from "@/content/pages/types";
import { DataTable } from "./DataTable";
import { EmailLink } from "./EmailLink";

/** People to contact: name (row header), role and email, as a table. */
export function ContactTable({ id, caption, contacts }: { id: string; caption: string; contacts: readonly Contact[] }) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={contacts}
      rowKey={(c) => `${c.name}-${c.role}`}
      columns={[
        { header: "Name", rowHeader: true, cell: (c) => c.name },
        { header: "Role", cell: (c) => c.role },
        { header: "Email", cell: (c) => (c.email ? <EmailLink email={c.email} /> : "Not published") },
      ]}
    />
  );
}
