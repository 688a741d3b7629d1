/**
 * @jest-environment node
 */
import { z } from "zod";
import { createElement, isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { fill, rich, roundText, choiceText } from "@/components/results/words";
import { admissionCategoryIn } from "@/components/results/AllotmentTable";
import {
  ROUND_KEYS,
  ROUND_PAGES,
  SEAT_CONFIRMATION_RULES,
  SEAT_CONFIRMATION_STEPS,
} from "@/lib/admissions/round-pages";
import { CATEGORY_NAMES } from "@/lib/admissions/categories";
import { choiceSet, decisionChoices, STATUS_TEXT } from "@/lib/admissions/rules";
import { lookupSchema } from "@/lib/admissions/schema";
import {
  ChoiceNotAllowedError,
  DecisionRefusedError,
  SEAT_CONFIRMATION_CLOSED,
  SESSION_ENDED_MESSAGE,
  tooManyLookups,
  WrongPairError,
} from "@/lib/admissions/errors";
import { decisionFailure, lookupFailure, lookupFieldErrors } from "@/lib/admissions/page-errors";
import { candidateCookieOptions, candidateCookiePath } from "@/lib/admissions/session";
import { NotFoundError } from "@/lib/errors";

/**
 * The result pages say the domain's words from the catalogue; the English catalogue must say what
 * the domain's own English says (e-mails, the letter and the API use that), word for word.
 */
describe("the English catalogue is the domain's English", () => {
  test("process, statuses, choices and categories", () => {
    expect(en.results.steps).toEqual([...SEAT_CONFIRMATION_STEPS]);
    expect(en.results.rules).toEqual([...SEAT_CONFIRMATION_RULES]);
    expect(en.results.status).toEqual(STATUS_TEXT);
    expect(en.results.categories).toEqual(CATEGORY_NAMES);
    const first = { programPreference: 1, campusPreference: false };
    const other = { programPreference: 2, campusPreference: false };
    for (const [key, subject] of [
      ["pg1", other],
      ["ug2", first],
      ["ug2", other],
      ["diploma4", other],
    ] as const) {
      const set = choiceSet(key, subject);
      for (const choice of decisionChoices(key, subject))
        expect(choiceText(en.results, set, choice.status)).toEqual({
          label: choice.label,
          description: choice.description,
        });
    }
  });

  test("each round's timeline, rule, reporting, tab and level", () => {
    for (const key of ROUND_KEYS) {
      const page = ROUND_PAGES[key];
      const text = roundText(en.results, key);
      expect(text.schedule).toEqual(page.schedule);
      expect(text.note).toBe("note" in page ? page.note : undefined);
      expect(text.reporting).toEqual("reporting" in page ? page.reporting : undefined);
      expect(fill(en.results.tab, { round: page.round })).toBe(page.tabLabel);
      expect(en.results.levels[page.category]).toBe(page.level);
    }
  });

  test("every Hindi round says as much as the English one", () => {
    for (const key of ROUND_KEYS) {
      const [english, hindi] = [roundText(en.results, key), roundText(hi.results, key)];
      expect(hindi.schedule).toHaveLength(english.schedule.length);
      expect(Boolean(hindi.note)).toBe(Boolean(english.note));
      expect(Boolean(hindi.reporting)).toBe(Boolean(english.reporting));
    }
  });
});

describe("lookup problems are told apart by field and kind, not by their English", () => {
  const problems = (input: { email: string; dob: string }) => {
    const parsed = lookupSchema.safeParse(input);
    if (parsed.success) throw new Error("expected a problem");
    return parsed.error;
  };
  const cases = [
    { email: "", dob: "" },
    { email: "not-an-email", dob: "2009-04-11" },
    { email: `${"a".repeat(250)}@example.org`, dob: "31-02-2006" },
  ];

  test("in English, the schema's own messages", () => {
    for (const input of cases) {
      const error = problems(input);
      const english = z.flattenError(error).fieldErrors;
      expect(lookupFieldErrors(error, en.results.errors)).toEqual({ email: english.email?.[0], dob: english.dob?.[0] });
    }
  });

  test("in Hindi, the catalogue's", () => {
    expect(lookupFieldErrors(problems(cases[0]!), hi.results.errors)).toEqual({
      email: hi.results.errors.emailMissing,
      dob: hi.results.errors.dobMissing,
    });
    expect(lookupFieldErrors(problems(cases[1]!), hi.results.errors)).toEqual({
      email: hi.results.errors.emailInvalid,
      dob: "अपनी जन्म तिथि DD-MM-YYYY के रूप में लिखें, जैसे 30-05-2006।",
    });
    expect(lookupFieldErrors(problems(cases[2]!), hi.results.errors).email).toBe(hi.results.errors.emailTooLong);
  });

  test("a wrong pair and the rate limit; other failures are left to the caller", () => {
    const wrong = new WrongPairError();
    expect(lookupFailure(wrong, en.results.errors)).toBe(wrong.message);
    expect(lookupFailure(wrong, hi.results.errors)).toBe(hi.results.errors.wrongPair);
    for (const seconds of [30, 720]) {
      const limited = tooManyLookups(seconds);
      expect(lookupFailure(limited, en.results.errors)).toBe(limited.message);
    }
    expect(lookupFailure(tooManyLookups(720), hi.results.errors)).toBe(
      "बहुत अधिक प्रयास हुए। कृपया 12 मिनट बाद फिर से प्रयास करें।",
    );
    expect(lookupFailure(new NotFoundError("x"), hi.results.errors)).toBeUndefined();
    expect(en.results.errors.sessionEnded).toBe(SESSION_ENDED_MESSAGE);
  });
});

describe("refused seat decisions are told apart by their code", () => {
  const refusals = [
    new DecisionRefusedError("No seat was allotted in this round, so there is no seat to confirm.", "no_seat"),
    new DecisionRefusedError(
      "PwD and Defence candidates confirm their seat in person at the reporting session.",
      "in_person",
    ),
    new DecisionRefusedError(SEAT_CONFIRMATION_CLOSED, "closed"),
    new DecisionRefusedError(
      `Your decision has already been recorded (${STATUS_TEXT.freeze.title}) and cannot be changed.`,
      "decided",
      "freeze",
    ),
    new ChoiceNotAllowedError(
      "This choice is not available for your seat. You may choose: Freeze or Reject.",
      ["freeze", "reject"],
      "acceptOrReject",
    ),
  ];

  test("English says what the API says; Hindi says it in Hindi; the API keeps its status", () => {
    for (const error of refusals) {
      expect(decisionFailure(error, en.results)).toBe(error.message);
      expect(decisionFailure(error, hi.results)).toMatch(/[\u0900-\u097F]/);
    }
    expect(refusals[0]!.status).toBe(409);
    expect(refusals[3]!.field).toBe("status");
    expect(decisionFailure(refusals[4]!, hi.results)).toBe(
      "यह विकल्प आपकी सीट के लिए उपलब्ध नहीं है। आप ये चुन सकते हैं: फ्रीज़ करें या अस्वीकार करें।",
    );
    expect(decisionFailure(new NotFoundError("Cannot find result"), hi.results)).toBeUndefined();
  });
});

test("words fill their placeholders and turn their tags into elements", () => {
  expect(fill("Round {round}", { round: 2 })).toBe("Round 2");
  const node = rich(
    hi.results.helpdesk,
    { question: "प्रश्न?", email: "a@b.in" },
    {
      link: (text) => createElement("a", { href: `mailto:${text}` }, text),
    },
  );
  expect(isValidElement(node)).toBe(true);
  expect(renderToStaticMarkup(createElement("p", null, node))).toBe(
    '<p>प्रश्न? <a href="mailto:a@b.in">a@b.in</a> पर लिखें।</p>',
  );
  expect(admissionCategoryIn(hi.results, "del_ur")).toBe("दिल्ली सामान्य");
  expect(admissionCategoryIn(hi.results, "DEL_KM")).toBe("DEL_KM");
});

test("a Hindi result session's cookie is sent to the Hindi result pages", () => {
  expect(candidateCookiePath("en")).toBe("/admission/result");
  expect(candidateCookiePath("hi")).toBe("/hi/admission/result");
  expect(candidateCookieOptions(false, "hi").path).toBe("/hi/admission/result");
});
