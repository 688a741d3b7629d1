/** @jest-environment node */
import { EXAM_FIELD_ORDER, examDocumentErrors } from "@/lib/exams/form";
import { fieldOfServerError } from "@/lib/notices/form";
import { pagedListStatus } from "@/components/notices/Pagination";
import { examSectionBySlug, examSectionHref } from "@/components/examination/sections";

const MB = 1024 * 1024;
const pdf = new File([new TextEncoder().encode("%PDF-1.7\n%%EOF\n")], "result.pdf", { type: "application/pdf" });

describe("the exam-document form's checks in the browser", () => {
  test("a PDF document needs a title, a section and the file", async () => {
    expect(await examDocumentErrors({}, "pdf", undefined, MB)).toEqual({
      title: "Enter the title",
      section: "Choose a section",
      pdf: "Choose the PDF file of the document",
    });
    expect(await examDocumentErrors({ title: "Result", section: "exam results" }, "pdf", pdf, MB)).toEqual({});
    expect(await examDocumentErrors({ title: "Result", section: "exam results" }, "pdf", pdf, 4)).toEqual({
      pdf: "The file is larger than the upload limit of 4 B.",
    });
  });

  test("a link needs an https address; a section outside the examination branch is refused", async () => {
    expect(
      await examDocumentErrors({ title: "Fees", section: "exam fee-link", link: "" }, "link", undefined, MB),
    ).toEqual({ link: "Enter the https:// address of the page" });
    expect(
      await examDocumentErrors(
        { title: "Fees", section: "exam fee-link", link: "http://pay.example.org" },
        "link",
        undefined,
        MB,
      ),
    ).toEqual({ link: "Must be an https:// address" });
    expect(
      await examDocumentErrors(
        { title: "Fees", section: "students", link: "https://pay.example.org" },
        "link",
        undefined,
        MB,
      ),
    ).toMatchObject({ section: expect.stringMatching(/^Is not one of the exam sections/) });
    expect(
      await examDocumentErrors(
        { title: "Fees", section: "exam fee-link", link: "https://pay.example.org" },
        "link",
        undefined,
        MB,
      ),
    ).toEqual({});
  });

  test("a server failure naming one of the form's fields is shown at that field", () => {
    expect(fieldOfServerError({ title: "enter the title" }, "title: enter the title", EXAM_FIELD_ORDER)).toEqual({
      field: "title",
      message: "Enter the title",
    });
    expect(
      fieldOfServerError(
        { link: "give either a PDF or a link, not both." },
        "link: give either a PDF or a link, not both.",
        EXAM_FIELD_ORDER,
      ),
    ).toEqual({
      field: "link",
      message: "Give either a PDF or a link, not both.",
    });
    // The notice form's own fields are not this form's.
    expect(
      fieldOfServerError({ fileName: "enter the notice title" }, "fileName: enter the notice title", EXAM_FIELD_ORDER),
    ).toEqual({ message: "fileName: enter the notice title" });
  });
});

describe("the sections' addresses and the list's status line", () => {
  test("the first section is the page itself; others and later pages have their own URL; an unknown section falls back", () => {
    expect(examSectionHref("/examination", examSectionBySlug(undefined))).toBe("/examination");
    expect(examSectionHref("/examination", examSectionBySlug("results"), 2)).toBe(
      "/examination?section=results&page=2",
    );
    expect(examSectionBySlug("nonsense").slug).toBe("notices");
  });

  test("empty, past the last page, or which items are shown", () => {
    expect(
      pagedListStatus({
        totalItems: 0,
        shown: 0,
        page: 1,
        pageSize: 20,
        emptyText: "No exam results have been published yet.",
      }),
    ).toBe("No exam results have been published yet.");
    expect(pagedListStatus({ totalItems: 21, shown: 0, page: 3, pageSize: 20, emptyText: "" })).toBe(
      "There is no page 3; this list has 2 pages.",
    );
    expect(pagedListStatus({ totalItems: 21, shown: 1, page: 2, pageSize: 20, emptyText: "" })).toBe(
      "Showing 21–21 of 21.",
    );
  });
});
