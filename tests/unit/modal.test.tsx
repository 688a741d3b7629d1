import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Modal, focusableIn } from "@/components/ui/Modal";
import { installDialogPolyfill } from "../helpers/dialog-polyfill";

installDialogPolyfill();

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open it</button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Example dialog"
      >
        <a href="#first">First link</a>
        <button>Last button</button>
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector("dialog")!;

test("opening moves focus into the dialog, locks the page's scroll; closing restores both", () => {
  render(<Harness />);
  const opener = screen.getByRole("button", { name: "Open it" });
  opener.focus();
  fireEvent.click(opener);
  expect(dialog().open).toBe(true);
  expect(dialog()).toHaveAccessibleName("Example dialog");
  expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe("hidden");

  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(dialog().open).toBe(false);
  expect(document.documentElement.style.overflow).toBe("");
  expect(opener).toHaveFocus();
});

test("the browser closing it (Escape) tells the owner", () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  fireEvent.click(screen.getByRole("button", { name: "Open it" }));
  act(() => dialog().close());
  expect(onClose).toHaveBeenCalled();
  expect(document.documentElement.style.overflow).toBe("");
});

test("a click on the backdrop closes it; a click inside does not", () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  fireEvent.click(screen.getByRole("button", { name: "Open it" }));
  fireEvent.pointerDown(screen.getByText("First link"));
  fireEvent.click(screen.getByText("First link"));
  expect(onClose).not.toHaveBeenCalled();
  // A press that starts inside and ends outside is a text selection, not a click outside.
  fireEvent.pointerDown(screen.getByText("First link"));
  fireEvent.click(dialog());
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.pointerDown(dialog());
  fireEvent.click(dialog());
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("Tab and Shift+Tab wrap around inside the dialog", () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole("button", { name: "Open it" }));
  const items = focusableIn(dialog());
  expect(items.map((el) => el.textContent)).toEqual(["Close", "First link", "Last button"]);
  const last = screen.getByRole("button", { name: "Last button" });
  last.focus();
  fireEvent.keyDown(last, { key: "Tab" });
  expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: "Tab", shiftKey: true });
  expect(last).toHaveFocus();
});

test("collapsed and inert parts are not reachable by Tab", () => {
  const root = document.createElement("div");
  root.innerHTML = `<a href="/a">a</a><ul hidden><li><a href="/b">b</a></li></ul><div inert><button>c</button></div><button disabled>d</button><span tabindex="0">e</span>`;
  expect(focusableIn(root).map((el) => el.textContent)).toEqual(["a", "e"]);
});
