import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listEditableOfficeHolders } from "@/lib/office-holders/service";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { formatIndiaTime } from "@/components/admin/content/india-time";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Office holders" };

/** Every office and who holds it, in the order the pages list them, each linking to its form, and the way to add one. */
export default async function OfficeHoldersAdminPage({
  searchParams,
}: {
  searchParams: Promise<{ deleted?: string }>;
}) {
  const actor = await requireStaff("Editor", "Publisher");
  const [holders, { deleted }] = await Promise.all([listEditableOfficeHolders(actor), searchParams]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Office holders</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Who holds each office of the university, as the home page&rsquo;s leaders&rsquo; desks, the officers&rsquo;
        pages and the contact tables show them. A saved change is shown to visitors at once; there is no draft or
        review. An office&rsquo;s key is fixed once added: pages find its holder by it.
      </p>
      {deleted ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Office holder deleted. Visitors no longer see them.
        </p>
      ) : null}
      <p className="mt-4">
        <Link href="/admin/office-holders/new" className={buttonClass()}>
          Add an office holder
        </Link>
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
