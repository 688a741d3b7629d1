import { render } from "@testing-library/react";
import { RescrollToHash } from "@/components/layout/RescrollToHash";

afterEach(() => {
  window.location.hash = "";
});

test("once the frame is on screen it asks for the #fragment again", () => {
  window.location.hash = "#campuses-title";
  const heard = jest.fn();
  window.addEventListener("hashchange", heard);
  render(<RescrollToHash />);
  expect(heard).toHaveBeenCalledTimes(1);
  window.removeEventListener("hashchange", heard);
});

test("without a fragment it does nothing", () => {
  const heard = jest.fn();
  window.addEventListener("hashchange", heard);
  render(<RescrollToHash />);
  expect(heard).not.toHaveBeenCalled();
  window.removeEventListener("hashchange", heard);
});
