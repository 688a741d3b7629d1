import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/PageHeader";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { fileUrl } from "@/lib/files/urls";
import { documentTextUrl, findDocumentText } from "@/lib/ocr/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const [document, t] = await Promise.all([findDocumentText((await params).id), getTranslations("documentText")]);
  if (!document) return { title: t("notFound"), robots: { index: false } };
  return pageMetadata({
    title: t("title", { name: document.name }),
    description: document.text.slice(0, 155),
    path: documentTextUrl(document.fileId),
  });
}

// A paragraph mostly in Devanagari is marked Hindi, so that a screen reader reads it in Hindi.
function languageOf(paragraph: string): "hi" | undefined {
  const devanagari = paragraph.match(/[\u0900-\u097f]/g)?.length ?? 0;
  const latin = paragraph.match(/[a-z]/gi)?.length ?? 0;
  return devanagari > latin ? "hi" : undefined;
}

/**
 * The text of a scanned document, beside the document itself: its accessible alternative for
 * screen readers and for anyone who cannot read the scan. Recognised by OCR (lib/ocr) or written
 * by staff, and said to be so.
 */
export default async function DocumentTextPage({ params }: Props) {
  await connection();
  const document = await findDocumentText((await params).id);
  if (!document) notFound();
  const t = await getTranslations("documentText");
  const title = t("title", { name: document.name });
  return (
    <>
      <PageHeader title={title} crumbs={[{ name: title, path: documentTextUrl(document.fileId) }]} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-800">
          {document.source === "ocr" ? t("recognised") : t("writtenByStaff")}{" "}
          <a href={fileUrl(document.fileId, document.name)} className="font-semibold text-brand-900 underline">
            {t("openDocument", { name: document.name })}
          </a>
        </p>
        {document.truncated ? (
          <p className="mt-4 text-slate-700">{t("truncated", { pages: document.pages ?? 0 })}</p>
        ) : null}
        <h2 className="mt-8 text-2xl font-bold text-brand-900">{t("textHeading")}</h2>
        <div className="font-mixed-scripts mt-4 space-y-4 text-slate-900">
          {document.text.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} lang={languageOf(paragraph)} className="whitespace-pre-line break-words">
              {paragraph}
            </p>
          ))}
        </div>
        <LastUpdated date={document.updatedAt} className="mt-10" />
      </div>
    </>
  );
}
