import { act, fireEvent, render, screen } from "@testing-library/react";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";

const answers: { status: number; body: unknown }[] = [];
const sent: unknown[] = [];
beforeEach(() => {
  answers.length = 0;
  sent.length = 0;
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const answer = answers.shift()!;
    // jsdom has no Response: the form reads only these two.
    return { ok: answer.status < 400, json: async () => answer.body };
  }) as unknown as typeof fetch;
});

function fill(password: string, repeated = password) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("New password again"), { target: { value: repeated } });
}

const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Set new password" })));

test("two different passwords are caught before anything is sent", async () => {
  render(<ResetPasswordForm token="t0ken" email="editor@example.org" />);
  fill("lantern orchard violin pebble", "lantern orchard violin");
  await submit();
  expect(sent).toHaveLength(0);
  expect(screen.getByLabelText("New password")).toHaveFocus();
  expect(screen.getByLabelText("New password")).toHaveAccessibleDescription("The two passwords are not the same.");
});

test("the policy's refusal is shown at the field; success moves focus to the outcome", async () => {
  render(<ResetPasswordForm token="t0ken" email="editor@example.org" />);
  answers.push({
    status: 400,
    body: { status: "fail", message: "x", fieldErrors: { password: "Too easy to guess." } },
  });
  fill("password1234");
  await submit();
  expect(sent).toEqual([{ token: "t0ken", password: "password1234" }]);
  expect(screen.getByLabelText("New password")).toHaveAccessibleDescription("Too easy to guess.");

  answers.push({ status: 200, body: { status: "success", email: "editor@example.org" } });
  fill("lantern orchard violin pebble");
  await submit();
  expect(screen.getByRole("heading", { name: "Your new password is set" })).toHaveFocus();
  expect(screen.getByRole("link", { name: "Go to staff sign-in" })).toHaveAttribute("href", "/admin-login");
});

test("a used or expired link says so", async () => {
  render(<ResetPasswordForm token="t0ken" email="editor@example.org" />);
  answers.push({
    status: 400,
    body: { status: "fail", message: "m", fieldErrors: { token: "This link has expired or has already been used." } },
  });
  fill("lantern orchard violin pebble");
  await submit();
  expect(screen.getByRole("alert")).toHaveTextContent("has expired or has already been used");
});
