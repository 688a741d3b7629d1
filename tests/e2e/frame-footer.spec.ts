import { expect, test } from "@playwright/test";
import { openHome, pageScrollLocked, tabStaysInside } from "./frame-helpers";

test.describe("utility bar and faculty login", () => {
  test("the utility links", async ({ page }) => {
    await openHome(page);
    const bar = page.getByRole("navigation", { name: "Utility" });
    await expect(bar.getByRole("link", { name: "Tenders" })).toHaveAttribute("href", "/tenders");
    await expect(bar.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/admin-login");
    await expect(bar.getByRole("link", { name: "Grievance form & RTI" })).toHaveAttribute("href", "/grievance-form");
    await expect(bar.getByRole("link", { name: "Alumni" })).toHaveAttribute("href", "/alumni");
    const student = bar.getByRole("link", { name: /Student Login/ });
    await expect(student).toHaveAttribute("href", "https://dseu.samarth.edu.in/index.php/site/login");
    await expect(student).toHaveAttribute("target", "_blank");
    await expect(student).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("Faculty login opens 'Welcome, Faculty!' with the two portals; focus and scroll stay locked", async ({
    page,
  }) => {
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = page.getByRole("navigation", { name: "Utility" }).getByRole("button", { name: "Faculty login" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Welcome, Faculty!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Please select your login portal.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "DSEU Login" })).toHaveAttribute("href", "/logindseu");
    const samarth = dialog.getByRole("link", { name: /Samarth Login/ });
    await expect(samarth).toHaveAttribute("href", "https://dseu.samarth.ac.in/index.php/site/login");
    await expect(samarth).toHaveAttribute("target", "_blank");
    await expect(samarth).toHaveAttribute("rel", "noopener noreferrer");

    expect(await pageScrollLocked(page)).toBe(true);
    await page.mouse.wheel(0, 900);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await tabStaysInside(page, "dialog[open]", 9)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => pageScrollLocked(page)).toBe(false);

    await button.click();
    await dialog.getByRole("link", { name: "DSEU Login" }).click();
    await expect(page).toHaveURL(/\/logindseu$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("footer", () => {
  test("quick links, explore, contacts and the copyright line", async ({ page }) => {
    await openHome(page);
    const footer = page.getByRole("contentinfo");
    const links = async (heading: string) =>
      footer
        .locator("div", { has: page.getByRole("heading", { name: heading }) })
        .last()
        .getByRole("link")
        .evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute("href")]));
    expect(await links("Quick Links")).toEqual([
      ["Programs", "/Courses"],
      ["Placement", "/placement"],
      ["Faculties & Departments", "/academics/faculty"],
      ["Recruitment", "/recruitment"],
      ["Administrative Offices", "/administration/administrative"],
      ["Academic Regulations", "/academics/regulations"],
      ["Contact Us", "/contact"],
    ]);
    expect(await links("Explore")).toEqual([
      ["About University", "/about-us/About-the-University"],
      ["Student Life", "/ncc"],
      ["Library", "/amenities/Library"],
      ["Vision & Mission", "/about-us/Vision-and-Mission"],
      ["Fee Refund Policy", "/admission/refund-policy"],
      ["Mandatory Disclosures", "/mandatory-disclosures"],
      ["UGC Guidelines", "/UGC-Guidelines"],
    ]);
    await expect(footer.getByRole("link", { name: /Sector-9, Dwarka, New Delhi-110077/ })).toHaveAttribute(
      "href",
      /google\.com\/maps/,
    );
    await expect(footer.getByRole("link", { name: "helpdesk@dseu.ac.in" })).toHaveAttribute(
      "href",
      "mailto:helpdesk@dseu.ac.in",
    );
    await expect(footer.getByRole("link", { name: /dseu\.ac\.in \(opens in a new tab\)/ })).toHaveAttribute(
      "href",
      "https://dseu.ac.in",
    );
    await expect(
      footer.getByText("© 2025 Delhi Skill and Entrepreneurship University, Delhi 110077. All Rights Reserved."),
    ).toBeVisible();
  });

  test("social links open in a new tab; YouTube opens the 'Youtube Links' dialog with both channels", async ({
    page,
  }) => {
    await openHome(page);
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["X", "https://x.com/dseu_official"],
      ["LinkedIn", "https://www.linkedin.com/school/delhi-skill-and-entrepreneurship-university/"],
      ["Facebook", "https://www.facebook.com/dseuofficial/"],
      ["Instagram", "https://www.instagram.com/dseu_official"],
    ]) {
      const link = footer.getByRole("link", { name: `DSEU on ${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", href!);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const youtube = footer.getByRole("button", { name: "YouTube" });
    await youtube.click();
    const dialog = page.getByRole("dialog", { name: "Youtube Links" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /DSEU Official/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/channel/UCI15NHqMRNTjPdzrteFuwgA",
    );
    await expect(dialog.getByRole("link", { name: /DSEU Talks/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/@DSEUTalks",
    );
    await expect(dialog.getByRole("link")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(youtube).toBeFocused();
    await youtube.click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
