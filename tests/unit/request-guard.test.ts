/** Requests the server refuses before Next.js, with a 4xx that says why instead of a 500 (issue 14 fault 7). */
import { refuseRequest } from "@/lib/http/request-guard";

const LIMIT = 5 * 1024 * 1024;
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers: { host: "dseu.example.org", ...headers },
});

test("a method no route serves (TRACE) is 405 with Allow", () => {
  expect(refuseRequest(request("TRACE", "/api/v1/notice"), LIMIT)).toMatchObject({
    status: 405,
    headers: { Allow: expect.stringContaining("GET") },
  });
});

test("a path whose percent-encoding is not UTF-8 is 400", () => {
  expect(refuseRequest(request("GET", "/programs/%C0%AF"), LIMIT)).toMatchObject({ status: 400 });
  expect(refuseRequest(request("GET", "/programs/%E0%A4%95?x=%C0"), LIMIT)).toBeUndefined();
});

test("a server action from another site is 403, without a length 411, over the form limit 413", () => {
  const action = { "next-action": "0123abcd", "content-length": "100" };
  expect(
    refuseRequest(request("POST", "/admin/users", { ...action, origin: "https://evil.example.com" }), LIMIT),
  ).toMatchObject({ status: 403 });
  expect(
    refuseRequest(
      request("POST", "/admin/users", { "next-action": "0123abcd", origin: "https://dseu.example.org" }),
      LIMIT,
    ),
  ).toMatchObject({ status: 411 });
  expect(
    refuseRequest(
      request("POST", "/grievance-form", {
        ...action,
        "content-length": String(LIMIT + 1),
        origin: "https://dseu.example.org",
      }),
      LIMIT,
    ),
  ).toMatchObject({ status: 413 });
  expect(
    refuseRequest(request("POST", "/grievance-form", { ...action, origin: "https://dseu.example.org" }), LIMIT),
  ).toBeUndefined();
});

test("ordinary requests pass", () => {
  expect(refuseRequest(request("GET", "/"), LIMIT)).toBeUndefined();
  expect(
    refuseRequest(request("POST", "/api/v1/auth/login", { "content-type": "application/json" }), LIMIT),
  ).toBeUndefined();
});

test("Next.js's internal error entry is not a page: 404, not the 500 it renders", () => {
  expect(refuseRequest(request("GET", "/_global-error"), LIMIT)).toMatchObject({ status: 404 });
  expect(refuseRequest(request("GET", "/_global-error?q=1"), LIMIT)).toMatchObject({ status: 404 });
  expect(refuseRequest(request("GET", "/global-error"), LIMIT)).toBeUndefined();
});

test("a request target that is not a path (*) is 400", () => {
  expect(refuseRequest(request("GET", "*"), LIMIT)).toMatchObject({ status: 400 });
  expect(refuseRequest(request("OPTIONS", "*"), LIMIT)).toMatchObject({ status: 400 });
});
