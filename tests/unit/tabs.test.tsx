import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Tabs, tabAfterKey } from "@/components/ui/Tabs";

test("arrow keys wrap, Home and End jump, other keys do nothing", () => {
  expect(tabAfterKey(0, "ArrowRight", 3)).toBe(1);
  expect(tabAfterKey(2, "ArrowRight", 3)).toBe(0);
  expect(tabAfterKey(0, "ArrowLeft", 3)).toBe(2);
  expect(tabAfterKey(1, "Home", 3)).toBe(0);
  expect(tabAfterKey(1, "End", 3)).toBe(2);
  expect(tabAfterKey(1, "a", 3)).toBeUndefined();
});

function Harness() {
  const [selected, setSelected] = useState<"A" | "B" | "C">("A");
  return (
    <Tabs
      label="Letters"
      idBase="t"
      selected={selected}
      onSelect={setSelected}
      items={[
        { id: "A", label: "Alpha" },
        { id: "B", label: "Beta" },
        { id: "C", label: "Gamma" },
      ]}
    >
      Panel {selected}
    </Tabs>
  );
}

test("tabs follow the ARIA pattern: one tab stop, selection by click and keys, a labelled panel", () => {
  render(<Harness />);
  expect(screen.getByRole("tablist", { name: "Letters" })).toBeInTheDocument();
  const alpha = screen.getByRole("tab", { name: "Alpha" });
  expect(alpha).toHaveAttribute("aria-selected", "true");
  expect(alpha).toHaveAttribute("tabindex", "0");
  expect(screen.getByRole("tab", { name: "Beta" })).toHaveAttribute("tabindex", "-1");
  expect(screen.getByRole("tabpanel", { name: "Alpha" })).toHaveTextContent("Panel A");

  fireEvent.click(screen.getByRole("tab", { name: "Gamma" }));
  expect(screen.getByRole("tabpanel", { name: "Gamma" })).toHaveTextContent("Panel C");

  fireEvent.keyDown(screen.getByRole("tab", { name: "Gamma" }), { key: "ArrowRight" });
  expect(screen.getByRole("tab", { name: "Alpha" })).toHaveFocus();
  expect(screen.getByRole("tab", { name: "Alpha" })).toHaveAttribute("aria-selected", "true");
  fireEvent.keyDown(screen.getByRole("tab", { name: "Alpha" }), { key: "End" });
  expect(screen.getByRole("tab", { name: "Gamma" })).toHaveFocus();
  expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel C");
});
