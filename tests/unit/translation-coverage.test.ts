import en from "@/messages/en.json";
import { ENGLISH_CLIENT_WORDS } from "@/components/i18n/ClientWords";
import { catalogueCoverage, coverageState, translationCoverage } from "@/lib/content/translation";
import { hasHindiVersion } from "@/lib/i18n/paths";
import {
  admission,
  admissionContacts,
  admissionGuidelines,
  admissionProcess,
  refundPolicy,
} from "@/content/pages/admission";
import { contactPage, disclosuresPage, researchPage } from "@/content/pages/facts";
import { annualReport } from "@/content/pages/about";
import { academicCalendar, iqac, regulations } from "@/content/pages/academics";
import { holidayCalendar, ugcGuidelines } from "@/content/pages/offices";
import { antiRagging, equalOpportunity, icc, library, ncc, scholarship, sports } from "@/content/pages/student-life";
import { entrepreneurship, placement } from "@/content/pages/placement";
import { alumniPage } from "@/content/pages/forms";
import { policyPages, screenReaders } from "@/content/policies";

test("every bilingual text with English counts; those with Hindi are translated, the rest named by path", () => {
  const coverage = translationCoverage({
    title: { en: "Contact", hi: "संपर्क" },
    summary: { en: "How to reach us" },
    alt: { en: "" },
    items: [{ label: { en: "Help desk", hi: " " } }, { label: { en: "Map", hi: "नक्शा" }, href: "/map" }],
    fields: { count: 3 },
  });
  expect(coverage).toEqual({ texts: 4, translated: 2, missing: ["summary", "items[0].label"] });
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
    admissionContacts,
    admissionProcess,
    admissionGuidelines,
    refundPolicy,
    scholarship,
    icc,
    antiRagging,
    equalOpportunity,
    contactPage,
    policies: policyPages.filter((page) => hasHindiVersion(`/${page.slug}`)),
    screenReaders,
  };
  for (const [name, data] of Object.entries(parts)) {
    const coverage = translationCoverage(data);
    expect({ name, missing: coverage.missing }).toEqual({ name, missing: [] });
    expect(coverage.texts).toBeGreaterThan(0);
  }
  // Both policy pages with a Hindi version, and only those, count above.
  expect(parts.policies.map((page) => page.slug).sort()).toEqual(["accessibility-statement", "help"]);
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
