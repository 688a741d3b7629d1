import fs from "node:fs";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { firstProgramWithDetail, formatTable, startServer } from "./lib/server";

/**
 * `npm run lighthouse`: Lighthouse (mobile preset, then desktop) against a production server for
 * the key public routes (those issue 30 measures); prints the four category scores, LCP, TBT, CLS and
 * the longest main-thread task for each, from the run with the median performance score of
 * LIGHTHOUSE_RUNS runs (default 3).
 */
type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const PORT = 3300;
// `-- --routes /,/courses --runs 1` measures fewer pages and runs (the README's smoke check in CI uses them).
const { values: args } = parseArgs({ options: { routes: { type: "string" }, runs: { type: "string" } } });
const RUNS = Math.max(1, Number(args.runs ?? process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const server = await startServer({ port: PORT, dataDir: ".data/lighthouse" });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const routes = args.routes
    ? args.routes.split(",")
    : [
        "/",
        "/campus/zone/north",
        "/courses/ug",
        "/announcements",
        await firstProgramWithDetail(server.url),
        "/admission/result/diploma/round4",
        "/hi",
      ];
  for (const [name, config] of [
    ["mobile", undefined],
    ["desktop", desktopConfig],
  ] as const) {
    const rows: (string | number)[][] = [];
    for (const route of routes) {
      // One warm-up request so the measured run sees the cached page, as visitors do.
      const warmUp = await fetch(`${server.url}${route}`);
      if (!warmUp.ok) {
        rows.push([route, `HTTP ${warmUp.status}`, "", "", "", "", "", "", ""]);
        continue;
      }
      const reports: LighthouseReport[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          `${server.url}${route}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          config,
        );
        reports.push(result!.lhr);
      }
      const performance = (report: LighthouseReport) => report.categories.performance?.score ?? 0;
      const lhr = reports.sort((a, b) => performance(a) - performance(b))[Math.floor(reports.length / 2)]!;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "";
      // The longest main-thread task, in practice the boot of the page's JavaScript (issue 30).
      const tasks = (lhr.audits["long-tasks"]?.details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
      const longestTask = tasks.length
        ? `${Math.round(Math.max(...tasks.map((task) => task.duration ?? 0)))} ms`
        : "none";
      rows.push([
        route,
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        score("seo"),
        audit("largest-contentful-paint"),
        audit("total-blocking-time"),
        audit("cumulative-layout-shift"),
        longestTask,
      ]);
    }
    console.log(`\nLighthouse ${name}, median of ${RUNS} (${new Date().toISOString().slice(0, 10)})\n`);
    console.log(
      formatTable(["route", "perf", "a11y", "best practices", "SEO", "LCP", "TBT", "CLS", "longest task"], rows),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
