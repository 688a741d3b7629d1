import { expect, test } from "@playwright/test";

test("an unknown /api/v1 path answers a JSON 404 in the legacy error shape", async ({ request }) => {
  const response = await request.get("/api/v1/no-such-endpoint?x=1");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({ status: "fail", message: "cannot find path /api/v1/no-such-endpoint?x=1" });
});

test("an anonymous visitor of /admin is sent to the sign-in page, keeping where they were going", async ({
  request,
}) => {
  const response = await request.get("/admin/dashboard?tab=1", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers()["location"]!, "http://localhost");
  expect(location.pathname).toBe("/admin-login");
  expect(location.searchParams.get("next")).toBe("/admin/dashboard?tab=1");
});

test("bad requests are answered 4xx by the server, never 500 (issue 14 fault 7)", async ({ request, baseURL }) => {
  expect((await request.fetch("/api/v1/notice", { method: "TRACE" })).status()).toBe(405);
  expect((await request.get("/programs/%C0%AF")).status()).toBe(400);
  expect((await request.get("/api/v1/notice?regex=%00")).status()).toBe(400);
  expect((await request.get("/api/v1/notice?created_at_gteq=0000-01-01")).status()).toBe(400);
  expect((await request.get("/api/auth/signin?callbackUrl=http%3A%2F%2Fexa%20mple")).status()).toBe(400);
  const action = { "Next-Action": "0123456789abcdef", "Content-Type": "text/plain;charset=UTF-8" };
  expect(
    (
      await request.post("/grievance-form", { headers: { ...action, Origin: "https://evil.example.com" }, data: "[]" })
    ).status(),
  ).toBe(403);
  const origin = new URL(baseURL!).origin;
  expect(
    (
      await request.post("/grievance-form", {
        headers: { ...action, Origin: origin },
        data: "x".repeat(6 * 1024 * 1024),
      })
    ).status(),
  ).toBe(413);
});
