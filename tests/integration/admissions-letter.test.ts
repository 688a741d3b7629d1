import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { attachmentDisposition, letterFileName, letterRows, renderAllotmentLetter } from "@/lib/admissions/letter";
import type { CandidateResult } from "@/lib/admissions/records";

/** The text a page draws with the standard fonts (pdf-lib writes it as hex strings shown with Tj). */
async function pageText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const contents = page.node.Contents();
  const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
  const lines: string[] = [];
  for (const ref of streams) {
    const stream = pdf.context.lookup(ref as never) as PDFRawStream;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(match[1]!, "hex").toString("latin1"));
  }
  return lines;
}

const result: CandidateResult = {
  id: "65f000000000000000000abc",
  roundKey: "diploma2",
  formNumber: "DIP25-20001",
  name: "Farhan Sample",
  program: "Diploma in Electrical Engineering",
  campus: "DSEU Wazirpur-I Campus",
  registeredCategory: "SC",
  categoryAllocated: "OB_DEL_SC",
  programPreference: 4,
  campusPreference: false,
  rank: 5120,
  status: "freeze",
  pwd: false,
  defence: false,
  decidedAt: "2025-08-07T05:30:00.000Z",
};

// The contacts staff keep in the site settings (made-up ones here, to see they are the ones printed).
const CONTACTS = {
  address: "Sector-9, Dwarka",
  website: "https://dseu.example.org",
  admissionHelpdeskEmail: "desk@example.org",
};

describe("seat-allotment letter", () => {
  test("prints the title, every row, the status and the footer", async () => {
    const bytes = await renderAllotmentLetter(
      result,
      { title: "DSEU Diploma Round 2 Seat Allocation" },
      CONTACTS,
      new Date("2025-08-08T06:00:00Z"),
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Seat Allotment - DIP25-20001");
    expect(pdf.getSubject()).toBe("DSEU Diploma Round 2 Seat Allocation");
    const text = await pageText(bytes);
    for (const expected of [
      "Seat Allotment",
      "Form Number",
      "DIP25-20001",
      "Farhan Sample",
      "Diploma in Electrical Engineering",
      "DSEU Wazirpur-I Campus",
      "Program Preference",
      "Outside Delhi SC",
      "5120",
      "Seat Frozen",
      "This letter is generated automatically and needs no signature.",
      "It is valid only together with the fee payment slip.",
      "For help, write to desk@example.org.",
      "Sector-9, Dwarka  |  https://dseu.example.org",
    ]) {
      expect(text.join("\n")).toContain(expected);
    }
    expect(text.join("\n")).toContain("Decision recorded on 7 August 2025.");
  });

  test("PG letters leave out the rows PG records do not have", () => {
    const pg = { ...result, roundKey: "pg1" as const, categoryAllocated: "", programPreference: null, rank: null };
    expect(letterRows(pg).map(([label]) => label)).toEqual([
      "Form Number",
      "Name",
      "Program",
      "Campus",
      "Registered Category",
      "Seat Status",
    ]);
  });

  test("names outside the standard fonts print as ? instead of failing", async () => {
    const bytes = await renderAllotmentLetter({ ...result, name: "राहुल Sharma" }, { title: "Round" }, CONTACTS);
    expect((await pageText(bytes)).join("\n")).toContain("????? Sharma");
  });

  test("is named '<first name> <form number>_Admission_Form.pdf', safely for every browser", () => {
    expect(letterFileName(result)).toBe("Farhan DIP25-20001_Admission_Form.pdf");
    expect(letterFileName({ name: "  Zoë   Example ", formNumber: "UG/25/1" })).toBe("Zoë UG251_Admission_Form.pdf");
    expect(attachmentDisposition("Zoë UG251_Admission_Form.pdf")).toBe(
      `attachment; filename="Zo_ UG251_Admission_Form.pdf"; filename*=UTF-8''Zo%C3%AB%20UG251_Admission_Form.pdf`,
    );
  });
});
