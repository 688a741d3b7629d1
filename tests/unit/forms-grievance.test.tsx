import { act, fireEvent, render, screen } from "@testing-library/react";
import type { FormState } from "@/lib/submissions/form-state";

const submitGrievanceForm = jest.fn<Promise<FormState>, [FormState, FormData]>();
jest.mock("@/lib/submissions/actions", () => ({
  submitGrievanceForm: (state: FormState, data: FormData) => submitGrievanceForm(state, data),
  registerAlumnusForm: jest.fn(),
}));
// The form mounts its own Toaster (react-hot-toast is not on every page); only the toast call is checked.
jest.mock("react-hot-toast", () => ({ __esModule: true, default: { success: jest.fn() }, Toaster: () => null }));

import toast from "react-hot-toast";
import en from "@/messages/en.json";
import { GrievanceForm } from "@/components/forms/GrievanceForm";

const campuses = [{ label: "West zone", options: [{ value: "dseu-dwarka-campus", label: "DSEU Dwarka Campus" }] }];

function fillValidForm() {
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Asha Verma" } });
  fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "asha@example.org" } });
  fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "9876543210" } });
  fireEvent.change(screen.getByLabelText("Campus"), { target: { value: "dseu-dwarka-campus" } });
  fireEvent.change(screen.getByLabelText("Category"), { target: { value: "exam" } });
  fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Result not declared" } });
  fireEvent.change(screen.getByLabelText("Description"), {
    target: { value: "My second semester result has not been declared." },
  });
}

beforeEach(() => submitGrievanceForm.mockReset());

test("every control has a label; the optional attachment says so and gives the size limit", () => {
  render(<GrievanceForm campusGroups={campuses} attachmentMaxBytes={5 * 1024 * 1024} words={en.forms} />);
  for (const label of ["Full name", "Email address", "Mobile number", "Campus", "Category", "Subject", "Description"]) {
    expect(screen.getByLabelText(label)).toBeRequired();
  }
  const file = screen.getByLabelText(/Supporting document/);
  expect(file).toHaveAttribute("accept", "application/pdf,.pdf");
  expect(file).toHaveAccessibleDescription(/up to 5\.0 MB/);
});

test("an incomplete form is stopped in the browser: messages by the fields, a summary, focus on the first", async () => {
  render(<GrievanceForm campusGroups={campuses} attachmentMaxBytes={5 * 1024 * 1024} words={en.forms} />);
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Asha Verma" } });
  fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "12345" } });
  await act(async () => {
    fireEvent.submit(screen.getByRole("button", { name: "Submit grievance" }).closest("form")!);
  });
  expect(submitGrievanceForm).not.toHaveBeenCalled();
  const email = screen.getByLabelText("Email address");
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription("We will reply to this address. Error: Enter your email address.");
  expect(email).toHaveFocus();
  expect(screen.getByLabelText("Mobile number")).toHaveAccessibleDescription(
    /Enter a 10-digit mobile number, digits only\./,
  );
  expect(screen.getByLabelText("Full name")).not.toHaveAttribute("aria-invalid");
  const summary = screen.getAllByRole("alert").find((a) => a.textContent?.includes("There is a problem"))!;
  expect(summary).toHaveTextContent("There are problems with 6 fields.");
  expect(screen.getByRole("link", { name: "Enter your email address." })).toHaveAttribute("href", "#grievance-email");
});

test("a complete form is sent; the reference number is shown and announced, with a toast", async () => {
  submitGrievanceForm.mockResolvedValue({ status: "success", message: "Thank you.", reference: "GRV-2026-000123" });
  render(<GrievanceForm campusGroups={campuses} attachmentMaxBytes={5 * 1024 * 1024} words={en.forms} />);
  fillValidForm();
  await act(async () => {
    fireEvent.submit(screen.getByRole("button", { name: "Submit grievance" }).closest("form")!);
  });
  expect(submitGrievanceForm).toHaveBeenCalledTimes(1);
  const sent = submitGrievanceForm.mock.calls[0]![1];
  expect(sent.get("email")).toBe("asha@example.org");
  const status = await screen.findByRole("status");
  expect(status).toHaveTextContent("Your reference number is GRV-2026-000123.");
  expect(status).toHaveFocus();
  expect(toast.success).toHaveBeenCalledWith("Grievance received. Reference GRV-2026-000123", {
    id: "GRV-2026-000123",
  });
});

test("the server's field errors are shown with the values the visitor typed", async () => {
  submitGrievanceForm.mockResolvedValue({
    status: "invalid",
    message: "There is a problem with 1 field.",
    fieldErrors: { campus: "Choose a campus from the list." },
    values: {
      name: "Asha Verma",
      email: "asha@example.org",
      phone: "9876543210",
      campus: "dseu-dwarka-campus",
      category: "exam",
      subject: "Result not declared",
      description: "My second semester result has not been declared.",
    },
  });
  render(<GrievanceForm campusGroups={campuses} attachmentMaxBytes={5 * 1024 * 1024} words={en.forms} />);
  fillValidForm();
  await act(async () => {
    fireEvent.submit(screen.getByRole("button", { name: "Submit grievance" }).closest("form")!);
  });
  const campus = await screen.findByLabelText("Campus");
  expect(campus).toHaveAttribute("aria-invalid", "true");
  expect(campus).toHaveValue("dseu-dwarka-campus");
  expect(campus).toHaveFocus();
  expect(screen.getByLabelText("Full name")).toHaveValue("Asha Verma");
  expect(screen.getByLabelText("Category")).toHaveValue("exam");
});

test("a refusal for the whole form (the rate limit) is shown as a message", async () => {
  submitGrievanceForm.mockResolvedValue({
    status: "error",
    message: "Please try again in 42 minutes.",
    values: { name: "Asha Verma" },
  });
  render(<GrievanceForm campusGroups={campuses} attachmentMaxBytes={5 * 1024 * 1024} words={en.forms} />);
  fillValidForm();
  await act(async () => {
    fireEvent.submit(screen.getByRole("button", { name: "Submit grievance" }).closest("form")!);
  });
  const message = await screen.findByText("Please try again in 42 minutes.");
  expect(message.closest("[role=alert]")).not.toBeNull();
  expect(screen.getByText("Your form was not sent").parentElement).toHaveFocus();
});
