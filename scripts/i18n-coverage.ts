import { closeDatabase, databaseHandle } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { SYSTEM } from "../lib/auth/actor";
import { translationReport } from "../lib/content/translation-report";

/**
 * How much of the site has Hindi: per content type (items fully translated, texts translated) and
 * for the fixed words of the message catalogues, in the database that DATABASE_URL / DATA_DIR name.
 */
const share = (part: number, whole: number) => (whole === 0 ? "-" : `${((part / whole) * 100).toFixed(0)} %`);

await migrateDatabase(databaseHandle());
const report = await translationReport(SYSTEM);
if (report.types.length === 0)
  console.log("No content in this database yet: start the site once (npm start) to seed it.");

const rows = [
  ["content type", "items in Hindi", "share", "texts in Hindi", "share"],
  ...report.types.map((t) => [
    t.type,
    `${t.translatedItems} / ${t.items}`,
    share(t.translatedItems, t.items),
    `${t.translatedTexts} / ${t.texts}`,
    share(t.translatedTexts, t.texts),
  ]),
  [
    "programmes (name, description, eligibility)",
    `${report.programmes.translatedItems} / ${report.programmes.items}`,
    share(report.programmes.translatedItems, report.programmes.items),
    `${report.programmes.translatedTexts} / ${report.programmes.texts}`,
    share(report.programmes.translatedTexts, report.programmes.texts),
  ],
  [
    "UI catalogue (messages/hi.json)",
    "-",
    "-",
    `${report.catalogue.translated} / ${report.catalogue.keys}`,
    share(report.catalogue.translated, report.catalogue.keys),
  ],
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
console.log(
  [line(rows[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n"),
);
console.log(`\n${report.incomplete.length} items have English only in some field: see /admin/translations.`);
await closeDatabase();
