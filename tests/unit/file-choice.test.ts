/** @jest-environment node */
import { acceptAttribute, checkFileChoice, namedAsKind } from "@/lib/files/choice";
import { IMAGES } from "../helpers/image-fixtures";

/** The one browser-side check of a chosen file, used by every upload form (lib/files/choice.ts). */
const MB = 1024 * 1024;
const pdfBytes = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/pdf") =>
  new File([bytes], name, { type });

describe("a PDF", () => {
  const pdf = (chosen: File | undefined, maxBytes = MB, missing?: string) =>
    checkFileChoice(chosen, { kind: "pdf", maxBytes, missing });

  test("within the limit passes; an empty file part is missing only where a file is required", async () => {
    expect(await pdf(file(pdfBytes, "order.pdf"))).toBeUndefined();
    expect(await pdf(file(pdfBytes, "ORDER.PDF", ""))).toBeUndefined();
    const emptyPart = file(new Uint8Array(0), "", "application/octet-stream");
    expect(await pdf(emptyPart, MB, "Choose the PDF file of the notice.")).toBe("Choose the PDF file of the notice.");
    expect(await pdf(emptyPart)).toBeUndefined();
    expect(await pdf(undefined, MB, "Choose the PDF file of the notice.")).toBe("Choose the PDF file of the notice.");
  });

  test("another kind of file by name and type, an empty PDF, one over the limit, and one whose bytes are not a PDF are refused", async () => {
    expect(await pdf(file(pdfBytes, "photo.png", "image/png"))).toBe(
      "Only PDF files can be uploaded; this file is not a PDF.",
    );
    expect(await pdf(file(pdfBytes, "process.docx", "application/msword"))).toMatch(/^Only PDF files/);
    expect(await pdf(file(new Uint8Array(0), "empty.pdf"))).toBe("The file is empty.");
    expect(await pdf(file(new Uint8Array(2 * MB), "big.pdf"))).toBe(
      "The file is larger than the upload limit of 1.0 MB.",
    );
    expect(await pdf(file(new Uint8Array(IMAGES.png), "renamed.pdf"))).toMatch(/not a PDF \(its content/);
    // The header must come first, as on the server: HTML with a PDF after it is not a PDF.
    expect(await pdf(file(new TextEncoder().encode("<html>%PDF-1.7"), "page.pdf"))).toMatch(/not a PDF \(its content/);
  });
});

describe("a picture", () => {
  const image = (chosen: File | undefined, maxBytes = MB) =>
    checkFileChoice(chosen, { kind: "image", maxBytes, missing: "Choose a photo to upload." });

  test("JPEG, PNG and WebP pass, by name or by type", async () => {
    expect(await image(file(new Uint8Array(IMAGES.jpeg), "me.jpg", "image/jpeg"))).toBeUndefined();
    expect(await image(file(new Uint8Array(IMAGES.png), "me.png", ""))).toBeUndefined();
    expect(await image(file(new Uint8Array(IMAGES.webp), "me", "image/webp"))).toBeUndefined();
  });

  test("a missing file, another kind, a PDF renamed .png and one over the limit are refused", async () => {
    expect(await image(undefined)).toBe("Choose a photo to upload.");
    expect(await image(file(pdfBytes, "cv.pdf"))).toBe(
      "Only JPEG, PNG or WebP images can be uploaded; this file is not one of them.",
    );
    expect(await image(file(new TextEncoder().encode("GIF89a"), "anim.gif", "image/gif"))).toMatch(
      /^Only JPEG, PNG or WebP/,
    );
    expect(await image(file(pdfBytes, "cv.png", "image/png"))).toMatch(/not a JPEG, PNG or WebP image \(its content/);
    expect(await image(file(new Uint8Array(IMAGES.png), "me.png", "image/png"), 10)).toBe(
      "The file is larger than the upload limit of 10 B.",
    );
  });
});

test("the accept attribute and the name check agree with the kinds", () => {
  expect(acceptAttribute("pdf")).toBe("application/pdf,.pdf");
  expect(acceptAttribute("image")).toBe("image/jpeg,image/png,image/webp");
  expect(namedAsKind({ name: "a.PDF", type: "" }, "pdf")).toBe(true);
  expect(namedAsKind({ name: "a.jpeg", type: "" }, "pdf")).toBe(false);
});
