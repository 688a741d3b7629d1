import { NextRequest } from "next/server";

/** The proxy reads the configuration once, so each case loads it afresh with its own environment. */
async function proxyWith(env: Record<string, string>) {
  jest.resetModules();
  Object.assign(process.env, { AUTH_SECRET: "s".repeat(40), ...env });
  const { proxy } = await import("@/proxy");
  return proxy;
}

afterEach(() => {
  delete process.env.APP_ENV;
  delete process.env.PUBLIC_BASE_URL;
  delete process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  delete process.env.NEXT_DEPLOYMENT_ID;
});

test("a production deployment over HTTPS adds HSTS and upgrades insecure requests", async () => {
  const proxy = await proxyWith({
    APP_ENV: "production",
    PUBLIC_BASE_URL: "https://dseu.ac.in",
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
    NEXT_DEPLOYMENT_ID: "test-build",
  });
  const response = proxy(new NextRequest("https://dseu.ac.in/courses"));
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
});

test("a local run over HTTP has neither", async () => {
  const proxy = await proxyWith({});
  const response = proxy(new NextRequest("http://localhost:3000/courses"));
  expect(response.headers.get("strict-transport-security")).toBeNull();
  expect(response.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
});

test("secure cookies are used when the public address is HTTPS", async () => {
  jest.resetModules();
  Object.assign(process.env, { AUTH_SECRET: "s".repeat(40), PUBLIC_BASE_URL: "https://dseu.ac.in" });
  const { authOptions } = await import("@/lib/auth/next-auth");
  expect(authOptions().useSecureCookies).toBe(true);
});
