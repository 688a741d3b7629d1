import { act, fireEvent, render, screen } from "@testing-library/react";
import { Carousel } from "@/components/ui/Carousel";
import { nextIndex } from "@/components/ui/rotation";

const slides = Array.from({ length: 8 }, (_, i) => ({ key: `s${i}`, content: <p>Slide text {i + 1}</p> }));
const current = () => screen.getAllByRole("group").findIndex((slide) => !slide.hasAttribute("inert"));

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

// jsdom has no PointerEvent; without it the pointer type of the events below would be lost.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "";
  }
}
window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

test("the next index wraps round", () => {
  expect(nextIndex(0, 8)).toBe(1);
  expect(nextIndex(7, 8)).toBe(0);
  expect(nextIndex(0, 0)).toBe(0);
});

test("it advances every interval and wraps from the last slide to the first", () => {
  render(<Carousel label="Recent achievements" slides={slides} intervalMs={3000} />);
  expect(screen.getByRole("region", { name: "Recent achievements" })).toHaveAttribute(
    "aria-roledescription",
    "carousel",
  );
  expect(current()).toBe(0);
  act(() => jest.advanceTimersByTime(2999));
  expect(current()).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  expect(current()).toBe(1);
  for (let i = 0; i < 7; i++) act(() => jest.advanceTimersByTime(3000));
  expect(current()).toBe(0);
  expect(screen.getAllByRole("group")[0]).toHaveAccessibleName("1 of 8");
});

test("a dot jumps to its slide and the wait starts again", () => {
  render(<Carousel label="Recent achievements" slides={slides} intervalMs={3000} />);
  act(() => jest.advanceTimersByTime(2000));
  fireEvent.click(screen.getByRole("button", { name: "Show slide 6 of 8" }));
  expect(current()).toBe(5);
  expect(screen.getByRole("button", { name: "Show slide 6 of 8" })).toHaveAttribute("aria-current", "true");
  act(() => jest.advanceTimersByTime(2000));
  expect(current()).toBe(5);
  act(() => jest.advanceTimersByTime(1000));
  expect(current()).toBe(6);
});

test("pause stops it and play starts it again", () => {
  render(<Carousel label="Recent achievements" slides={slides} intervalMs={3000} />);
  fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
  act(() => jest.advanceTimersByTime(10_000));
  expect(current()).toBe(0);
  fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toBe(1);
});

test("a mouse resting on it holds it; touch does not", () => {
  render(<Carousel label="Recent achievements" slides={slides} intervalMs={3000} />);
  const region = screen.getByRole("region");
  fireEvent.pointerOver(region, { pointerType: "mouse" });
  act(() => jest.advanceTimersByTime(6000));
  expect(current()).toBe(0);
  fireEvent.pointerOut(region, { pointerType: "mouse" });
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toBe(1);
  fireEvent.pointerOver(region, { pointerType: "touch" });
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toBe(2);
});

test("with reduced motion it stays still until the visitor presses play", () => {
  setReducedMotion(true);
  render(<Carousel label="Recent achievements" slides={slides} intervalMs={3000} />);
  act(() => jest.advanceTimersByTime(30_000));
  expect(current()).toBe(0);
  fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
  act(() => jest.advanceTimersByTime(3000));
  expect(current()).toBe(1);
});
