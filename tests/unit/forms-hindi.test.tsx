import { act, fireEvent, render, screen } from "@testing-library/react";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import type { FormState } from "@/lib/submissions/form-state";
import { TooManyRequestsError } from "@/lib/errors";

// The action reads the page's language from next-intl: here a Hindi page.
jest.mock("next-intl/server", () => ({
  getLocale: async () => "hi",
  getMessages: async () => jest.requireActual<typeof import("@/messages/hi.json")>("@/messages/hi.json"),
}));
jest.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));
const submitGrievance = jest.fn();
const registerAlumnus = jest.fn();
jest.mock("@/lib/submissions/service", () => ({
  SUBMISSIONS_PER_HOUR: 5,
  submitGrievance: (...args: unknown[]) => submitGrievance(...args),
  registerAlumnus: (...args: unknown[]) => registerAlumnus(...args),
  sendFeedback: jest.fn(),
}));
jest.mock("react-hot-toast", () => ({ __esModule: true, default: { success: jest.fn() }, Toaster: () => null }));

import { ENGLISH_FORM_ERRORS, ENGLISH_FORM_FRAME } from "@/lib/submissions/form-words";
import { SubmissionFieldError } from "@/lib/submissions/field-error";
import { feedbackSchemaIn, grievanceSchema } from "@/lib/submissions/schema";
import { fieldErrorsFromZod } from "@/lib/submissions/form-state";
import { registerAlumnusForm, submitGrievanceForm } from "@/lib/submissions/actions";
import { GrievanceForm } from "@/components/forms/GrievanceForm";
import { ZONE_LABELS } from "@/components/forms/campus-options";
import { feedbackPage, grievancePage } from "@/lib/db/seed/content/pages/forms";
import { HINDI } from "@/lib/content/glossary-terms";

const MAX = 5 * 1024 * 1024;
const errors = hi.forms.errors;

function hindiErrors(input: Record<string, unknown>) {
  const result = grievanceSchema(MAX, errors).safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("the forms' words", () => {
  test("the English copies for the API and the service are the catalogue's English", () => {
    expect(ENGLISH_FORM_ERRORS).toEqual(en.forms.errors);
    expect(ENGLISH_FORM_FRAME).toEqual(en.forms.frame);
    expect(ZONE_LABELS).toEqual(en.forms.zones);
  });

  test("every Hindi message keeps the placeholders of its English one", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
    const pairs = (english: Record<string, unknown>, hindi: Record<string, unknown>, path: string): void => {
      for (const [key, value] of Object.entries(english)) {
        const other = hindi[key];
        if (typeof value === "string")
          expect([`${path}.${key}`, placeholders(other as string)]).toEqual([`${path}.${key}`, placeholders(value)]);
        else pairs(value as Record<string, unknown>, other as Record<string, unknown>, `${path}.${key}`);
      }
    };
    pairs(en.forms, hi.forms, "forms");
  });

  test("every text beside the grievance and feedback forms has its Hindi in the glossary", () => {
    const texts = [
      ...grievancePage.before,
      grievancePage.privacy,
      grievancePage.rti.intro,
      grievancePage.courtPetitions.text,
      ...feedbackPage.useFor,
      feedbackPage.notFor,
      feedbackPage.grievanceLink.name,
      feedbackPage.afterSending,
      feedbackPage.privacy,
      feedbackPage.privacyLink.name,
      feedbackPage.contact.text,
    ];
    expect(texts.filter((text) => !text.hi || HINDI[text.en] !== text.hi)).toEqual([]);
  });
});

describe("the schemas in Hindi", () => {
  test("an empty grievance gets a Hindi message for every required field, in the form's order", () => {
    expect(hindiErrors({})).toEqual({
      name: errors.nameMissing,
      email: errors.emailMissing,
      phone: errors.phoneMissing,
      campus: errors.campusMissing,
      category: errors.categoryMissing,
      subject: errors.subjectMissing,
      description: errors.descriptionMissing,
    });
    expect(errors.nameMissing).toBe("अपना पूरा नाम लिखें।");
  });

  test("the English schema is unchanged: the API's messages stay the same", () => {
    const result = grievanceSchema(MAX).safeParse({ phone: "123" });
    expect(result.success || fieldErrorsFromZod(result.error)).toMatchObject({
      name: "Enter your full name.",
      phone: "Enter a 10-digit mobile number, digits only.",
    });
  });

  test("messages with a value have it filled in; other rules say their own code", () => {
    const tooLarge = hindiErrors({ attachment: { name: "a.pdf", size: MAX + 1, type: "application/pdf" } });
    expect(tooLarge.attachment).toBe("संलग्न फ़ाइल 5.0 MB या उससे छोटी होनी चाहिए।");
    expect(hindiErrors({ email: "not an address", subject: "abc" })).toMatchObject({
      email: errors.emailInvalid,
      subject: errors.subjectTooShort,
    });
    const feedback = feedbackSchemaIn(errors).safeParse({ phone: "12" });
    expect(feedback.success || fieldErrorsFromZod(feedback.error).phone).toBe(errors.phoneOptionalInvalid);
  });
});

describe("the service's own refusals carry a code", () => {
  test("a field refusal keeps its English message for the API and gives the Hindi by its code", () => {
    const refusal = new SubmissionFieldError("attachmentTooLarge", "attachment", { size: "5.0 MB" });
    expect(refusal.message).toBe("The attachment must be 5.0 MB or smaller.");
    expect(refusal.fieldErrors).toEqual({ attachment: "The attachment must be 5.0 MB or smaller." });
    expect(refusal.fieldErrorsIn(errors)).toEqual({ attachment: "संलग्न फ़ाइल 5.0 MB या उससे छोटी होनी चाहिए।" });
  });
});

function grievanceForm(values: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const good = {
  name: "आशा वर्मा",
  email: "asha@example.org",
  phone: "9876543210",
  campus: "dseu-dwarka-campus",
  category: "exam",
  subject: "परिणाम घोषित नहीं हुआ",
  description: "मेरे दूसरे सेमेस्टर का परिणाम अब तक घोषित नहीं हुआ है।",
};

describe("the grievance action on a Hindi page", () => {
  beforeEach(() => submitGrievance.mockReset());

  test("an empty form is answered with Hindi field errors and a Hindi count", async () => {
    const answer = await submitGrievanceForm({ status: "idle" }, grievanceForm());
    expect(answer).toMatchObject({
      status: "invalid",
      message: "7 फ़ील्ड में समस्याएँ हैं। कृपया उन्हें ठीक करके फ़ॉर्म फिर से भेजें।",
      fieldErrors: { name: errors.nameMissing, campus: errors.campusMissing },
    });
    expect(submitGrievance).not.toHaveBeenCalled();
  });

  test("the service's refusal by code comes back in Hindi, and so does the rate limit", async () => {
    submitGrievance.mockRejectedValueOnce(new SubmissionFieldError("campusUnknown", "campus"));
    expect(await submitGrievanceForm({ status: "idle" }, grievanceForm(good))).toMatchObject({
      status: "invalid",
      message: "1 फ़ील्ड में समस्या है। कृपया उसे ठीक करके फ़ॉर्म फिर से भेजें।",
      fieldErrors: { campus: "सूची में से कोई परिसर चुनें।" },
    });
    submitGrievance.mockRejectedValueOnce(new TooManyRequestsError("You have already sent 5 forms…", 41 * 60 + 5));
    expect(await submitGrievanceForm({ status: "idle" }, grievanceForm(good))).toMatchObject({
      status: "error",
      message: "पिछले एक घंटे में आपके नेटवर्क से इस प्रकार के 5 फ़ॉर्म पहले ही भेजे जा चुके हैं। कृपया 42 मिनट बाद फिर से प्रयास करें।",
    });
  });

  test("a stored grievance is thanked in Hindi", async () => {
    submitGrievance.mockResolvedValueOnce({ reference: "GRV-2026-000042" });
    const answer = await submitGrievanceForm({ status: "idle" }, grievanceForm(good));
    expect(answer).toEqual({ status: "success", message: hi.forms.grievance.success, reference: "GRV-2026-000042" });
  });
});

describe("the alumni action on a Hindi page", () => {
  const alumnus = {
    name: "रवि कुमार",
    email: "ravi@example.org",
    programme: "Diploma in Tool and Die Making",
    campus: "dseu-pusa-i-campus",
    yearOfPassing: "2012",
  };

  test("its field errors, the service's refusal by code and its thanks are Hindi", async () => {
    expect(
      await registerAlumnusForm({ status: "idle" }, grievanceForm({ ...alumnus, yearOfPassing: "1950" })),
    ).toMatchObject({
      status: "invalid",
      fieldErrors: { yearOfPassing: "1960 से लेकर इस वर्ष तक का कोई वर्ष लिखें।" },
    });
    registerAlumnus.mockRejectedValueOnce(new SubmissionFieldError("campusUnknown", "campus"));
    expect(await registerAlumnusForm({ status: "idle" }, grievanceForm(alumnus))).toMatchObject({
      status: "invalid",
      fieldErrors: { campus: "सूची में से कोई परिसर चुनें।" },
    });
    registerAlumnus.mockResolvedValueOnce({ reference: "ALM-2026-000007" });
    expect(await registerAlumnusForm({ status: "idle" }, grievanceForm(alumnus))).toEqual({
      status: "success",
      message: hi.morePages.alumni.form.success,
      reference: "ALM-2026-000007",
    });
  });

  test("its Hindi words keep the placeholders of the English ones", () => {
    expect(hi.morePages.alumni.form.yearHint).toContain("{earliest}");
    expect(hi.morePages.alumni.form.successToast).toContain("{reference}");
  });
});

describe("the grievance form in Hindi", () => {
  const campuses = [
    { label: "पश्चिमी ज़ोन", options: [{ value: "dseu-dwarka-campus", label: "DSEU Dwarka Campus", lang: "en" }] },
  ];

  test("labels, hints, the optional marker and the browser's errors are Hindi, wired as on the English form", async () => {
    const submit = jest.fn<Promise<FormState>, [FormState, FormData]>();
    render(<GrievanceForm campusGroups={campuses} attachmentMaxBytes={MAX} words={hi.forms} />);
    for (const label of ["पूरा नाम", "ईमेल पता", "मोबाइल नंबर", "परिसर", "श्रेणी", "विषय", "विवरण"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByText("(वैकल्पिक)")).toBeInTheDocument();
    expect(screen.getByLabelText(/सहायक दस्तावेज़/)).toHaveAccessibleDescription(/अधिकतम 5\.0 MB की एक PDF फ़ाइल/);
    expect(screen.getByRole("option", { name: "DSEU Dwarka Campus" })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("option", { name: "परीक्षा संबंधी समस्याएँ" })).toHaveValue("exam");

    fireEvent.change(screen.getByLabelText("पूरा नाम"), { target: { value: "आशा वर्मा" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("button", { name: "शिकायत जमा करें" }).closest("form")!);
    });
    expect(submit).not.toHaveBeenCalled();
    const email = screen.getByLabelText("ईमेल पता");
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("हम इसी पते पर उत्तर देंगे। त्रुटि: अपना ईमेल पता लिखें।");
    const summary = screen.getAllByRole("alert").find((a) => a.textContent?.includes("फ़ॉर्म में कुछ सुधार आवश्यक है"))!;
    expect(summary).toHaveTextContent("6 फ़ील्ड में समस्याएँ हैं।");
    expect(screen.getByRole("link", { name: "अपना परिसर चुनें।" })).toHaveAttribute("href", "#grievance-campus");
  });
});
