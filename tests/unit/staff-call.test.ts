/** Staff pages' API calls: one expired-session path, which keeps the page (and what was typed) as it is. */
import { ApiError } from "@/lib/api-client";
import { SESSION_EXPIRED_EVENT, SessionEndedError, staffCall } from "@/components/admin/staff-call";

const announced = jest.fn();
beforeEach(() => {
  announced.mockReset();
  window.addEventListener(SESSION_EXPIRED_EVENT, announced);
});
afterEach(() => window.removeEventListener(SESSION_EXPIRED_EVENT, announced));

test("a call that succeeds is answered as it is, once, without any token", async () => {
  const call = jest.fn(async () => "answer");
  await expect(staffCall(call)).resolves.toBe("answer");
  expect(call).toHaveBeenCalledTimes(1);
  expect(announced).not.toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
});

test("a 401 announces the expired session once and stops the call, without leaving the page", async () => {
  const before = window.location.href;
  const call = jest.fn(async () => {
    throw new ApiError("Your session has expired. please log in again!", 401);
  });
  const failure = staffCall(call);
  await expect(failure).rejects.toBeInstanceOf(SessionEndedError);
  await expect(failure).rejects.toMatchObject({
    status: 401,
    message: "Your session has expired. please log in again!",
  });
  expect(call).toHaveBeenCalledTimes(1);
  expect(announced).toHaveBeenCalledTimes(1);
  expect(window.location.href).toBe(before);
});

test("other failures are the caller's to show", async () => {
  await expect(
    staffCall(async () => Promise.reject(new ApiError("title: enter the title", 400))),
  ).rejects.toMatchObject({ status: 400 });
  expect(announced).not.toHaveBeenCalled();
});
