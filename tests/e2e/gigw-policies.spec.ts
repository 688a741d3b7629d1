import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";

/** The GIGW policy pages the site publishes: the footer's seven, then the five lifecycle policies (issue 29, item 2). */
const POLICIES = [
  ["/accessibility-statement", "Accessibility Statement", "सुगम्यता विवरण"],
  ["/help", "Help", "सहायता"],
  ["/privacy-policy", "Privacy Policy", "गोपनीयता नीति"],
  ["/terms-and-conditions", "Terms and Conditions", "नियम एवं शर्तें"],
  ["/hyperlinking-policy", "Hyperlinking Policy", "हाइपरलिंकिंग नीति"],
  ["/copyright-policy", "Copyright Policy", "कॉपीराइट नीति"],
  ["/content-archival-policy", "Content Archival Policy", "सामग्री संग्रहण नीति"],
  ["/cmap-policy", "Content Contribution, Moderation and Approval Policy", "सामग्री योगदान, संचालन एवं अनुमोदन नीति"],
  ["/content-review-policy", "Content Review Policy", "सामग्री समीक्षा नीति"],
  ["/website-monitoring-policy", "Website Monitoring Policy", "वेबसाइट निगरानी नीति"],
  ["/contingency-management-policy", "Contingency Management Policy", "आकस्मिकता प्रबंधन नीति"],
  ["/website-security-policy", "Website Security Policy", "वेबसाइट सुरक्षा नीति"],
] as const;

const LANGUAGES = [
  { prefix: "", index: 1, heading: "Website Policies", rti: "Right to Information", notPublished: "not yet published" },
  { prefix: "/hi", index: 2, heading: "वेबसाइट नीतियाँ", rti: "सूचना का अधिकार", notPublished: "अभी प्रकाशित नहीं" },
] as const;

/** axe at a desktop and a phone width: the layout decides some rules. */
async function expectNoAxeFindings(page: Page, label: string) {
  const found = await axeViolations(page, `${label} (desktop)`);
  await page.setViewportSize({ width: 375, height: 800 });
  found.push(...(await axeViolations(page, `${label} (phone)`)));
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(found).toEqual([]);
}

for (const { prefix, index, heading, rti, notPublished } of LANGUAGES) {
  test.describe(`GIGW policies and RTI (${prefix || "English"})`, () => {
    test("the Website policies page lists every policy, and each opens", async ({ page }) => {
      const response = await page.goto(`${prefix}/website-policies`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const main = page.getByRole("main");
      // The list of policies (not the breadcrumb trail): the one holding the first policy's link.
      const links = main
        .getByRole("list")
        .filter({ has: page.getByRole("link", { name: POLICIES[0][index], exact: true }) })
        .getByRole("link");
      await expect(links).toHaveCount(POLICIES.length);
      for (const [i, policy] of POLICIES.entries()) {
        const title = policy[index];
        await expect(links.nth(i)).toHaveText(title);
        await expect(links.nth(i)).toHaveAttribute("href", `${prefix}${policy[0]}`);
      }
      await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
      for (const policy of POLICIES) {
        const answer = await page.goto(`${prefix}${policy[0]}`);
        expect(answer?.status(), policy[0]).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy[index]);
      }
    });

    test("every footer links the Website policies page", async ({ page }) => {
      await page.goto(`${prefix}/rti`);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: heading, exact: true })).toHaveAttribute(
        "href",
        `${prefix}/website-policies`,
      );
    });

    test("the RTI page names the officers and lists the seventeen section 4(1)(b) items", async ({ page }) => {
      const response = await page.goto(`${prefix}/rti`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(rti);
      const main = page.getByRole("main");
      await expect(main.getByText("Dr. Suman Dhawan")).toBeVisible();
      await expect(main.getByText("Prof. Gagan Dhawan")).toBeVisible();
      await expect(main.getByRole("link", { name: "rti@dseu.ac.in" }).first()).toHaveAttribute(
        "href",
        "mailto:rti@dseu.ac.in",
      );
      const items = main
        .getByRole("listitem")
        .filter({ hasText: /^\((i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii|xiii|xiv|xv|xvi|xvii)\) / });
      await expect(items).toHaveCount(17);
      await expect(items.filter({ hasText: notPublished })).toHaveCount(16);
      await expect(main.locator('a[href*="drive.google.com"]')).toHaveCount(0);
      await expect(main.locator('a[href="https://rtionline.delhi.gov.in/"]')).toHaveCount(1);
    });

    test("axe finds nothing on the Website policies page and the RTI page", async ({ page }) => {
      for (const path of ["/website-policies", "/rti"]) {
        await page.goto(`${prefix}${path}`);
        await expectNoAxeFindings(page, `${prefix}${path}`);
      }
    });
  });
}

test("the grievance page's RTI box leads to the RTI page", async ({ page }) => {
  await page.goto("/grievance-form");
  const rti = page.getByRole("region", { name: "Right to Information (RTI)" });
  await expect(rti.getByRole("link", { name: /^Right to Information: the officers/ })).toHaveAttribute("href", "/rti");
  await page.goto("/hi/grievance-form");
  await expect(page.getByRole("link", { name: /^सूचना का अधिकार: अधिकारी/ })).toHaveAttribute("href", "/hi/rti");
});
