import { expect, type APIRequestContext } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * Notices that a test needs and the seed does not have (the seed holds only the university's real
 * notices, which link to documents elsewhere): uploaded through /api/v1 as staff would, into the
 * test server's own throw-away database, each with a PDF of its own (with a text layer).
 */
export type TestNotice = {
  title: string;
  section: string;
  archive?: boolean;
  endDate?: string;
  apply?: string;
  vacancies?: string;
};

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

async function pdfNamed(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([595, 842]).drawText(title.slice(0, 80), { x: 50, y: 780, size: 12, font });
  document.setTitle(title);
  return Buffer.from(await document.save());
}

/** Uploads the notices and returns their ids, in order. */
export async function uploadNotices(request: APIRequestContext, notices: TestNotice[]): Promise<string[]> {
  const token = await adminToken(request);
  const ids: string[] = [];
  for (const notice of notices) {
    const { title, archive, ...fields } = notice;
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
      fileName: title,
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      ...(archive ? { archive: "true" } : {}),
      pdf: { name: "test-notice.pdf", mimeType: "application/pdf", buffer: await pdfNamed(title) },
    };
    const response = await request.post("/api/v1/notice/upload", {
      headers: { Authorization: `Bearer ${token}` },
      multipart,
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push((await response.json()).data.notice._id);
  }
  return ids;
}

/** A YYYY-MM-DD day so many days from today. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
