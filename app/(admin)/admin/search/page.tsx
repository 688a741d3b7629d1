import { requireStaff } from "@/lib/auth/admin-guard";
import { searchInsights, type QueryInsight } from "@/lib/search/insights";
import { listSynonymGroups } from "@/lib/search/synonym-store";
import { synonymText } from "@/lib/search/synonyms";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { SynonymsForm } from "@/components/admin/search/SynonymsForm";
import { saveSynonymsAction } from "@/lib/search/actions";

export const metadata = { title: "Site search" };

type Props = { searchParams: Promise<{ week?: string | string[] }> };

/**
 * What visitors searched for, week by week (top queries, those that found nothing, those whose
 * results nobody opened), and the synonyms the search uses. No one who searched can be told from
 * these counts: only the query, its count, its results and its clicks are kept.
 */
export default async function SearchAdminPage({ searchParams }: Props) {
  const actor = await requireStaff("Publisher");
  const week = (await searchParams).week;
  const [insights, groups] = await Promise.all([
    searchInsights(actor, typeof week === "string" ? week : undefined),
    listSynonymGroups(actor),
  ]);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Site search</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Each search from the results page is counted here by its words (lower-cased, spaces tidied) and week, with the
        number of results it found and how often a result was opened. Who searched is not recorded: no address, cookie
        or account is kept with a query.
      </p>

      <h2 className="mt-8 text-2xl font-bold text-brand-900">Searches by week</h2>
      {insights.week ? (
        <>
          <form method="get" className="mt-3 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="insights-week" className="block text-sm font-semibold text-slate-800">
                Week starting (Monday)
              </label>
              <select
                id="insights-week"
                name="week"
                defaultValue={insights.week}
                className="mt-1 rounded-md border border-slate-400 px-3 py-2"
              >
                {insights.weeks.map((w) => (
                  <option key={w} value={w}>
                    {w}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900">
              Show the week
            </button>
          </form>
          <p className="mt-3 text-slate-800">
            {insights.totalSearches} {insights.totalSearches === 1 ? "search" : "searches"} in the week starting{" "}
            {insights.week}.
          </p>
          <QueryTable id="search-top" title="Top queries" rows={insights.top} empty="No searches this week." />
          <QueryTable
            id="search-zero"
            title="Queries that found nothing"
            rows={insights.zeroResults}
            empty="Every query found something."
          />
          <QueryTable
            id="search-unopened"
            title="Queries whose results nobody opened"
            rows={insights.unopened}
            empty="For every query that found something, a result was opened."
          />
        </>
      ) : (
        <p className="mt-3 text-slate-800">No searches have been counted yet.</p>
      )}

      <h2 className="mt-10 text-2xl font-bold text-brand-900">Synonyms</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Words visitors type for what the site names otherwise, in English, Hindi and Hindi written in English letters
        (pravesh). The search overlay and the results page use them at once after a save.
      </p>
      <SynonymsForm action={saveSynonymsAction} text={synonymText(groups)} />
    </>
  );
}

function QueryTable({ id, title, rows, empty }: { id: string; title: string; rows: QueryInsight[]; empty: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6">
      <h3 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ScrollTable id={id} caption={title}>
          <thead>
            <tr className="bg-brand-50">
              <th scope="col" className={TH}>
                Query
              </th>
              <th scope="col" className={TH}>
                Searches
              </th>
              <th scope="col" className={TH}>
                Results found
              </th>
              <th scope="col" className={TH}>
                Results opened
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query}>
                <th scope="row" className={`${TD} font-semibold`}>
                  {row.query}
                </th>
                <td className={TD}>{row.searches}</td>
                <td className={TD}>{row.results}</td>
                <td className={TD}>{row.clicks}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
