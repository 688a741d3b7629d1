/**
 * @jest-environment node
 */
import { allowedDecisions, decisionChoices, letterAvailable, resultOutcome, STATUS_TEXT } from "@/lib/admissions/rules";
import { normalizeDob } from "@/lib/admissions/dob";
import { admissionCategoryInWords } from "@/lib/admissions/categories";
import { legacyEnvelope, legacyMessage } from "@/lib/admissions/legacy";
import { parseCsv, toCsv } from "@/lib/admissions/csv";
import { candidateCookieName, candidateCookieOptions, isHttpsRequest } from "@/lib/admissions/session";
import { ROUND_KEYS, ROUND_PAGES, findRoundPage } from "@/lib/admissions/rounds";
import { lookupSchema } from "@/lib/admissions/schema";
import type { CandidateResult } from "@/lib/admissions/records";

const other = { programPreference: 3, campusPreference: false };

describe("allowed seat decisions", () => {
  test("another preference in a round with upgrades gets all four choices", () => {
    for (const key of ["diploma1", "diploma2", "btech1", "btech2", "ug1", "ug2"] as const) {
      expect(allowedDecisions(key, other)).toEqual(["freeze", "float", "upgrade", "reject"]);
    }
    expect(decisionChoices("diploma2", other).map((c) => c.label)).toEqual([
      "Final Acceptance",
      "Accept and Upgrade",
      "Not Accepted and Upgrade",
      "Not Accepted",
    ]);
  });

  test("first preference, campus preference, PG and the last diploma rounds only freeze or reject", () => {
    expect(allowedDecisions("diploma1", { programPreference: 1, campusPreference: false })).toEqual([
      "freeze",
      "reject",
    ]);
    expect(allowedDecisions("ug1", { programPreference: 2, campusPreference: true })).toEqual(["freeze", "reject"]);
    expect(allowedDecisions("pg1", { programPreference: null, campusPreference: false })).toEqual(["freeze", "reject"]);
    expect(allowedDecisions("diploma3", other)).toEqual(["freeze", "reject"]);
    expect(allowedDecisions("diploma4", other)).toEqual(["freeze", "reject"]);
    expect(decisionChoices("pg1", other).map((c) => c.label)).toEqual(["Freeze", "Reject"]);
  });

  test("a letter is issued for a kept seat only", () => {
    expect(["pending", "freeze", "float", "upgrade", "reject"].filter((s) => letterAvailable(s as never))).toEqual([
      "freeze",
      "float",
    ]);
    expect(STATUS_TEXT.freeze.title).toBe("Seat Frozen");
    expect(STATUS_TEXT.float.title).toBe("Accepted & Upgrade");
    expect(STATUS_TEXT.upgrade.title).toBe("Not Accepted & Upgrade");
    expect(STATUS_TEXT.reject.title).toBe("Seat Rejected");
  });

  test("PwD and Defence candidates report in person only in rounds with a reporting session", () => {
    const seat = { program: "BCA", campus: "DSEU Pusa-II Campus", pwd: true, defence: false };
    expect(resultOutcome("ug1", seat)).toBe("report_in_person");
    expect(resultOutcome("ug2", seat)).toBe("allotted");
    expect(resultOutcome("btech1", { ...seat, pwd: false, defence: true })).toBe("report_in_person");
    expect(resultOutcome("diploma2", { ...seat, pwd: false, program: "", campus: "" })).toBe("no_seat");
  });
});

describe("dates of birth", () => {
  test.each([
    ["30-05-2006", "30-05-2006"],
    ["1-2-2007", "01-02-2007"],
    ["01/02/2007", "01-02-2007"],
    [" 29.02.2008 ", "29-02-2008"],
  ])("%s is read as %s", (input, expected) => expect(normalizeDob(input)).toBe(expected));

  test.each([
    "29-02-2007",
    "31-04-2008",
    "00-01-2008",
    "2008-01-01",
    "01-13-2008",
    "01-01-1899",
    "01-01-2999",
    "",
    "abc",
  ])("%s is refused", (input) => {
    expect(normalizeDob(input, new Date("2026-01-01"))).toBeUndefined();
  });

  test("the lookup form's messages name the field and show the format", () => {
    const result = lookupSchema.safeParse({ email: "", dob: "2006-05-30" });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["email", "Enter the email address of your admission form."],
      ["dob", "Enter your date of birth as DD-MM-YYYY, for example 30-05-2006."],
    ]);
  });
});

test("admission categories are shown in words, unknown codes as given", () => {
  expect(admissionCategoryInWords("DEL_UR")).toBe("Delhi General");
  expect(admissionCategoryInWords("od_del_ews")).toBe("Outside Delhi EWS");
  expect(admissionCategoryInWords("OB_DEL_SC")).toBe("Outside Delhi SC");
  expect(admissionCategoryInWords("DEL_KM")).toBe("DEL_KM");
});

describe("the legacy envelope", () => {
  const result: CandidateResult = {
    id: "65f000000000000000000001",
    roundKey: "diploma1",
    formNumber: "F-1",
    name: "A",
    program: "P",
    campus: "C",
    registeredCategory: "General",
    categoryAllocated: "DEL_UR",
    programPreference: 2,
    campusPreference: false,
    rank: 10,
    status: "pending",
    pwd: false,
    defence: true,
    decidedAt: null,
  };

  test("special messages per round, spelled as the old clients compare them", () => {
    expect(legacyMessage("diploma1", "report_in_person", { pwd: false })).toBe("Defence Student Found");
    expect(legacyMessage("diploma1", "report_in_person", { pwd: true })).toBe("PWD Student Found");
    expect(legacyMessage("btech1", "report_in_person", { pwd: true })).toBe("PWD BTech Student Found");
    expect(legacyMessage("ug1", "report_in_person", { pwd: false })).toBe("defence Student Found");
    expect(legacyMessage("btech1", "no_seat", { pwd: false })).toBe(
      "You have not been allotted any seat, please try again in next round",
    );
    for (const key of ["diploma2", "diploma3", "diploma4", "btech2", "ug1", "ug2"] as const) {
      expect(legacyMessage(key, "no_seat", { pwd: false })).toBe(
        "You have not alloted any seat please try again in next round",
      );
    }
    expect(legacyMessage("diploma2", "allotted", { pwd: false })).toBeUndefined();
  });

  test("round 1 carries btech, allStudentId and the PwD/Defence flag; a special message hides the student", () => {
    expect(legacyEnvelope({ result, outcome: "report_in_person", token: "t" })).toEqual({
      status: "success",
      message: "Defence Student Found",
      data: {},
      token: "t",
      btech: false,
      allStudentId: result.id,
      isPwdDefenceStudent: true,
    });
    const ug = legacyEnvelope({ result: { ...result, roundKey: "ug1", defence: false }, outcome: "allotted" });
    expect(ug).toMatchObject({
      isPwdOrDefenceStudent: false,
      data: { student: { form_no: "F-1", form_number: "F-1" } },
    });
    expect(ug).not.toHaveProperty("allStudentId");
  });
});

describe("CSV", () => {
  test("cells with commas, quotes and line breaks survive a round trip; formulas are neutralised", () => {
    const text = toCsv(
      ["a", "b", "c"],
      [
        ["Singh, H", 'He said "hi"', "=HYPERLINK(1)"],
        ["two\nlines", null, true],
      ],
    );
    expect(text).toBe('a,b,c\r\n"Singh, H","He said ""hi""",\'=HYPERLINK(1)\r\n"two\nlines",,true\r\n');
    const parsed = parseCsv(text);
    expect(parsed.header).toEqual(["a", "b", "c"]);
    expect(parsed.rows.map((r) => r.cells)).toEqual([
      ["Singh, H", 'He said "hi"', "=HYPERLINK(1)"],
      ["two\nlines", "", "true"],
    ]);
  });

  test("header names are matched loosely and a byte-order mark is ignored", () => {
    expect(parseCsv("\uFEFFForm Number, Registered-Category ,EMAIL\nx,y,z\n").header).toEqual([
      "form_number",
      "registered_category",
      "email",
    ]);
  });
});

describe("the candidate session", () => {
  test("one http-only, SameSite=Lax cookie per round, sent only to the result pages, secure over https", () => {
    expect(candidateCookieName("diploma2")).toBe("dseu_result_diploma2");
    expect(candidateCookieOptions(true)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/admission/result",
      maxAge: 1800,
    });
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "https,http" }))).toBe(true);
    expect(isHttpsRequest(new Headers({ "x-forwarded-proto": "http" }), "https://x")).toBe(false);
    expect(isHttpsRequest(new Headers(), "https://dseu.ac.in/")).toBe(true);
  });
});

test("every round has a listing page under /admission/result, a result page, and a unique key", () => {
  const paths = ROUND_KEYS.map((k) => ROUND_PAGES[k].listingPath);
  expect(new Set(paths).size).toBe(ROUND_KEYS.length);
  for (const key of ROUND_KEYS) {
    const page = ROUND_PAGES[key];
    expect(page.listingPath.startsWith("/admission/result")).toBe(true);
    expect(page.showPath.startsWith("/admission/result/")).toBe(true);
    expect(findRoundPage(page.category, page.round)?.key).toBe(key);
  }
  expect(findRoundPage("pg", 2)).toBeUndefined();
});
