import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { diffRevisions, listRevisions } from "@/lib/content/service";
import { firstValue, type SearchParams } from "@/lib/notices/board-query";
import { buttonClass } from "@/components/ui/Button";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { TYPE_INFO } from "@/lib/content/editor-fields";
import { formatIndiaTime } from "@/lib/india-time-input";
import { RevisionDiffView } from "@/components/admin/content/RevisionDiffView";
import { REVISION_ACTION_LABEL } from "@/components/admin/content/revision-labels";
import { CONTENT_ADMIN_PATH, contentEditorHref } from "@/lib/content/admin-paths";
import { restoreRevisionAction } from "@/lib/content/actions";
import { itemTitle, loadItem } from "../../load-item";

export const metadata = { title: "Revisions" };

type Props = { params: Promise<{ type: string; id: string }>; searchParams: Promise<SearchParams> };

/**
 * Every kept revision of an item (each save, restore and publish: who and when), the difference
 * between any two chosen in the address (?from=…&to=…), and "restore as new draft" for each.
 */
export default async function RevisionsPage({ params, searchParams }: Props) {
  const actor = await requireStaff("Editor", "Publisher");
  const { type: segment, id } = await params;
  const query = await searchParams;
  const item = await loadItem(actor, segment, id);
  const info = TYPE_INFO[item.type];
  const revisions = await listRevisions(actor, id);
  const editorHref = contentEditorHref(item.type, item.id);
  const selfHref = `${editorHref}/revisions`;

  // By default: the newest revision against the one before it.
  const from = revisions.find((r) => r.id === firstValue(query, "from")) ?? revisions[1];
  const to = revisions.find((r) => r.id === firstValue(query, "to")) ?? revisions[0];
  const diff = from && to && from.id !== to.id ? await diffRevisions(actor, id, from.id, to.id) : undefined;

  return (
    <>
      <p>
        <Link href={CONTENT_ADMIN_PATH} className="font-semibold text-brand-900 underline">
          Content
        </Link>
        <span aria-hidden="true"> › </span>
        <Link href={editorHref} className="font-semibold text-brand-900 underline">
          {itemTitle(item, info.name)}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Revisions of {itemTitle(item, info.name)}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Choose two revisions to compare them. Restoring makes an old revision the draft again; it then goes through
        review like any draft.
      </p>

      <form method="get" action={selfHref} className="mt-6">
        <ScrollTable id="revisions-caption" caption="Revisions, newest first">
          <thead>
            <tr className="bg-brand-50">
              <th scope="col" className={TH}>
                Version
              </th>
              <th scope="col" className={TH}>
                What happened
              </th>
              <th scope="col" className={TH}>
                By
              </th>
              <th scope="col" className={TH}>
                When
              </th>
              <th scope="col" className={TH}>
                Compare from
              </th>
              <th scope="col" className={TH}>
                Compare to
              </th>
              <th scope="col" className={TH}>
                Restore
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => {
              const name = `version ${revision.version}`;
              return (
                <tr key={revision.id}>
                  <th scope="row" className={TD}>
                    {revision.version}
                  </th>
                  <td className={TD}>{REVISION_ACTION_LABEL[revision.action]}</td>
                  <td className={TD}>{revision.createdBy}</td>
                  <td className={TD}>
                    <time dateTime={revision.createdAt}>{formatIndiaTime(revision.createdAt)}</time>
                  </td>
                  <td className={TD}>
                    <input
                      type="radio"
                      name="from"
                      value={revision.id}
                      defaultChecked={revision.id === from?.id}
                      aria-label={`Compare from ${name}`}
                      className="h-5 w-5 accent-brand-900"
                    />
                  </td>
                  <td className={TD}>
                    <input
                      type="radio"
                      name="to"
                      value={revision.id}
                      defaultChecked={revision.id === to?.id}
                      aria-label={`Compare to ${name}`}
                      className="h-5 w-5 accent-brand-900"
                    />
                  </td>
                  <td className={TD}>
                    <button
                      type="submit"
                      form={`restore-${revision.id}`}
                      className="rounded border border-brand-900 px-2 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-50"
                    >
                      Restore as new draft<span className="sr-only"> ({name})</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
        <button type="submit" className={`${buttonClass()} mt-4`}>
          Compare
        </button>
      </form>
      {/* The restore forms live outside the compare form (forms cannot nest); each button names its own. */}
      {revisions.map((revision) => (
        <form key={revision.id} id={`restore-${revision.id}`} action={restoreRevisionAction} hidden>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="revisionId" value={revision.id} />
        </form>
      ))}

      <section aria-labelledby="revision-diff" className="mt-10">
        <h2 id="revision-diff" className="text-2xl font-bold text-brand-900">
          {diff ? `Changes from version ${diff.from.version} to version ${diff.to.version}` : "Changes"}
        </h2>
        {diff ? (
          <RevisionDiffView type={item.type} diff={diff} />
        ) : (
          <p className="mt-2 text-slate-700">Choose two different revisions to compare.</p>
        )}
      </section>
      <p className="mt-8">
        <Link href={editorHref} className={buttonClass({ variant: "secondary" })}>
          Back to the editor
        </Link>
      </p>
    </>
  );
}
