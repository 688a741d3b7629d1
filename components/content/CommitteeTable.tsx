import type { CommitteeMember } from "@/content/pages/student-life";
import { DataTable } from "./DataTable";

/** The members of a committee, in the order of the order that constituted it. */
export function CommitteeTable({
  id,
  caption,
  members,
}: {
  id: string;
  caption: string;
  members: readonly CommitteeMember[];
}) {
  return (
    <DataTable
      id={id}
      caption={caption}
      rows={members}
      rowKey={(m) => `${m.name}-${m.role}`}
      columns={[
        { header: "S. No.", numeric: true, cell: (_m, index) => index + 1 },
        { header: "Name", rowHeader: true, cell: (m) => m.name },
        { header: "Role in the committee", cell: (m) => m.role },
      ]}
    />
  );
}
