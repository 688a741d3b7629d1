/** Admin pages' API calls: the token is fetched again from the session when missing or refused, and an ended session goes to the sign-in. */
import { ApiError } from "@/lib/api-client";
import { SessionEndedError, TOKEN_PATH, staffCall } from "@/components/admin/staff-call";

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const location = { pathname: "/admin/results/records", search: "?round=2", assign: jest.fn() };

function tokenAnswer(status: number, token = "fresh.token.value") {
  return { status, json: async () => (status === 200 ? { status: "success", token, role: "Admissions", email: "office@example.org" } : { status: "fail" }) } as Response;
}

beforeEach(() => {
  fetchMock.mockReset();
  location.assign.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
});

test("with a token, the call runs as it is", async () => {
  window.sessionStorage.setItem("token", "kept");
  await expect(staffCall(async () => "answer", location)).resolves.toBe("answer");
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a tab without a token gets one from the signed-in session first", async () => {
  fetchMock.mockResolvedValue(tokenAnswer(200));
  const call = jest.fn(async () => window.sessionStorage.getItem("token"));
  await expect(staffCall(call, location)).resolves.toBe("fresh.token.value");
  expect(fetchMock).toHaveBeenCalledWith(TOKEN_PATH, { method: "POST" });
  expect(window.sessionStorage.getItem("currentRole")).toBe("Admissions");
  expect(call).toHaveBeenCalledTimes(1);
});

test("a refused token is renewed and the call made once more", async () => {
  window.sessionStorage.setItem("token", "old");
  fetchMock.mockResolvedValue(tokenAnswer(200));
  const call = jest.fn(async () => {
    if (window.sessionStorage.getItem("token") === "old") throw new ApiError("Your session has expired. please log in again!", 401);
    return "done";
  });
  await expect(staffCall(call, location)).resolves.toBe("done");
  expect(call).toHaveBeenCalledTimes(2);
});

test("when the session has ended too, the page goes to the sign-in and comes back here afterwards", async () => {
  window.sessionStorage.setItem("token", "old");
  fetchMock.mockResolvedValue(tokenAnswer(401));
  const call = jest.fn(async () => {
    throw new ApiError("Your session has expired. please log in again!", 401);
  });
  await expect(staffCall(call, location)).rejects.toBeInstanceOf(SessionEndedError);
  expect(location.assign).toHaveBeenCalledWith("/admin-login?expired=1&next=%2Fadmin%2Fresults%2Frecords%3Fround%3D2");
  expect(window.sessionStorage.getItem("token")).toBeNull();
  expect(call).toHaveBeenCalledTimes(1);
});

test("other failures are the caller's to show", async () => {
  window.sessionStorage.setItem("token", "kept");
  await expect(staffCall(async () => Promise.reject(new ApiError("round must be 1 to 4", 400)), location)).rejects.toMatchObject({ status: 400 });
  expect(location.assign).not.toHaveBeenCalled();
});
