import { expect, test } from "@playwright/test";

test("an unknown /api/v1 path answers a JSON 404 in the legacy error shape", async ({ request }) => {
  const response = await request.get("/api/v1/no-such-endpoint?x=1");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({ status: "fail", message: "cannot find path /api/v1/no-such-endpoint?x=1" });
});

test("an anonymous visitor of /admin is sent to the sign-in page, keeping where they were going", async ({ request }) => {
  const response = await request.get("/admin/dashboard?tab=1", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers()["location"]!, "http://localhost");
  expect(location.pathname).toBe("/admin-login");
  expect(location.searchParams.get("next")).toBe("/admin/dashboard?tab=1");
});
