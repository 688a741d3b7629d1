import { act, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { Toasts, TOAST_LIMIT } from "@/components/ui/Toasts";

beforeEach(() => {
  jest.useFakeTimers();
  render(<Toasts />);
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test("no more than 20 toasts are shown at once", () => {
  act(() => {
    for (let i = 1; i <= TOAST_LIMIT + 5; i++) toast(`message ${i}`);
  });
  advance(1100); // dismissed toasts leave the page after their 1 s exit
  expect(screen.getAllByRole("status")).toHaveLength(TOAST_LIMIT);
});

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
