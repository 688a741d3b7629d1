import en from "@/messages/en.json";
import { ENGLISH_CLIENT_WORDS } from "@/components/i18n/ClientWords";
import { catalogueCoverage, coverageState, translationCoverage } from "@/lib/content/translation";
import { hasHindiVersion } from "@/lib/i18n/paths";
import { admission, admissionGuidelines, admissionProcess, refundPolicy } from "@/lib/db/seed/content/pages/admission";
import { contactPage, disclosuresPage, researchPage } from "@/lib/db/seed/content/pages/facts";
import { annualReport } from "@/lib/db/seed/content/pages/about";
import { academicCalendar, iqac, regulations } from "@/lib/db/seed/content/pages/academics";
import { holidayCalendar, ugcGuidelines } from "@/lib/db/seed/content/pages/offices";
import {
  antiRagging,
  equalOpportunity,
  icc,
  library,
  ncc,
  scholarship,
  sports,
} from "@/lib/db/seed/content/pages/student-life";
import { entrepreneurship, placement } from "@/lib/db/seed/content/pages/placement";
import { alumniPage } from "@/lib/db/seed/content/pages/forms";
import { accessibilityStatementParts, policyPages } from "@/lib/db/seed/content/pages/policies";
import { rtiPage } from "@/lib/db/seed/content/pages/rti";
import { examination } from "@/lib/db/seed/content/pages/examination";
import { ADMINISTRATIVE_PAGES } from "@/lib/db/seed/content/pages/administration";
import { contentSeedInput } from "@/lib/content/seed-input";
import { examSections } from "@/lib/exams/page-sections";
import { LEADER_PAGES } from "@/lib/db/seed/content/pages/leadership";
import { otherAcademicUnits, supportServices } from "@/lib/db/seed/content/pages/offices";
import { academicAdministration } from "@/lib/db/seed/content/pages/academics";
import { holderMessageIn, holderTitleIn } from "@/components/content/people";
import { officeHolders } from "@/lib/db/seed/data/office-holders";

test("every bilingual text with English counts; those with Hindi are translated, the rest named by path", () => {
  const coverage = translationCoverage({
    title: { en: "Contact", hi: "संपर्क" },
    summary: { en: "How to reach us" },
    alt: { en: "" },
    items: [{ label: { en: "Help desk", hi: " " } }, { label: { en: "Map", hi: "नक्शा" }, href: "/map" }],
    fields: { count: 3 },
  });
  expect(coverage).toEqual({ texts: 4, translated: 2, missing: ["summary", "items.0.label"], stale: [] });
  expect(coverageState(coverage)).toBe("some");
  expect(coverageState({ texts: 2, translated: 2 })).toBe("all");
  expect(coverageState({ texts: 2, translated: 0 })).toBe("none");
});

test("a catalogue key is translated when its Hindi is there and is not the English left as it is", () => {
  expect(
    catalogueCoverage({ a: "Close", nested: { b: "Open", c: "PDF" } }, { a: "बंद करें", nested: { b: "Open" } }),
  ).toEqual({ keys: 3, translated: 1 });
});

test("the browser's fallback words are the catalogue's English client words", () => {
  expect(ENGLISH_CLIENT_WORDS).toEqual(en.client);
});

test("the structured parts of the admission, student-support, contact and website-help pages have Hindi for every text", () => {
  const parts = {
    admission,
    admissionProcess,
    admissionGuidelines,
    refundPolicy,
    scholarship,
    icc,
    antiRagging,
    equalOpportunity,
    contactPage,
    policies: policyPages.filter((page) => hasHindiVersion(page.path)),
    rtiPage,
    accessibilityStatementParts,
  };
  for (const [name, data] of Object.entries(parts)) {
    const coverage = translationCoverage(data);
    expect({ name, missing: coverage.missing }).toEqual({ name, missing: [] });
    expect(coverage.texts).toBeGreaterThan(0);
  }
  // All twelve policy pages have a Hindi version, and so all count above.
  expect(parts.policies.map((page) => page.path).sort()).toEqual([
    "/accessibility-statement",
    "/cmap-policy",
    "/content-archival-policy",
    "/content-review-policy",
    "/contingency-management-policy",
    "/copyright-policy",
    "/help",
    "/hyperlinking-policy",
    "/privacy-policy",
    "/terms-and-conditions",
    "/website-monitoring-policy",
    "/website-security-policy",
  ]);
  expect(parts.policies).toHaveLength(policyPages.length);
});

test("the administrative offices, the examination page, the officers' pages, the support services, the other academic units and the academic administration have Hindi for every text", () => {
  const parts = {
    // The administrative offices' page items as seeded: title, summary, lead, crumbs and structured parts.
    ...Object.fromEntries(
      contentSeedInput()
        .filter((item) =>
          ADMINISTRATIVE_PAGES.some((module) => item.type === "page" && item.data.path === module.page.path),
        )
        .map((item) => [item.type === "page" ? item.data.path : item.type, item.data]),
    ),
    examSections,
    examination,
    ...LEADER_PAGES,
    supportServices,
    otherAcademicUnits,
    academicAdministration,
  };
  for (const [name, data] of Object.entries(parts)) {
    const coverage = translationCoverage(data);
    expect({ name, missing: coverage.missing }).toEqual({ name, missing: [] });
    expect(coverage.texts).toBeGreaterThan(0);
  }
});

test("an office holder's message as seeded is shown in Hindi; one rewritten since is shown as written", () => {
  const withMessage = officeHolders.filter((holder) => holder.message);
  expect(withMessage.length).toBeGreaterThan(0);
  for (const holder of withMessage) {
    expect(holderMessageIn(holder, "hi")).toEqual({ text: expect.stringMatching(/[\u0900-\u097F]/) });
    expect(holderMessageIn(holder, "en")).toEqual({ text: holder.message, lang: undefined });
  }
  const rewritten = { ...withMessage[0]!, message: "A new message from the office." };
  expect(holderMessageIn(rewritten, "hi")).toEqual({ text: rewritten.message, lang: "en" });
  expect(holderMessageIn({ ...rewritten, message: "नया संदेश" }, "hi")).toEqual({ text: "नया संदेश", lang: undefined });
});

test("the Hindi staff write for a holder wins over the glossary's, on Hindi pages only", () => {
  const registrar = officeHolders.find((holder) => holder.office === "registrar")!;
  const written = { ...registrar, titleHi: "कुलसचिव (कार्यवाहक)", messageHi: "कुलसचिव का नया संदेश" };
  expect(holderMessageIn(written, "hi")).toEqual({ text: "कुलसचिव का नया संदेश" });
  expect(holderMessageIn(written, "en")).toEqual({ text: registrar.message, lang: undefined });
  expect(holderTitleIn(written, "hi")).toEqual({ text: "कुलसचिव (कार्यवाहक)" });
  expect(holderTitleIn(written, "en")).toEqual({ text: "Registrar", lang: undefined });
  // Without it, the glossary's Hindi of the title as seeded, else the English marked so.
  expect(holderTitleIn({ ...registrar, title: "Vice Chancellor", titleHi: null }, "hi")).toEqual({ text: "कुलपति" });
  expect(holderTitleIn({ ...registrar, title: "Acting Registrar" }, "hi")).toEqual({
    text: "Acting Registrar",
    lang: "en",
  });
});

test("the structured parts of the other content pages and the alumni page have Hindi for every text", () => {
  const parts = {
    annualReport,
    academicCalendar,
    iqac,
    regulations,
    holidayCalendar,
    ugcGuidelines,
    library,
    ncc,
    sports,
    placement,
    entrepreneurship,
    researchPage,
    disclosuresPage,
    alumniPage,
  };
  for (const [name, data] of Object.entries(parts)) {
    const coverage = translationCoverage(data);
    expect({ name, missing: coverage.missing }).toEqual({ name, missing: [] });
    expect(coverage.texts).toBeGreaterThan(0);
    expect(hasHindiVersion(data.page.path)).toBe(true);
  }
});
