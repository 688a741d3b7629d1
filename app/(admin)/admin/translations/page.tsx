import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { translationReport } from "@/lib/content/translation-report";
import { ScrollTable, TD, TH } from "@/components/ui/Table";
import { TYPE_INFO, fieldsFor } from "@/lib/content/editor-fields";
import type { ContentType } from "@/lib/content/schema";
import { fieldName } from "@/lib/content/field-labels";
import { contentEditorHref } from "@/lib/content/admin-paths";

export const metadata = { title: "Hindi translations" };

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)} %`);

/** A field as the editor labels it ("Item 1 › Label"), from the item's type declaration. */
const labelOf = (item: { type: ContentType; key: string }, path: string) =>
  fieldName(fieldsFor(item.type, { path: item.key }), path) || path;

/**
 * What the Hindi site still shows in English: per content type, and item by item with the fields
 * that have no Hindi yet or Hindi written for an earlier English (a Hindi page shows both in
 * English, marked as English).
 */
export default async function TranslationsPage() {
  const actor = await requireStaff("Editor", "Publisher");
  const report = await translationReport(actor);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Hindi translations</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every text staff manage has an English and a Hindi field. Where the Hindi field is empty, or its English changed
        after the Hindi was written (&ldquo;out of date&rdquo;), the Hindi page shows the English text. To translate,
        open the item, fill in or update its Hindi fields, save and send it for review; the Hindi page changes when it
        is published. Only current Hindi counts. Counts are of each item&apos;s latest text.
      </p>

      <h2 className="mt-8 text-2xl font-bold text-brand-900">By type</h2>
      <ScrollTable id="translation-types" caption="Hindi by content type">
        <thead>
          <tr className="bg-brand-50">
            <th scope="col" className={TH}>
              Type
            </th>
            <th scope="col" className={TH}>
              Items fully in Hindi
            </th>
            <th scope="col" className={TH}>
              Texts with Hindi
            </th>
          </tr>
        </thead>
        <tbody>
          {report.types.map((row) => (
            <tr key={row.type}>
              <th scope="row" className={`${TD} font-semibold`}>
                {TYPE_INFO[row.type].name}
              </th>
              <td className={TD}>
                {row.translatedItems} of {row.items} ({percent(row.translatedItems, row.items)})
              </td>
              <td className={TD}>
                {row.translatedTexts} of {row.texts} ({percent(row.translatedTexts, row.texts)})
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={`${TD} font-semibold`}>
              Programmes (name, description, eligibility)
            </th>
            <td className={TD}>
              {report.programmes.translatedItems} of {report.programmes.items} (
              {percent(report.programmes.translatedItems, report.programmes.items)})
            </td>
            <td className={TD}>
              {report.programmes.translatedTexts} of {report.programmes.texts} (
              {percent(report.programmes.translatedTexts, report.programmes.texts)})
            </td>
          </tr>
          <tr>
            <th scope="row" className={`${TD} font-semibold`}>
              Fixed words of the site (menus aside)
            </th>
            <td className={TD}>–</td>
            <td className={TD}>
              {report.catalogue.translated} of {report.catalogue.keys} (
              {percent(report.catalogue.translated, report.catalogue.keys)})
            </td>
          </tr>
        </tbody>
      </ScrollTable>

      <h2 className="mt-10 text-2xl font-bold text-brand-900">Items with English only somewhere</h2>
      {report.incomplete.length === 0 ? (
        <p className="mt-2 text-slate-700">Every item has current Hindi for all its texts.</p>
      ) : (
        <ScrollTable id="translation-items" caption="Items and the fields whose Hindi is missing or out of date">
          <thead>
            <tr className="bg-brand-50">
              <th scope="col" className={TH}>
                Item
              </th>
              <th scope="col" className={TH}>
                Type
              </th>
              <th scope="col" className={TH}>
                Hindi
              </th>
              <th scope="col" className={TH}>
                Fields without Hindi
              </th>
              <th scope="col" className={TH}>
                Hindi out of date
              </th>
            </tr>
          </thead>
          <tbody>
            {report.incomplete.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={`${TD} font-normal`}>
                  <Link href={contentEditorHref(item.type, item.id)} className="font-semibold text-brand-900 underline">
                    {item.title}
                  </Link>
                </th>
                <td className={TD}>{TYPE_INFO[item.type].name}</td>
                <td className={TD}>
                  {item.translated} of {item.texts}
                </td>
                <td className={TD}>{item.missing.map((path) => labelOf(item, path)).join("; ") || "–"}</td>
                <td className={TD}>{item.stale.map((path) => labelOf(item, path)).join("; ") || "–"}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
