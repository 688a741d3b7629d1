import { acceptAttachment } from "@/lib/submissions/attachment";

// The service's refusals of an attachment carry a code, so a Hindi form can word them itself.
test("a file that is not a PDF is refused with the code attachmentNotPdf and the API's English", async () => {
  const text = new TextEncoder().encode("this is only text");
  const file = { name: "scan.pdf", type: "application/pdf", size: text.length, arrayBuffer: async () => text.buffer };
  await expect(acceptAttachment(file, 5 * 1024 * 1024)).rejects.toMatchObject({
    code: "attachmentNotPdf",
    field: "attachment",
    message: "The attachment must be a PDF file.",
  });
});
