/** @jest-environment node */
import { endDateInputValue, fieldOfServerError, noticeFieldErrors, validUntilInputValue } from "@/lib/notices/form";
import { newNoticeSchema } from "@/lib/notices/schema";

describe("field messages from the API's own schemas", () => {
  const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  test("a new notice needs a title and a section; auto archive needs a future date", () => {
    expect(noticeFieldErrors({ autoArchive: "false" }, "upload")).toEqual({
      fileName: "Enter the notice title",
      section: "Choose a section",
    });
    expect(noticeFieldErrors({ fileName: "Circular", section: "ad circulars", autoArchive: "true" }, "upload")).toEqual(
      {
        validUntil: "Choose the date until which the notice stays current (auto archive is on)",
      },
    );
    expect(
      noticeFieldErrors(
        { fileName: "Circular", section: "ad circulars", autoArchive: "true", validUntil: "2020-01-01" },
        "upload",
      ),
    ).toEqual({
      validUntil: "Must be in the future",
    });
    expect(
      noticeFieldErrors(
        { fileName: "Circular", section: "ad circulars", autoArchive: "true", validUntil: tomorrow },
        "upload",
      ),
    ).toEqual({});
    expect(
      noticeFieldErrors({ fileName: "Post", section: "academic positions", apply: "javascript:alert(1)" }, "archive"),
    ).toEqual({
      apply: "Must be a web address starting with https:// or http://",
    });
  });

  test("an edit may leave the date out (the stored one applies) but not clear it while auto archive stays on", () => {
    const stored = new Date(Date.now() + 86_400_000).toISOString();
    expect(noticeFieldErrors({ fileName: "Circular", autoArchive: "true" }, "edit", stored)).toEqual({});
    expect(noticeFieldErrors({ fileName: "Circular", autoArchive: "true", validUntil: "" }, "edit", stored)).toEqual({
      validUntil: "Choose the date until which the notice stays current (auto archive is on)",
    });
    expect(noticeFieldErrors({ fileName: "" }, "edit", null)).toEqual({ fileName: "Enter the notice title" });
  });

  test("the browser's messages are the server's: the same schema refuses the same values", () => {
    const values = { fileName: " ", section: "nowhere", autoArchive: "false" };
    expect(newNoticeSchema.safeParse(values).success).toBe(false);
    expect(Object.keys(noticeFieldErrors(values, "upload")).sort()).toEqual(["fileName", "section"]);
  });

  test("a server message naming a form field goes to that field; any other stays with the form", () => {
    expect(
      fieldOfServerError(
        { pdf: "only PDF files are accepted; this file is not a PDF." },
        "pdf: only PDF files are accepted; this file is not a PDF.",
      ),
    ).toEqual({
      field: "pdf",
      message: "Only PDF files are accepted; this file is not a PDF.",
    });
    expect(fieldOfServerError({}, "Cannot find notice with id: 1")).toEqual({
      message: "Cannot find notice with id: 1",
    });
    expect(fieldOfServerError({ status: "weird" }, "status: weird")).toEqual({ message: "status: weird" });
  });
});

describe("stored dates shown in date inputs", () => {
  test("a valid-until day comes back as the day picked (stored as the end of that day in India)", () => {
    // 2030-07-25 picked: stored as the start of 2030-07-26 in India, 18:30 UTC on the 25th.
    expect(validUntilInputValue("2030-07-25T18:30:00.000Z")).toBe("2030-07-25");
    expect(validUntilInputValue("2030-07-25T10:00:00.000Z")).toBe("2030-07-25");
    expect(validUntilInputValue(null)).toBe("");
  });

  test("an end date is the UTC day it was stored on", () => {
    expect(endDateInputValue("2030-07-25T00:00:00.000Z")).toBe("2030-07-25");
    expect(endDateInputValue(null)).toBe("");
  });
});
