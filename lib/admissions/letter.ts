import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { SiteContacts } from "../content/site-contacts";
import { university } from "../site";
import { admissionCategoryInWords } from "./categories";
import type { CandidateResult, RoundInfo } from "./records";
import { STATUS_TEXT } from "./rules";
import { formatIndiaDate } from "../time";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const NAVY = rgb(0.05, 0.16, 0.36);

/** The standard PDF fonts only cover Latin text; anything else is printed as "?" rather than failing. */
function printable(font: PDFFont, text: string): string {
  return Array.from(text)
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return "?";
      }
    })
    .join("");
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function indianDate(iso: string): string {
  return formatIndiaDate(iso);
}

/** Rows of the letter, in the order of the old letter; empty values (PG has no rank) are left out. */
export function letterRows(result: CandidateResult): [string, string][] {
  const rows: [string, string][] = [
    ["Form Number", result.formNumber],
    ["Name", result.name],
    ["Program", result.program],
    ["Campus", result.campus],
    ["Program Preference", result.programPreference?.toString() ?? ""],
    ["Registered Category", result.registeredCategory],
    ["Category Allocated", result.categoryAllocated ? admissionCategoryInWords(result.categoryAllocated) : ""],
    ["Rank", result.rank?.toString() ?? ""],
    ["Seat Status", STATUS_TEXT[result.status].title],
  ];
  return rows.filter(([, value]) => value.trim() !== "");
}

/** `<first name> <form number>_Admission_Form.pdf`, as the old letter was named. */
export function letterFileName(result: Pick<CandidateResult, "name" | "formNumber">): string {
  const firstName = result.name.trim().split(/\s+/)[0] ?? "";
  return `${firstName} ${result.formNumber}_Admission_Form.pdf`.replace(/[\\/:*?"<>|\r\n]+/g, "").trim();
}

/** A Content-Disposition value that keeps the name for every browser, Unicode included. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function drawTable(
  page: PDFPage,
  rows: [string, string][],
  fonts: { regular: PDFFont; bold: PDFFont },
  top: number,
): number {
  const labelWidth = 170;
  const valueWidth = PAGE.width - 2 * MARGIN - labelWidth - 16;
  let y = top;
  for (const [label, value] of rows) {
    const lines = wrap(fonts.regular, printable(fonts.regular, value), 11, valueWidth);
    const height = Math.max(1, lines.length) * 15 + 10;
    page.drawRectangle({
      x: MARGIN,
      y: y - height,
      width: PAGE.width - 2 * MARGIN,
      height,
      borderColor: rgb(0.75, 0.78, 0.84),
      borderWidth: 0.75,
    });
    page.drawRectangle({ x: MARGIN, y: y - height, width: labelWidth, height, color: rgb(0.93, 0.96, 0.98) });
    page.drawText(label, { x: MARGIN + 8, y: y - 17, size: 11, font: fonts.bold, color: NAVY });
    lines.forEach((line, index) =>
      page.drawText(line, { x: MARGIN + labelWidth + 8, y: y - 17 - index * 15, size: 11, font: fonts.regular }),
    );
    y -= height;
  }
  return y;
}

/**
 * The seat-allotment letter of a candidate who kept their seat: generated on the server from the
 * record as it is now, with a real text layer.
 */
export async function renderAllotmentLetter(
  result: CandidateResult,
  round: Pick<RoundInfo, "title">,
  contacts: Pick<SiteContacts, "address" | "website" | "admissionHelpdeskEmail">,
  issuedAt: Date = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Seat Allotment - ${result.formNumber}`);
  pdf.setAuthor(university.name);
  pdf.setSubject(round.title);
  pdf.setLanguage("en-IN");
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  let y = PAGE.height - MARGIN;

  page.drawText(university.name, { x: MARGIN, y, size: 16, font: fonts.bold, color: NAVY });
  y -= 18;
  page.drawText(university.legalStatus, { x: MARGIN, y, size: 9, font: fonts.regular });
  y -= 12;
  page.drawText(`${contacts.address}  |  ${contacts.website}`, { x: MARGIN, y, size: 9, font: fonts.regular });
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 1, color: NAVY });
  y -= 40;

  const title = "Seat Allotment";
  page.drawText(title, {
    x: (PAGE.width - fonts.bold.widthOfTextAtSize(title, 20)) / 2,
    y,
    size: 20,
    font: fonts.bold,
    color: NAVY,
  });
  y -= 22;
  const subtitle = printable(fonts.regular, round.title);
  page.drawText(subtitle, {
    x: (PAGE.width - fonts.regular.widthOfTextAtSize(subtitle, 12)) / 2,
    y,
    size: 12,
    font: fonts.regular,
  });
  y -= 30;

  y = drawTable(page, letterRows(result), fonts, y);
  y -= 20;
  const decided = result.decidedAt ? `Decision recorded on ${indianDate(result.decidedAt)}. ` : "";
  page.drawText(`${decided}Letter generated on ${indianDate(issuedAt.toISOString())}.`, {
    x: MARGIN,
    y,
    size: 10,
    font: fonts.regular,
  });

  const footer = [
    "This letter is generated automatically and needs no signature.",
    "It is valid only together with the fee payment slip.",
    `For help, write to ${contacts.admissionHelpdeskEmail}.`,
  ];
  let footerY = MARGIN + footer.length * 14;
  page.drawLine({
    start: { x: MARGIN, y: footerY + 10 },
    end: { x: PAGE.width - MARGIN, y: footerY + 10 },
    thickness: 0.5,
    color: NAVY,
  });
  for (const line of footer) {
    page.drawText(line, { x: MARGIN, y: footerY - 4, size: 10, font: fonts.regular });
    footerY -= 14;
  }
  return pdf.save();
}
