import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * The whole-page cache of `npm start` (lib/server/page-cache.ts): repeats are answered from the
 * cache, each with its own nonce, and a staff change shows on the very next request.
 */
test.describe.configure({ mode: "serial" });

const PDF = path.resolve(process.cwd(), "../shared/data/pdfs/seat-confirmation-ug.pdf");

async function cachedCopy(request: APIRequestContext, url: string) {
  let response = await request.get(url);
  await expect.poll(async () => (response = await request.get(url)).headers()["x-page-cache"]).toBe("hit");
  return response;
}

function nonceOf(response: APIResponse): string {
  return response.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1]!;
}

function scriptNonces(html: string): Set<string> {
  return new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]!));
}

test("a cached page gets a fresh nonce on every answer, matching its policy", async ({ request }) => {
  const first = await cachedCopy(request, "/courses");
  const second = await request.get("/courses");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const nonces = [first, second].map(nonceOf);
  expect(nonces[0]).not.toBe(nonces[1]);
  for (const [index, response] of [first, second].entries()) {
    expect([...scriptNonces(await response.text())]).toEqual([nonces[index]]);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  }
  expect(await first.text()).toContain("<h1");
});

test("a cached page is sent gzipped to clients that accept it, and plain to those that do not", async ({ request }) => {
  await cachedCopy(request, "/courses");
  const gzipped = await request.get("/courses", { headers: { "accept-encoding": "gzip" } });
  const plain = await request.get("/courses", { headers: { "accept-encoding": "identity" } });
  expect(gzipped.headers()["content-encoding"]).toBe("gzip");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const withoutNonce = async (response: typeof plain) => (await response.text()).replaceAll(nonceOf(response), "NONCE");
  expect(await withoutNonce(gzipped)).toBe(await withoutNonce(plain));
});

test("visitors with cookies and the router's own requests are never served from the cache", async ({ request }) => {
  await cachedCopy(request, "/courses");
  const withCookie = await request.get("/courses", { headers: { cookie: "anything=1" } });
  expect(withCookie.headers()["x-page-cache"]).toBeUndefined();
  const router = await request.get("/courses", { headers: { rsc: "1" } });
  expect(router.headers()["x-page-cache"]).toBeUndefined();
});

test("a notice uploaded by staff is on the cached board at the next request", async ({ request }) => {
  const before = await cachedCopy(request, "/announcements");
  const title = `Page cache check ${Date.now()}`;
  expect(await before.text()).not.toContain(title);

  const login = await request.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const auth = { Authorization: `Bearer ${(await login.json()).token}` };
  const upload = await request.post("/api/v1/notice/upload", {
    headers: auth,
    multipart: {
      fileName: title,
      section: "announcements",
      pdf: { name: "check.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(PDF) },
    },
  });
  expect(upload.status()).toBe(201);
  const after = await request.get("/announcements");
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect(await after.text()).toContain(title);

  const removed = await request.delete(`/api/v1/notice/${(await upload.json()).data.notice._id}`, { headers: auth });
  expect(removed.status()).toBe(200);
  expect(await (await request.get("/announcements")).text()).not.toContain(title);
});
