/** "PDF", "DOCX": the format of a file, from its content type or else its name. */
export function fileFormat(contentType: string, originalName: string): string {
  if (contentType === "application/pdf") return "PDF";
  const extension = /\.([a-z0-9]{1,5})$/i.exec(originalName)?.[1];
  return extension ? extension.toUpperCase() : "File";
}
