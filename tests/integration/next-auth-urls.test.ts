/**
 * next-auth's links and redirects follow PUBLIC_BASE_URL (issue 14 fault 10), and a callbackUrl
 * that does not parse or points elsewhere sends the visitor home instead of failing (fault 7).
 */
import { NextRequest } from "next/server";

const requestHeaders = new Headers();
jest.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ getAll: () => [] }),
}));

import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";

const BASE = "https://dseu.example.org";

beforeAll(() => {
  // config() is read on first use, after this: the site is served at another address than localhost:3000.
  process.env.PUBLIC_BASE_URL = BASE;
  delete process.env.NEXTAUTH_URL;
});

function get(path: string, action: string[]) {
  const request = new NextRequest(`http://127.0.0.1:3111/api/auth/${path}`);
  return nextAuthRoute.GET(request, { params: Promise.resolve({ nextauth: action }) });
}

test("the providers' sign-in and callback addresses are on PUBLIC_BASE_URL", async () => {
  const response = await get("providers", ["providers"]);
  expect(response.status).toBe(200);
  const providers = (await response.json()) as Record<string, { signinUrl: string; callbackUrl: string }>;
  expect(providers.credentials!.signinUrl).toBe(`${BASE}/api/auth/signin/credentials`);
  expect(providers.credentials!.callbackUrl).toBe(`${BASE}/api/auth/callback/credentials`);
});

test("the sign-out page's form posts to PUBLIC_BASE_URL", async () => {
  const response = await get("signout", ["signout"]);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(`action="${BASE}/api/auth/signout"`);
});

test.each([["http://exa mple"], ["http://[::1"], ["javascript:alert(1)"]])(
  "a callbackUrl %s that is no http(s) address is a 400, never a 500",
  async (callbackUrl) => {
    const response = await get(`signin?callbackUrl=${encodeURIComponent(callbackUrl)}`, ["signin"]);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: "fail" });
  },
);

test("a callbackUrl of another site is sent home by the redirect callback", async () => {
  const response = await get(`signin?callbackUrl=${encodeURIComponent("https://evil.example.com/steal")}`, ["signin"]);
  expect(response.status).toBeLessThan(500);
  expect(decodeURIComponent(response.headers.get("location") ?? "")).not.toContain("evil.example.com");
});
