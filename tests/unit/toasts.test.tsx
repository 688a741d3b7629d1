import { act, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { Toasts } from "@/components/ui/Toasts";

const TOAST_LIMIT = 20;

beforeEach(() => {
  jest.useFakeTimers();
  render(<Toasts />);
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

// Step through time so React can run the effects that schedule each toast's next timer.
const advance = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => jest.advanceTimersByTime(100));
};

test("a success toast leaves after 2 s, a plain one after 4 s, a loading one stays", () => {
  act(() => {
    toast.success("Saved");
    toast("Heads up");
    toast.loading("Uploading");
  });
  // Each leaves the page 1 s after its time is up (the exit animation).
  advance(3100);
  expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  expect(screen.getByText("Heads up")).toBeInTheDocument();
  advance(2000);
  expect(screen.queryByText("Heads up")).not.toBeInTheDocument();
  advance(60_000);
  expect(screen.getByText("Uploading")).toBeInTheDocument();
});

test("no more than 20 toasts are shown at once", () => {
  act(() => {
    for (let i = 1; i <= TOAST_LIMIT + 5; i++) toast(`message ${i}`);
  });
  advance(1100); // dismissed toasts leave the page after their 1 s exit
  expect(screen.getAllByRole("status")).toHaveLength(TOAST_LIMIT);
});
