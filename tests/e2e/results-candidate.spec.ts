import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";

/**
 * A candidate's whole path on the fictional candidates (tests/fixtures/admission-candidates.ts, imported by candidates.setup.ts). Decisions
 * are final, so the desktop and mobile projects each use their own candidate.
 */
type Sample = { name: string; email: string; dob: string; form: string };
const pick = (project: string, desktop: Sample, mobile: Sample) => (project === "mobile" ? mobile : desktop);

async function lookUp(page: Page, listing: string, sample: Pick<Sample, "email" | "dob">) {
  await page.goto(listing);
  await page.getByLabel("Email address").fill(sample.email);
  await page.getByLabel("Date of birth").fill(sample.dob);
  await page.getByRole("button", { name: "View my result" }).click();
}

async function tokenClaims(page: Page, cookieName: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === cookieName);
  expect(cookie).toBeDefined();
  const payload = JSON.parse(Buffer.from(cookie!.value.split(".")[1]!, "base64url").toString("utf8")) as {
    sub: string;
  };
  return { cookie: cookie!, id: payload.sub };
}

test("Diploma round 4: lookup, validation, a confirmed Freeze, the letter, reload, replay and an ended session", async ({
  page,
  request,
}, testInfo) => {
  // One candidate's whole path, with two accessibility scans: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const sample = pick(
    testInfo.project.name,
    { name: "Pooja", email: "pooja.sample@example.org", dob: "11-04-2009", form: "DIP25-40001" },
    { name: "Sameer", email: "sameer.example@example.org", dob: "23-09-2008", form: "DIP25-40002" },
  );
  await page.goto("/admission/result/diploma/round4");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DSEU Diploma Round 4 Seat Allocation");
  const tabs = page.getByRole("navigation", { name: "Diploma seat-allocation rounds" });
  await expect(tabs.getByRole("link")).toHaveText(["Round 1", "Round 2", "Round 3", "Round 4"]);
  await expect(tabs.getByRole("link", { name: "Round 4" })).toHaveAttribute("aria-current", "page");
  // candidates.setup.ts opened this round around now: its listing says so beside those dates.
  await expect(page.getByRole("definition").filter({ hasText: /^Open now$/ })).toBeVisible();
  await expect(
    page.getByRole("definition").filter({ hasText: /^\d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}$/ }),
  ).toBeVisible();
  // No copy of round 4's process PDF ships with the seed: the page links the university's own file.
  await expect(page.getByRole("link", { name: "View Seat Confirmation Process (PDF)" })).toHaveAttribute(
    "href",
    "https://dseu.ac.in/seat-confirmation-diploma-round4.pdf",
  );
  await expectAccessible(page);

  // Field-level messages, then one neutral message for a wrong pair.
  await page.getByRole("button", { name: "View my result" }).click();
  await expect(page.getByText("Enter the email address of your admission form.")).toBeVisible();
  await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Email address").fill(sample.email);
  await page.getByLabel("Date of birth").fill("2009-04-11");
  await page.getByRole("button", { name: "View my result" }).click();
  await expect(page.getByText("Enter your date of birth as DD-MM-YYYY, for example 30-05-2006.")).toBeVisible();
  await page.getByLabel("Date of birth").fill("01-01-2001");
  await page.getByRole("button", { name: "View my result" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "We could not find" })).toHaveText(
    "We could not find an allotment for this email address and date of birth in this round. Check both and try again.",
  );

  await page.getByLabel("Date of birth").fill(sample.dob);
  await page.getByRole("button", { name: "View my result" }).click();
  await expect(page).toHaveURL(/\/admission\/result\/diploma4\/show$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Student Allotment");
  await expect(page.getByRole("row", { name: new RegExp(`Form Number ${sample.form}`) })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain(sample.form);
  const { cookie, id } = await tokenClaims(page, "dseu_result_diploma4");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/admission/result", secure: false });
  await expectAccessible(page);

  // Last diploma round: accept or reject only.
  await expect(page.getByRole("button", { name: /Upgrade/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Freeze" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm: Freeze" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Freeze" }).click();
  await dialog.getByRole("button", { name: "Yes, Freeze" }).dblclick();
  await expect(page.getByText("Freeze confirmed!")).toBeVisible();
  await expect(page.getByText("Please check your email for updates.")).toBeVisible();
  await expect(page.getByTestId("seat-status")).toHaveText("Seat Frozen");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${sample.name} ${sample.form}_Admission_Form.pdf`);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");

  await page.reload();
  await expect(page.getByTestId("seat-status")).toHaveText("Seat Frozen");
  await expect(page.getByRole("button", { name: "Freeze" })).toHaveCount(0);

  // A replay of the decision through the API changes nothing.
  const replay = await request.put(`/api/v1/result/fourth/${id}`, {
    data: { status: "reject" },
    headers: { authorization: `Bearer ${cookie.value}` },
  });
  expect(replay.status()).toBe(409);
  await page.reload();
  await expect(page.getByTestId("seat-status")).toHaveText("Seat Frozen");

  // Once the session is gone, the result page sends the visitor back to the listing.
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/admission\/result\/diploma\/round4\?session=ended$/);
  await expect(page.getByRole("status").filter({ hasText: "Your result session has ended." })).toBeVisible();
});

test("PG: five fields, Freeze or Reject only, and the letter", async ({ page }, testInfo) => {
  const sample = pick(
    testInfo.project.name,
    { name: "Sara", email: "sara.sample@example.org", dob: "22-06-2002", form: "PG25-10001" },
    { name: "Yash", email: "yash.example@example.org", dob: "13-11-2001", form: "PG25-10002" },
  );
  await lookUp(page, "/admission/result/pg", sample);
  await expect(page).toHaveURL(/\/admission\/result\/pg\/show$/);
  await expect(page.getByRole("rowheader")).toHaveText([
    "Form Number",
    "Name",
    "Program Allocated",
    "Campus Allocated",
    "Registered Category",
  ]);
  await expect(page.getByRole("button", { name: /Upgrade|Final Acceptance/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Freeze" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, Freeze" }).click();
  await expect(page.getByText("Freeze confirmed!")).toBeVisible();
  await expect(page.getByTestId("seat-status")).toHaveText("Seat Frozen");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${sample.name} ${sample.form}_Admission_Form.pdf`);
  await page.reload();
  await expect(page.getByTestId("seat-status")).toHaveText("Seat Frozen");
});

test("UG round 2: the four choices for another preference; an upgrade has no letter", async ({ page }, testInfo) => {
  const sample = pick(
    testInfo.project.name,
    { name: "Aditi", email: "aditi.sample@example.org", dob: "10-10-2006", form: "UG25-20001" },
    { name: "Manav", email: "manav.example@example.org", dob: "01-08-2007", form: "UG25-20002" },
  );
  await lookUp(page, "/admission/result/ug/round2", sample);
  await expect(page).toHaveURL(/\/admission\/result\/ug2\/show$/);
  await expect(page.getByRole("region", { name: "Your seat decision" }).getByRole("button")).toHaveText([
    "Final Acceptance",
    "Accept and Upgrade",
    "Not Accepted and Upgrade",
    "Not Accepted",
  ]);
  await page.getByRole("button", { name: "Not Accepted and Upgrade" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, Not Accepted and Upgrade" }).click();
  await expect(page.getByText("Not Accepted and Upgrade confirmed!")).toBeVisible();
  await expect(page.getByTestId("seat-status")).toHaveText("Not Accepted & Upgrade");
  await expect(page.getByRole("link", { name: /Download PDF/ })).toHaveCount(0);
  await expect(page.getByText("Didn't receive an email?")).toBeVisible();
});

test("a round keeps the seed's 2025 dates and says decisions are closed, in both languages", async ({ page }) => {
  for (const [path, closed] of [
    ["/admission/result/diploma/round3", "Closed"],
    ["/hi/admission/result/diploma/round3", "बंद"],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole("definition").filter({ hasText: new RegExp(`^${closed}$`) })).toBeVisible();
  }
});

test.describe("Diploma round 1 (window closed)", () => {
  test("a pending seat shows 'Seat Confirmation Closed' and no choices", async ({ page }) => {
    await lookUp(page, "/admission/result", { email: "asha.sample@example.org", dob: "14-03-2009" });
    await expect(page).toHaveURL(/\/admission\/result\/show$/);
    await expect(page.getByText("Seat Confirmation Closed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Freeze" })).toHaveCount(0);
  });

  test("a decided seat shows its status and letter", async ({ page }) => {
    await lookUp(page, "/admission/result", { email: "kabir.example@example.org", dob: "02-11-2008" });
    await expect(page.getByTestId("seat-status")).toHaveText("Seat Frozen");
    await expect(page.getByRole("link", { name: /Download PDF/ })).toBeVisible();
  });

  test("PwD and Defence candidates get the reporting instructions; no seat gets its message", async ({ page }) => {
    await lookUp(page, "/admission/result", { email: "nisha.placeholder@example.org", dob: "21-07-2009" });
    await expect(page.getByRole("heading", { name: "Report in person to confirm your seat" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("DSEU, Sector-9, Dwarka, New Delhi")).toBeVisible();
    await expect(main.getByText("25 July 2025")).toBeVisible();
    await expect(main.getByText("11:00 AM to 2:00 PM")).toBeVisible();
    await lookUp(page, "/admission/result", { email: "rohan.noseat@example.org", dob: "30-05-2009" });
    await expect(page.getByRole("heading", { name: "No Seat Allotted" })).toBeVisible();
  });

  test("B.Tech round 1 shares the page through ?category=btech and keeps its own session", async ({ page }) => {
    await lookUp(page, "/admission/result?category=btech", { email: "tara.example@example.org", dob: "28-10-2006" });
    await expect(page).toHaveURL(/\/admission\/result\/show\?category=btech$/);
    await expect(page.getByText("GB Pant Okhla Campus, Library Block, Ground Floor")).toBeVisible();
    await page.goto("/admission/result/show");
    await expect(page).toHaveURL(/\/admission\/result\?session=ended$/);
  });
});
