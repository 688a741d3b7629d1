import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against a production build that `npm start` builds (when needed) and serves,
 * on its own port and with its own throw-away data folder. Chromium comes from CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium when present, else Playwright's own browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = ".data/e2e";
/**
 * The SMTP server (smtp-server) the run starts (tests/e2e/mail-server.ts): the e2e server sends its
 * mail there (SMTP_URL below), and each message is kept in E2E_MAIL_DIR for the specs to read.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 20000);
export const E2E_MAIL_DIR = `.data/e2e-mail-${PORT}`;
export const E2E_ADMIN = { email: "e2e.admin@example.org", password: "e2e admin password 1" };

const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-gpu",
  ],
};

/**
 * Specs whose subject does not depend on the viewport (the API, headers, caching, SEO markup, route
 * answers, what the data pages and boards list, the staff workflow and access rules, what the forms
 * check, what the home page's blocks and footer hold), run once at desktop width. The rest runs at
 * phone width too: the drawer, the dialogs, the search overlay, the display controls, the candidate's
 * result pages, the phone-width axe scan, the Hindi pages the issue names, and the staff pages' own
 * phone-width checks. The forms are filled at phone width by the Hindi form spec.
 */
const DESKTOP_ONLY_SPECS = [
  "gigw-policies",
  "search-insights",
  "api-v1",
  "api-and-proxy",
  "security-headers",
  "page-cache",
  "js-budget",
  "site-crawl",
  "admin-access",
  "admin-submissions",
  "content-admin",
  "page-fields",
  "page-fields-b",
  "page-fields-c",
  "home-content",
  "admin-programmes",
  "admin-campuses",
  "admin-office-holders",
  "admin-audit",
  "notices-bulk",
  "admin-faculty",
  "admin-departments",
  "pages-routes",
  "pages-seo",
  "policies",
  "content-pages",
  "content-forms",
  "feedback",
  "pages-data",
  "pages-boards",
  "trust",
  "home-blocks",
  "home-programmes",
  "home-motion",
  "frame-footer",
  "page-fields-a",
  "page-fields-admin",
  // The Hindi versions of the content, campus, board and people pages; the Hindi pages
  // (home, programmes, a result listing with its lookup, the forms) are checked at phone width too.
  "hindi-pages",
  "hindi-campuses",
  "hindi-boards",
  "hindi-people",
  "hindi-more",
  "page-fields-policy",
  "preview-links",
  "page-addresses",
  "staff-pages",
  // Every route and action of the build with bad input: what it sends does not depend on the viewport.
  "hostile-input",
  // The password reset through a mailed link and the change of one's own password: staff flows.
  "account-security",
  "two-factor",
  "scanned-documents",
  // The rich-text editor's dialogs, local copy and revision diff (issue 26): staff flows.
  "editor-keeps-work",
  // What the HTML of a page and of a 404 holds (issue 30): the same at every width.
  "one-frame",
  // The tender form's pre-bid minutes (issue 26): a staff flow.
  "tender-pre-bid-minutes",
  // Find text (issue 26): a staff flow; its axe scans set a phone width themselves.
  "admin-find",
  // Out-of-date Hindi and review mail (issue 26): staff flows.
  "stale-hindi",
  "review-mail",
  "notice-history",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/mail-server.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Sign-ins (a deliberately slow password hash) and first renders take seconds on a 2-core machine
  // that also runs the server and two browsers; passing tests do not take any longer for these.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test (DOM snapshots and a screencast) cost the 2-core CI machine
    // more than running them; the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
    // Carousels, the ticker and transitions stand still, as the site does for visitors who ask for
    // less motion: software-rendered animation in every open page cost the 2-core CI machine more
    // than the tests themselves. home-motion.spec.ts asks for full motion and tests it.
    reducedMotion: "reduce",
  },
  projects: [
    // The seed has no admission candidates: the result specs' fictional ones are imported first.
    { name: "candidates", testMatch: /candidates\.setup\.ts$/ },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions }, dependencies: ["candidates"] },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
      dependencies: ["candidates"],
      testIgnore: DESKTOP_ONLY_SPECS,
    },
    // Two instances behind nginx on PostgreSQL and Redis (tests/cluster/cluster-fixture.ts); skipped,
    // with the reason printed, where those are missing. HTTP only, so no browser.
    { name: "cluster", testDir: "tests/cluster" },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npm start`,
    url: `http://127.0.0.1:${PORT}/`,
    // The production build comes first; on a shared CI machine whose processors are contended it
    // has taken over 10 minutes.
    timeout: 1_200_000,
    // Only on request: a server already on this port might be one a developer started on their own
    // data, and the tests upload into whatever database the server has.
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === "1",
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: "",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The specs stand for many visitors by the X-Forwarded-For they send, as nginx would append it.
      TRUST_PROXY_HOPS: "1",
      // Mail goes to the SMTP server a spec starts (account-security); with none listening, a send
      // fails at once and is logged, as it would be with the mail server down.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: "warn",
    },
  },
});
