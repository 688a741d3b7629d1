import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/results/ConfirmDialog";
import { DecisionPanel, type DecisionOutcome } from "@/components/results/DecisionPanel";
import { LookupForm, type LookupFormState } from "@/components/results/LookupForm";
import { AllotmentTable, allotmentRows } from "@/components/results/AllotmentTable";
import { RoundTabs } from "@/components/results/RoundTabs";
import { windowDates } from "@/components/results/format";
import { fill } from "@/components/results/words";
import type { CandidateResult } from "@/lib/admissions/records";
import en from "@/messages/en.json";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.mock("react-hot-toast", () => {
  const fn = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() });
  return { __esModule: true, default: fn };
});

beforeEach(() => jest.clearAllMocks());

// The English pages' words, as the views hand them down.
const words = en.results;
const decisionWords = { ...words.decision, failed: words.errors.failed };
const lookupWords = { ...words.lookup, dobHint: fill(words.lookup.dobHint, { example: "30-05-2006" }) };

const choices = [
  { status: "freeze", label: "Freeze", description: "Accept this seat as final." },
  { status: "reject", label: "Reject", description: "Give up this seat." },
];

describe("ConfirmDialog", () => {
  function Harness({ onCancel = jest.fn(), busy = false }: { onCancel?: () => void; busy?: boolean }) {
    return (
      <>
        <button type="button">opener</button>
        <ConfirmDialog
          open
          title="Confirm: Freeze"
          confirmLabel="Yes, Freeze"
          busyLabel={words.decision.recording}
          cancelLabel={words.decision.cancel}
          onConfirm={jest.fn()}
          onCancel={onCancel}
          busy={busy}
        >
          <p>Final.</p>
        </ConfirmDialog>
      </>
    );
  }

  test("is a labelled modal that starts on Cancel, keeps Tab inside and closes with Escape", () => {
    const onCancel = jest.fn();
    render(<Harness onCancel={onCancel} />);
    const dialog = screen.getByRole("dialog", { name: "Confirm: Freeze" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Final.");
    const cancel = screen.getByRole("button", { name: "Cancel" });
    const confirm = screen.getByRole("button", { name: "Yes, Freeze" });
    expect(cancel).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
    confirm.focus();
    fireEvent.keyDown(confirm, { key: "Tab" });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: "Tab", shiftKey: true });
    expect(confirm).toHaveFocus();
    fireEvent.keyDown(confirm, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test("cannot be dismissed while the decision is being recorded", () => {
    const onCancel = jest.fn();
    render(<Harness onCancel={onCancel} busy />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Recording your decision…" })).toBeDisabled();
  });
});

describe("DecisionPanel", () => {
  test("asks for confirmation, sends one decision however often confirm is pressed, and toasts the outcome", async () => {
    let finish: (outcome: DecisionOutcome) => void = () => {};
    const decide = jest.fn(() => new Promise<DecisionOutcome>((resolve) => (finish = resolve)));
    render(
      <DecisionPanel
        choices={choices}
        decide={decide}
        seat="BCA at DSEU Pusa-II Campus"
        sessionEndedHref="/admission/result/ug?session=ended"
        words={decisionWords}
      />,
    );

    const freeze = screen.getByRole("button", { name: "Freeze" });
    expect(freeze).toHaveAccessibleDescription("Accept this seat as final.");
    fireEvent.click(freeze);
    const dialog = screen.getByRole("dialog", { name: "Confirm: Freeze" });
    expect(dialog).toHaveTextContent("You are choosing Freeze for BCA at DSEU Pusa-II Campus.");
    expect(dialog).toHaveTextContent("This decision is final");
    expect(decide).not.toHaveBeenCalled();

    const confirm = screen.getByRole("button", { name: "Yes, Freeze" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledWith("freeze");
    await act(async () => finish({ ok: true, label: "Freeze" }));
    expect(toast.success).toHaveBeenCalledWith("Freeze confirmed!");
    expect(toast).toHaveBeenCalledWith("Please check your email for updates.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  test("Cancel sends nothing", () => {
    const decide = jest.fn();
    render(<DecisionPanel choices={choices} decide={decide} seat="x" sessionEndedHref="/x" words={decisionWords} />);
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
  });

  test("a refused decision shows the server's message; an ended session goes back to the listing", async () => {
    const decide = jest
      .fn<Promise<DecisionOutcome>, [string]>()
      .mockResolvedValueOnce({ ok: false, message: "Seat Confirmation Closed" })
      .mockResolvedValueOnce({ ok: false, message: "Your result session has ended.", sessionEnded: true });
    render(
      <DecisionPanel
        choices={choices}
        decide={decide}
        seat="x"
        sessionEndedHref="/admission/result/pg?session=ended"
        words={decisionWords}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Freeze" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Yes, Freeze" })));
    expect(toast.error).toHaveBeenCalledWith("Seat Confirmation Closed");
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Yes, Reject" })));
    expect(push).toHaveBeenCalledWith("/admission/result/pg?session=ended");
  });
});

describe("LookupForm", () => {
  test("shows each field's message next to it, marks it invalid and focuses the first", async () => {
    const action = jest.fn(async (): Promise<LookupFormState> => ({
      fieldErrors: { dob: "Enter your date of birth as DD-MM-YYYY, for example 30-05-2006." },
    }));
    render(<LookupForm action={action} words={lookupWords} />);
    const email = screen.getByLabelText("Email address");
    const dob = screen.getByLabelText("Date of birth");
    expect(dob).toHaveAccessibleDescription("Written DD-MM-YYYY, for example 30-05-2006.");
    fireEvent.change(email, { target: { value: "asha.sample@example.org" } });
    fireEvent.change(dob, { target: { value: "2009-03-14" } });
    fireEvent.click(screen.getByRole("button", { name: "View my result" }));
    await waitFor(() => expect(dob).toHaveAttribute("aria-invalid", "true"));
    expect(dob).toHaveAccessibleDescription(
      "Written DD-MM-YYYY, for example 30-05-2006. Enter your date of birth as DD-MM-YYYY, for example 30-05-2006.",
    );
    expect(dob).toHaveFocus();
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveValue("asha.sample@example.org");
    const sent = (action.mock.calls[0] as unknown as [LookupFormState, FormData])[1];
    expect(Object.fromEntries(sent.entries())).toEqual({ email: "asha.sample@example.org", dob: "2009-03-14" });
  });

  test("a wrong pair or the rate limit is announced as an alert", async () => {
    render(
      <LookupForm
        action={async () => ({ message: "Too many attempts. Please try again in 12 minutes." })}
        words={lookupWords}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "View my result" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again in 12 minutes.");
  });
});

describe("Student Allotment", () => {
  const result: CandidateResult = {
    id: "65f000000000000000000001",
    roundKey: "diploma2",
    formNumber: "F-1",
    name: "Asha Sample",
    program: "Diploma in Computer Engineering",
    campus: "Aryabhatt DSEU Campus",
    registeredCategory: "General",
    categoryAllocated: "OD_DEL_UR",
    programPreference: 2,
    campusPreference: false,
    rank: 1200,
    status: "pending",
    pwd: false,
    defence: false,
    decidedAt: null,
  };

  test("shows every field, the category in words", () => {
    render(<AllotmentTable result={result} words={words} locale="en" />);
    expect(screen.getAllByRole("rowheader").map((h) => h.textContent)).toEqual([
      "Form Number",
      "Name",
      "Program Allocated",
      "Campus Allocated",
      "Registered Category",
      "Admission Category",
      "Program Preference",
      "Generated Rank",
    ]);
    expect(screen.getByRole("row", { name: "Admission Category Outside Delhi General" })).toBeInTheDocument();
  });

  test("PG shows the first five; an empty admission category is left out", () => {
    expect(allotmentRows({ ...result, roundKey: "pg1" }, words, "en").map(({ label }) => label)).toEqual([
      "Form Number",
      "Name",
      "Program Allocated",
      "Campus Allocated",
      "Registered Category",
    ]);
    expect(allotmentRows({ ...result, categoryAllocated: "" }, words, "en").map(({ label }) => label)).not.toContain(
      "Admission Category",
    );
  });
});

test("the round tabs link the level's rounds and mark the current one", () => {
  render(<RoundTabs current="diploma3" words={words} locale="en" />);
  const nav = screen.getByRole("navigation", { name: "Diploma seat-allocation rounds" });
  const links = Array.from(nav.querySelectorAll("a")).map((a) => [
    a.textContent,
    a.getAttribute("href"),
    a.getAttribute("aria-current"),
  ]);
  expect(links).toEqual([
    ["Round 1", "/admission/result", null],
    ["Round 2", "/admission/result/diploma/round2", null],
    ["Round 3", "/admission/result/diploma/round3", "page"],
    ["Round 4", "/admission/result/diploma/round4", null],
  ]);
  const { container } = render(<RoundTabs current="pg1" words={words} locale="en" />);
  expect(container).toBeEmptyDOMElement();
});

test("decision windows read as dates in India time", () => {
  expect(windowDates("2025-07-22T18:30:00.000Z", "2025-07-26T18:29:59.000Z", words.dates, "en")).toBe(
    "23 July 2025 to 26 July 2025",
  );
  expect(windowDates(null, null, words.dates, "en")).toBeUndefined();
});
