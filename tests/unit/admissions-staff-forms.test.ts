import { checkRoundForm, fieldOfApiErrors, fromIndiaInput, toIndiaInput } from "@/lib/admissions/staff-forms";
import { overrideSchema } from "@/lib/admissions/schema";

const valid = {
  title: "DSEU Diploma Round 2 Seat Allocation",
  startsAt: "2025-08-07T00:00",
  endsAt: "2025-08-08T23:59",
  window: "open" as const,
  pdfLink: "",
};

describe("dates in India time", () => {
  test("an instant is shown as the India wall-clock time, and read back to the same instant", () => {
    expect(toIndiaInput("2025-08-06T18:30:00.000Z")).toBe("2025-08-07T00:00");
    expect(toIndiaInput(null)).toBe("");
    expect(new Date(fromIndiaInput("2025-08-07T00:00")!).toISOString()).toBe("2025-08-06T18:30:00.000Z");
    expect(fromIndiaInput("")).toBeNull();
  });
});

describe("the round form", () => {
  test("valid values become the API's changes", () => {
    expect(checkRoundForm(valid)).toEqual({
      ok: true,
      changes: {
        title: valid.title,
        startsAt: "2025-08-07T00:00:00+05:30",
        endsAt: "2025-08-08T23:59:00+05:30",
        windowOpen: true,
        confirmationPdfUrl: "",
      },
    });
    expect(
      checkRoundForm({
        ...valid,
        startsAt: "",
        endsAt: "",
        window: "closed",
        pdfLink: "/files/0123456789abcdef01234567/process.pdf",
      }),
    ).toMatchObject({
      ok: true,
      changes: { startsAt: null, endsAt: null, windowOpen: false },
    });
  });

  test("each field gets its own message", () => {
    expect(
      checkRoundForm({
        title: "ab",
        startsAt: "yesterday",
        endsAt: "2025-08-08T23:59",
        window: "maybe" as "open",
        pdfLink: "http://example.org/a.pdf",
      }),
    ).toEqual({
      ok: false,
      errors: {
        title: "Enter a title of at least 3 characters.",
        startsAt: "Enter the opening date as a date and time.",
        window: "Choose whether the decision window is open or closed.",
        pdfLink: "Enter a path on this site (/files/…) or an https:// address.",
      },
    });
  });

  test("an open window needs both its dates", () => {
    expect(checkRoundForm({ ...valid, endsAt: "" })).toEqual({
      ok: false,
      errors: { window: "Set the opening and closing dates before opening the window." },
    });
    expect(checkRoundForm({ ...valid, startsAt: "", endsAt: "", window: "closed" })).toMatchObject({ ok: true });
  });

  test("the window cannot close before it opens", () => {
    expect(checkRoundForm({ ...valid, endsAt: "2025-08-06T23:59" })).toEqual({
      ok: false,
      errors: { endsAt: "The window cannot close before it opens." },
    });
  });
});

test("an API failure's field error becomes that form field's message; others are left to the caller", () => {
  const fields = { endsAt: "endsAt", confirmationPdfUrl: "pdfLink" } as const;
  expect(fieldOfApiErrors({ endsAt: "endsAt must not be before startsAt" }, fields)).toEqual({
    endsAt: "endsAt must not be before startsAt",
  });
  expect(fieldOfApiErrors({ confirmationPdfUrl: "bad" }, fields)).toEqual({ pdfLink: "bad" });
  expect(fieldOfApiErrors({ status: "weird" }, fields)).toBeUndefined();
  expect(fieldOfApiErrors({}, fields)).toBeUndefined();
});

test("the override's reason is the same rule in the form and in the API", () => {
  expect(overrideSchema.safeParse({ status: "freeze", reason: "  " }).error?.issues[0]?.message).toBe(
    "A reason is required for a status change (at least 3 characters).",
  );
  expect(overrideSchema.parse({ status: "freeze", reason: " Verified by phone " })).toEqual({
    status: "freeze",
    reason: "Verified by phone",
  });
});
