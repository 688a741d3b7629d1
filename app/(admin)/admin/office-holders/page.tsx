import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listEditableOfficeHolders } from "@/lib/office-holders/service";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { formatIndiaTime } from "@/components/admin/content/india-time";

export const metadata = { title: "Office holders" };

/** Every office and who holds it, in the order the pages list them, each linking to its form. */
export default async function OfficeHoldersAdminPage() {
  const actor = await requireStaff("Editor", "Publisher");
  const holders = await listEditableOfficeHolders(actor);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Office holders</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Who holds each office of the university, as the home page&rsquo;s leaders&rsquo; desks, the officers&rsquo;
        pages and the contact tables show them. A saved change is shown to visitors at once; there is no draft or
        review. The offices themselves are fixed: pages find their holder by the office.
      </p>
      <ScrollTable id="office-holders-caption" caption="Office holders, in the order pages list them">
        <thead>
          <tr className="bg-brand-50">
            <th scope="col" className={TH}>
              Position
            </th>
            <th scope="col" className={TH}>
              Office
            </th>
            <th scope="col" className={TH}>
              Title
            </th>
            <th scope="col" className={TH}>
              Name
            </th>
            <th scope="col" className={TH}>
              Changed at
            </th>
          </tr>
        </thead>
        <tbody>
          {holders.map((holder) => (
            <tr key={holder.id}>
              <td className={TD}>{holder.position}</td>
              <td className={TD}>
                <code>{holder.office}</code>
              </td>
              <th scope="row" className={`${TD} font-normal`}>
                <Link href={`/admin/office-holders/${holder.id}`} className="font-semibold text-brand-900 underline">
                  {holder.title}
                </Link>
              </th>
              <td className={TD}>{holder.name}</td>
              <td className={TD}>
                <time dateTime={holder.updatedAt}>{formatIndiaTime(holder.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
