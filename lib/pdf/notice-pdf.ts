import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { formatIndiaDate } from "../time";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + word.length + 1 > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A one-page notice on a plain letterhead, with a real text layer (so it is searchable and
 * readable by screen readers). Used to give seeded notices genuine documents.
 */
export async function renderNoticePdf(input: {
  title: string;
  date: Date;
  reference?: string;
  body: string[];
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setAuthor("Delhi Skill and Entrepreneurship University");
  pdf.setLanguage("en-IN");
  pdf.setCreationDate(input.date);
  pdf.setModificationDate(input.date);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const navy = rgb(0.05, 0.16, 0.36);
  let y = PAGE.height - MARGIN;

  page.drawText("Delhi Skill and Entrepreneurship University", { x: MARGIN, y, size: 16, font: bold, color: navy });
  y -= 18;
  page.drawText("A State University established under Govt. of NCT of Delhi Act 04 of 2020", {
    x: MARGIN,
    y,
    size: 9,
    font: regular,
  });
  y -= 12;
  page.drawText("Sector-9, Dwarka, New Delhi-110077  |  https://dseu.ac.in", { x: MARGIN, y, size: 9, font: regular });
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 1, color: navy });
  y -= 24;

  const dated = formatIndiaDate(input.date);
  if (input.reference) page.drawText(input.reference, { x: MARGIN, y, size: 10, font: regular });
  page.drawText(`Dated: ${dated}`, { x: PAGE.width - MARGIN - 150, y, size: 10, font: regular });
  y -= 32;

  for (const line of wrap(input.title, 60)) {
    page.drawText(line, { x: MARGIN, y, size: 13, font: bold });
    y -= 18;
  }
  y -= 10;
  for (const paragraph of input.body) {
    for (const line of wrap(paragraph, 88)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular });
      y -= 15;
    }
    y -= 8;
  }
  y -= 24;
  page.drawText("Registrar", { x: PAGE.width - MARGIN - 120, y, size: 11, font: bold });
  return pdf.save();
}
